import type { Row } from '@/mocks/db/db';
import type { StoredFile } from '@/features/library/model';

/** The library's demo rows (features/library/README.md). */
export interface DemoLibraryFolder extends Row {
  name: string;
  parent_id: number | null;
  site_id: number | null;
  created_by_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface DemoLibraryFile extends Row {
  name: string;
  folder_id: number;
  author: string;
  uploaded_by_id: number | null;
  updated_by_id: number | null;
  version: number;
  review_date: string | null;
  description: string;
  file: StoredFile;
  created_at: string;
  updated_at: string;
}

/** a file's bytes, apart from its row (seeded files have none: their content is generated on demand) */
export interface DemoLibraryContent extends Row {
  library_file_id: number;
  data_url: string;
}

export interface DemoLibraryFavorite extends Row {
  user_id: number;
  library_file_id: number;
}

export interface DemoLibraryReminder extends Row {
  library_file_id: number;
  remind_on: string;
  note: string;
  user_ids: number[];
  created_by_id: number;
  created_at: string;
  /** when its notifications went out (on `remind_on`), null before */
  delivered_at: string | null;
}

export const C = {
  folders: 'library_folders',
  files: 'library_files',
  contents: 'library_file_contents',
  favorites: 'library_favorites',
  reminders: 'library_reminders',
} as const;

import { defineModule } from '@/lib/modules/define-module';

declare module '@/lib/ability/subjects' {
  interface SubjectRegistry {
    Library: true;
  }
}

/**
 * The document library (README.md). Folders and files reach every Library reader in realtime and in the activity
 * log; favourites and reminders are personal (no broadcast) and the stored bytes are kept apart from the file rows
 * (`library_file_contents`) so a metadata change does not re-send them.
 */
export const manifest = defineModule({
  id: 'library',
  subjects: [{ subject: 'Library', matrixOrder: 90, orgModule: 'Library' }],
  collections: [
    { name: 'library_folders', broadcast: 'Library', log: { type: 'library_folder', readers: 'Library' } },
    { name: 'library_files', broadcast: 'Library', log: { type: 'library_file', readers: 'Library' } },
  ],
});

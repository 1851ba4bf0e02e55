import { defineModule } from '@/lib/modules/define-module';

declare module '@/lib/ability/subjects' {
  interface SubjectRegistry {
    Library: true;
  }
}

export const manifest = defineModule({
  id: 'library',
  subjects: [{ subject: 'Library', matrixOrder: 90, orgModule: 'Library' }],
  collections: [{ name: 'library_files', broadcast: 'Library' }],
});

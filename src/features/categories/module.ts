import { defineModule } from '@/lib/modules/define-module';

declare module '@/lib/ability/subjects' {
  interface SubjectRegistry {
    Category: true;
  }
}

export const manifest = defineModule({
  id: 'categories',
  subjects: [{ subject: 'Category', matrixOrder: 100 }],
  collections: [
    { name: 'categories', broadcast: 'Category', log: { type: 'category', readers: 'Category' } },
    // environment categories are organisation admins' only (SPEC §2)
    { name: 'environment_categories', log: { type: 'environment_category', readers: null } },
  ],
});

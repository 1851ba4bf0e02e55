import { defineModule } from '@/lib/modules/define-module';

declare module '@/lib/ability/subjects' {
  interface SubjectRegistry {
    Site: true;
  }
}

export const manifest = defineModule({
  id: 'sites',
  subjects: [{ subject: 'Site', matrixOrder: 130 }],
  collections: [{ name: 'sites', broadcast: 'Site', log: { type: 'site', readers: 'Site' } }],
});

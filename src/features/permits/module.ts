import { defineModule } from '@/lib/modules/define-module';

declare module '@/lib/ability/subjects' {
  interface SubjectRegistry {
    Permit: true;
  }
}

export const manifest = defineModule({
  id: 'permits',
  subjects: [{ subject: 'Permit', matrixOrder: 40, orgModule: 'Permit', permitRights: true }],
  collections: [{ name: 'permits', broadcast: 'Permit', log: { type: 'permit', readers: 'Permit' } }],
});

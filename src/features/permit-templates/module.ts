import { defineModule } from '@/lib/modules/define-module';

declare module '@/lib/ability/subjects' {
  interface SubjectRegistry {
    'Permit Form Setting': true;
  }
}

export const manifest = defineModule({
  id: 'permit-templates',
  subjects: [{ subject: 'Permit Form Setting', matrixOrder: 50, orgModule: 'Permit' }],
  collections: [{ name: 'permit_forms', log: { type: 'permit_template', readers: 'Permit Form Setting' } }],
});

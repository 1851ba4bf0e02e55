import { defineModule } from '@/lib/modules/define-module';

declare module '@/lib/ability/subjects' {
  interface SubjectRegistry {
    Audit: true;
    'Audit Template': true;
  }
}

export const manifest = defineModule({
  id: 'audits',
  subjects: [
    { subject: 'Audit', matrixOrder: 60, orgModule: 'Audit' },
    { subject: 'Audit Template', matrixOrder: 70, orgModule: 'Audit' },
  ],
  collections: [{ name: 'audits', broadcast: 'Audit', log: { type: 'audit', readers: 'Audit' } }],
});

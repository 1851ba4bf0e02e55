import { defineModule } from '@/lib/modules/define-module';

declare module '@/lib/ability/subjects' {
  interface SubjectRegistry {
    HIRA: true;
  }
}

export const manifest = defineModule({
  id: 'hira',
  subjects: [{ subject: 'HIRA', matrixOrder: 80, orgModule: 'HIRA' }],
  collections: [{ name: 'hira_records', broadcast: 'HIRA', log: { type: 'risk', readers: 'HIRA' } }],
});

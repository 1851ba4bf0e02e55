import { defineModule } from '@/lib/modules/define-module';

declare module '@/lib/ability/subjects' {
  interface SubjectRegistry {
    Observation: true;
  }
}

export const manifest = defineModule({
  id: 'observations',
  subjects: [{ subject: 'Observation', matrixOrder: 20, orgModule: 'Observation' }],
  collections: [{ name: 'observations', broadcast: 'Observation', log: { type: 'observation', readers: 'Observation' } }],
});

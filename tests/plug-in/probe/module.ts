import { defineModule } from '@/lib/modules/define-module';

declare module '@/lib/ability/subjects' {
  interface SubjectRegistry {
    'Probe Item': true;
  }
}

export const manifest = defineModule({
  id: 'zz-plugin-probe',
  subjects: [{ subject: 'Probe Item', matrixOrder: 95 }],
  collections: [{ name: 'probe_items', broadcast: 'Probe Item', log: { type: 'probe_item', readers: 'Probe Item' } }],
});

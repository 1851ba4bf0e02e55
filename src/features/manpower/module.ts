import { defineModule } from '@/lib/modules/define-module';

export const manifest = defineModule({
  id: 'manpower',
  // manpower is organisation admins' only (SPEC §2 "/manpower: Admin")
  collections: [{ name: 'manpower', log: { type: 'manpower', readers: null } }],
});

import { defineModule } from '@/lib/modules/define-module';

export const manifest = defineModule({
  id: 'worker-profile',
  collections: [{ name: 'worker_profile_settings', log: { type: 'worker_profile_setting', readers: 'Permit Form Setting' } }],
});

import { defineModule } from '@/lib/modules/define-module';

export const manifest = defineModule({
  id: 'site-plans',
  collections: [{ name: 'site_plans', log: { type: 'site_plan', readers: 'Site' } }],
});

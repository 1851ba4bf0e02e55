import { defineModule } from '@/lib/modules/define-module';

export const manifest = defineModule({
  id: 'statistics',
  // the sites' yearly targets: a change is broadcast so the dashboard's and statistics' gaps follow live
  collections: [{ name: 'site_targets', broadcast: 'Site' }],
});

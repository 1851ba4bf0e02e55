import { defineModule } from '@/lib/modules/define-module';

export const manifest = defineModule({
  id: 'sso',
  // SSO set-up is organisation admins' only (SPEC §2 "/sso_configs: Admin only", §6): no permission subject
  collections: [{ name: 'sso_configs', log: { type: 'sso_config', readers: null } }],
});

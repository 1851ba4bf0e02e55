import { defineModule } from '@/lib/modules/define-module';

export const manifest = defineModule({
  id: 'onboarding',
  // the organisation and the starter templates onboarding installs: organisation admins' only
  collections: [
    { name: 'organization', log: { type: 'organization', readers: null } },
    { name: 'starter_templates', log: { type: 'starter_template', readers: null } },
  ],
});

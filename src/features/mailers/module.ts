import { defineModule } from '@/lib/modules/define-module';

export const manifest = defineModule({
  id: 'mailers',
  // email templates are organisation admins' only (SPEC §2 "/mailers: Admin only", §6); a user's own subscriptions
  // are theirs alone: no permission subject, no broadcast to others
  collections: [
    { name: 'mailer_modules' },
    { name: 'mailer_scenarios' },
    { name: 'email_subscriptions' },
  ],
});

import { defineModule } from '@/lib/modules/define-module';

export const manifest = defineModule({
  id: 'billing',
  // plans and billing are organisation admins' only (SPEC §2 "/subscriptions: Admin only", §6): no permission subject.
  // A plan change reaches open pages on SubscriptionPlanChannel / PlanChannel (the organisation's broadcast).
  collections: [
    { name: 'subscriptions' },
    { name: 'payments', log: { type: 'payment', readers: null } },
    { name: 'module_prices' },
    { name: 'trial_extension_requests' },
  ],
});

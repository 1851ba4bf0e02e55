import { ADMIN, SIGNED_IN, type RouteDef } from '@/lib/routing/route-def';

/** SPEC §2: /mailers (and its module and scenario screens) admin only; /emailsubscription any signed-in user. */
export const routes: RouteDef[] = [
  { path: 'mailers', access: ADMIN, titleKey: 'mailers', menu: { section: 'settings', icon: 'pi pi-envelope', order: 300 }, screen: () => import('./routes/mailer-modules-page') },
  { path: 'mailers/:module/:moduleId', access: ADMIN, titleKey: 'mailers', screen: () => import('./routes/mailer-scenarios-page') },
  { path: 'mailers/:module/:moduleId/scenario/:scenarioId', access: ADMIN, titleKey: 'mailerScenario', screen: () => import('./routes/scenario-editor-page') },
  { path: 'emailsubscription', access: SIGNED_IN, titleKey: 'emailSubscription', menu: { section: 'settings', icon: 'pi pi-bell', order: 320 }, screen: () => import('./routes/email-subscription-page') },
];

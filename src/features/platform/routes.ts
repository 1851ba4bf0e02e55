import { MASTER, MASTER_OR_PLATFORM_ACCOUNT, type RouteDef } from '@/lib/routing/route-def';

const page = {
  frame: () => import('./routes/organizations-page'),
  form: () => import('./routes/organization-form-page'),
  create: () => import('./routes/organization-new-page'),
  extend: () => import('./routes/extend-requests-page'),
  domains: () => import('./routes/domains-page'),
  payments: () => import('./routes/payment-settings-page'),
  api: () => import('./routes/api-settings-page'),
  clone: () => import('./routes/clone-page'),
  releases: () => import('./routes/code-releases-page'),
  web: () => import('./routes/web-page'),
};

/**
 * SPEC §2 "Platform routes": /organizations (child edit/{id}) /domains_control and /extend_requests, master super admin only.
 * SPEC §2, §6: the internal platform account (VITE_INTERNAL_PLATFORM_ACCOUNTS) "may act only on Organization": it opens
 * the register and an organisation's edit page (MASTER_OR_PLATFORM_ACCOUNT); creating one stays with the master.
 */
export const routes: RouteDef[] = [
  {
    path: 'organizations',
    access: MASTER_OR_PLATFORM_ACCOUNT,
    titleKey: 'organizations',
    menu: { section: 'platform', icon: 'pi pi-sitemap', order: 400 },
    screen: page.frame,
    frame: true,
    children: [
      { path: 'new', access: MASTER, screen: page.create },
      { path: 'edit/:id', access: MASTER_OR_PLATFORM_ACCOUNT, screen: page.form },
    ],
  },
  { path: 'domains_control', access: MASTER, titleKey: 'domains', menu: { section: 'platform', icon: 'pi pi-globe', order: 410 }, screen: page.domains },
  { path: 'paymentsettings', access: MASTER, titleKey: 'paymentSettings', menu: { section: 'platform', icon: 'pi pi-wallet', order: 430 }, screen: page.payments },
  { path: 'api_settings/:id', access: MASTER, titleKey: 'apiSettings', screen: page.api },
  { path: 'clone', access: MASTER, titleKey: 'cloneTemplates', menu: { section: 'platform', icon: 'pi pi-copy', order: 440 }, screen: page.clone },
  { path: 'code_releases', access: MASTER, titleKey: 'codeReleases', menu: { section: 'platform', icon: 'pi pi-tag', order: 450 }, screen: page.releases },
  // /web is also on the signed-out allow-list (SPEC §2): the public release notes
  { path: 'web', access: { kind: 'master', signedOut: true }, titleKey: 'web', screen: page.web },
  { path: 'extend_requests', access: MASTER, titleKey: 'extendRequests', menu: { section: 'platform', icon: 'pi pi-clock', order: 420 }, screen: page.extend },
];

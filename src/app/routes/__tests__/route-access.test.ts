import { accessChainFor } from '../route-access';
import { routeTable } from '../route-table';
import type { RouteDef } from '../types';

const can = (action: string, subject: string) => ({ kind: 'can', action, subject });

describe('route → ability mapping (SPEC §2, §6)', () => {
  it.each([
    // entry checks read; new → create; edit → update
    ['/observations', [can('read', 'Observation')]],
    ['/observations/new', [can('read', 'Observation'), can('create', 'Observation')]],
    ['/observations/summary/7', [can('read', 'Observation'), can('read', 'Observation')]],
    ['/observations/summary/7/actions', [can('read', 'Observation'), can('read', 'Observation')]],
    ['/observations/edit/7', [can('read', 'Observation'), can('update', 'Observation')]],
    // the observation report is checked against Incident read
    ['/observations/7/report', [can('read', 'Incident')]],
    ['/actions/new', [can('read', 'Action'), can('create', 'Action')]],
    ['/actions/edit/3/history', [can('read', 'Action'), can('update', 'Action')]],
    ['/actions/audits/summary/3', [can('read', 'Action'), can('read', 'Action')]],
    // observation actions are checked against Incident
    ['/actions/observations', [can('read', 'Incident')]],
    ['/actions/observations/edit/3', [can('read', 'Incident'), can('update', 'Incident')]],
    ['/actions/all/open', [can('read', 'Action'), can('read', 'Action')]],
    ['/incidents/new', [can('read', 'Incident'), can('create', 'Incident')]],
    // the steps frame and its splat child (an index child under a splat path never matches)
    ['/incidents/4/steps/victim/new', [can('read', 'Incident'), can('read', 'Incident')]],
    ['/incidents/lfi/4', [can('read', 'Incident')]],
    ['/incidents/lfi/4/9', [can('read', 'Incident')]],
    ['/incidents/lfi-list', [can('read', 'Incident')]],
    // permits: create for new, map view and v2 new; update for edits; read for the rest
    ['/permits', [can('read', 'Permit')]],
    ['/permits/map-view', [can('create', 'Permit')]],
    ['/permit/5/summary', [can('read', 'Permit')]],
    ['/permit-form-questions/new', [can('create', 'Permit')]],
    ['/permit-form-questions/new/2', [can('create', 'Permit')]],
    ['/permit-form-questions/edit/2', [can('update', 'Permit')]],
    ['/v2/permit-to-work/new/2', [can('create', 'Permit')]],
    ['/v2/permit-to-work/edit/2', [can('update', 'Permit')]],
    ['/permit-forms/2', [can('read', 'Permit Form Setting')]],
    ['/worker-profile', [can('read', 'Permit Form Setting')]],
    ['/audit-forms', [can('read', 'Audit Template')]],
    ['/audits/scheduled', [can('read', 'Audit')]],
    ['/audits/5/audit/2', [can('read', 'Audit'), can('read', 'Audit')]],
    ['/whyanalysis/3/list', [can('read', 'RC Master')]],
    ['/sites/new', [can('read', 'Site'), can('create', 'Site')]],
    ['/sites/edit/2', [can('read', 'Site'), can('update', 'Site')]],
    ['/sites/2/divisions', [can('read', 'Site')]],
    ['/users/2/permission', [can('read', 'User')]],
    ['/categories/edit/2', [can('read', 'Category'), can('update', 'Category')]],
    ['/categories/2', [{ kind: 'signed-in' }]],
    ['/hira/edit/2', [can('read', 'HIRA'), can('update', 'HIRA')]],
    ['/library/view/2', [can('read', 'Library')]],
    ['/workflows', [can('read', 'WorkFlow')]],
    // kinds other than CASL
    ['/', [{ kind: 'dashboard' }]],
    ['/dashboard_old', [{ kind: 'dashboard' }]],
    ['/login', [{ kind: 'signed-out' }]],
    ['/login/sso', [{ kind: 'public' }]],
    ['/observation', [{ kind: 'public' }]],
    ['/sso_configs', [{ kind: 'admin' }]],
    ['/environment_categories/edit/3', [{ kind: 'admin' }, { kind: 'admin' }]],
    ['/mailers/observation/3/scenario/4', [{ kind: 'admin' }]],
    ['/contractors/edit/3', [{ kind: 'contractor' }, { kind: 'contractor' }]],
    ['/contractor/3/workers/v2/edit/4', [{ kind: 'contractor' }, { kind: 'contractor' }]],
    ['/contractor/uncategory-workers/new', [{ kind: 'admin', fallback: '/contractors' }, { kind: 'admin', fallback: '/contractors' }]],
    // the organisation routes also admit the internal platform account (SPEC §6); the rest of the console does not
    ['/organizations', [{ kind: 'master', platformAccount: true }]],
    ['/organizations/edit/3', [{ kind: 'master', platformAccount: true }, { kind: 'master', platformAccount: true }]],
    ['/organizations/new', [{ kind: 'master', platformAccount: true }, { kind: 'master' }]],
    ['/domains_control', [{ kind: 'master' }]],
    ['/api_settings/9', [{ kind: 'master' }]],
    ['/web', [{ kind: 'master', signedOut: true }]],
    ['/organization_verify', [{ kind: 'verification-host' }]],
    ['/roadblock', [{ kind: 'locked' }]],
    ['/onboarding', [{ kind: 'onboarding' }]],
    ['/logout', [{ kind: 'session' }]],
  ])('%s', (path, chain) => {
    expect(accessChainFor(path)).toEqual(chain);
  });

  it('has no route for unknown paths (→ /not_found)', () => {
    expect(accessChainFor('/no/such/page')).toBeNull();
    expect(accessChainFor('/observations/edit')).toBeNull();
  });

  it('declares every SPEC §2 route once, each with a title', () => {
    const specRoutes = [
      '/logout', '/reset-session', '/login/sso', '/setup-sso', '/', '/dashboard_old', '/permit-dashboard', '/permits', '/sessionexpire',
      '/success', '/newusers', '/sso_configs', '/reports', '/web', '/organizations', '/domains_control', '/extend_requests',
      '/paymentsettings', '/api_settings/1', '/clone', '/code_releases', '/organization_verify', '/not_found', '/myaccount',
      '/emailsubscription', '/notification', '/pricing', '/get-started', '/buynow', '/subscriptions', '/no_permissions',
      '/statistics', '/statistics/settings', '/roadblock', '/mailers', '/mailers/m/1', '/mailers/m/1/scenario/2', '/sites',
      '/map-plotting', '/site-permits', '/sites/1/divisions', '/sites/1/map-view', '/roles', '/users', '/profile',
      '/users/1/permission', '/manpower', '/categories', '/categories/1', '/environment_categories', '/environment_categories/1',
      '/whyanalysis', '/whyanalysis/1/list', '/worker-profile', '/workflows', '/activity-logs', '/safety-calendar',
      '/actions', '/actions/audits', '/actions/observations', '/actions/incidents', '/actions/all', '/observations',
      '/observations/1/report', '/incidents', '/incidents/1/steps', '/incidents/1/report', '/incidents/lfi/1',
      '/incidents/1/insight/2', '/incidents/lfi-list', '/incidents/lfi-card', '/permit-forms', '/permit-forms/1',
      '/permit-form-questions/new', '/permit-form-questions/new/1', '/permit-form-questions/edit/1', '/permits/map-view',
      '/permit/1/summary', '/v2/permit-to-work/new', '/v2/permit-to-work/new/1', '/v2/permit-to-work/edit/1', '/audits/open',
      '/audits/1/report', '/audits/1/summary', '/audits/1/keyfindings', '/audits/1/actionitems', '/audit-summary', '/audit-forms',
      '/audit-forms/1', '/hira', '/hira/new', '/hira/summary/1', '/library', '/library/view/1', '/contractors',
      '/contractor/1/workers', '/contractor/uncategory-workers', '/contractor/1/documents', '/contractor/1/documents/new',
      '/by_pass_client_admin', '/password-reset', '/login', '/thankyou', '/observation', '/incident', '/sso', '/start',
      '/start/verify-account', '/registration', '/onboarding',
    ];
    for (const path of specRoutes) expect({ path, known: accessChainFor(path) !== null }).toEqual({ path, known: true });

    const paths: string[] = [];
    const walk = (defs: RouteDef[], base: string, titled: boolean) => {
      for (const d of defs) {
        const full = `${base}/${d.path}`;
        paths.push(full);
        expect({ full, titled: titled || !!d.titleKey }).toEqual({ full, titled: true });
        walk(d.children ?? [], full, titled || !!d.titleKey);
      }
    };
    walk(routeTable, '', false);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

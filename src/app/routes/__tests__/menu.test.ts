import { menuItems } from '@/app/layout/menu-entries';
import type { Viewer } from '@/app/routes/access-rules';
import { viewerWith, type Grants } from '@/testing/viewer';
import type { AppAction } from '@/lib/ability/subjects';

const viewer = viewerWith;
const entries = (v: Viewer) => menuItems(v).map((i) => `${i.section}:${i.to}`);

describe('side menu derived from the route table', () => {
  it('shows a supervisor only the modules it may open', () => {
    const rw: AppAction[] = ['read', 'create', 'update'];
    expect(entries(viewer({ Observation: rw, Incident: rw, Action: rw, Permit: ['read'] }))).toEqual([
      'modules:/',
      'modules:/my-work',
      'modules:/observations',
      'modules:/incidents',
      'modules:/incidents/lfi-list',
      'modules:/actions',
      'modules:/permits',
      'modules:/permit-dashboard',
      'modules:/safety-calendar',
      'modules:/statistics',
      // OSHA logs need Incident read
      'modules:/osha-logs',
      'settings:/emailsubscription',
      'settings:/activity-logs',
    ]);
  });

  it('shows a permit-template coordinator its settings, not the dashboard', () => {
    const items = entries(viewer({ 'Permit Form Setting': ['read'] }));
    expect(items).toContain('settings:/permit-forms');
    expect(items).toContain('settings:/worker-profile');
    expect(items).not.toContain('modules:/');
    expect(items).not.toContain('modules:/permits');
    expect(items).not.toContain('settings:/users');
  });

  it('gives admins the admin-only settings and contractors, and the master the platform only', () => {
    const all = Object.fromEntries(['User', 'Site', 'Role', 'Incident'].map((s) => [s, ['read']])) as Grants;
    const admin = entries(viewer(all, { isAdmin: true }));
    for (const to of ['settings:/sso_configs', 'settings:/subscriptions', 'settings:/mailers', 'settings:/manpower', 'modules:/reports', 'modules:/contractors', 'settings:/users']) {
      expect(admin).toContain(to);
    }
    expect(admin.some((e) => e.startsWith('platform:'))).toBe(false);

    const contractor = entries(viewer({ Permit: ['read', 'create'] }, { isContractor: true }));
    expect(contractor).toContain('modules:/contractors');
    expect(contractor).not.toContain('settings:/sso_configs');

    const master = entries(viewer({ Organization: ['read', 'manage'] }, { isMaster: true }));
    expect(master).toEqual([
      'platform:/organizations',
      'platform:/domains_control',
      'platform:/extend_requests',
      'platform:/paymentsettings',
      'platform:/clone',
      'platform:/code_releases',
    ]);
  });

  it('is empty of modules for a user without permissions, and empty while the organisation is locked', () => {
    expect(entries(viewer({}))).toEqual(['settings:/emailsubscription']);
    expect(entries(viewer({ Incident: ['read'] }, { isAdmin: true, orgLocked: true }))).toEqual([]);
    expect(entries(viewer({}, { authenticated: false }))).toEqual([]);
  });
});

import { decideAccess, decideChain, type Viewer } from '../access-rules';
import type { Access } from '../types';
import { viewerWith } from '@/testing/viewer';
import type { AppAction, AppSubject } from '@/lib/ability/subjects';

const viewer = viewerWith;

const signedOut = viewer({}, { authenticated: false, status: null });
const at = (pathname: string, search = '') => ({ pathname, search, hostname: 'acme.localhost' });
const decide = (access: Access, v: Viewer, pathname = '/x', search = '') => {
  const d = decideAccess(access, v, at(pathname, search));
  return d.allow ? 'allow' : d.to;
};
const can = (action: AppAction, subject: AppSubject): Access => ({ kind: 'can', action, subject });

describe('route guard decisions (SPEC §2, §6)', () => {
  it('signed-out visitors reach only public and signed-out routes; everything else → /login', () => {
    expect(decide({ kind: 'public' }, signedOut)).toBe('allow');
    expect(decide({ kind: 'signed-out' }, signedOut)).toBe('allow');
    expect(decide({ kind: 'master', signedOut: true }, signedOut)).toBe('allow');
    for (const access of [{ kind: 'signed-in' }, { kind: 'session' }, { kind: 'dashboard' }, { kind: 'member' }, can('read', 'User'), { kind: 'admin' }, { kind: 'master' }, { kind: 'contractor' }, { kind: 'locked' }, { kind: 'onboarding' }] as Access[]) {
      expect({ access, to: decide(access, signedOut) }).toEqual({ access, to: '/login' });
    }
  });

  it('signed-out-only routes send signed-in users to /; public report routes let them through', () => {
    expect(decide({ kind: 'signed-out' }, viewer({ Incident: ['read'] }))).toBe('/');
    expect(decide({ kind: 'public' }, viewer({ Incident: ['read'] }))).toBe('allow');
    expect(decide({ kind: 'public' }, viewer({}, { orgLocked: true }))).toBe('allow');
  });

  it('/organization_verify only on app, lvh or 192 hosts', () => {
    const on = (hostname: string) => decideAccess({ kind: 'verification-host' }, signedOut, { pathname: '/organization_verify', hostname });
    expect(on('app.example.com')).toEqual({ allow: true });
    expect(on('lvh.me')).toEqual({ allow: true });
    expect(on('192.168.1.4')).toEqual({ allow: true });
    expect(on('acme.example.com')).toEqual({ allow: false, to: '/not_found' });
  });

  it('a locked organisation goes to /roadblock, an onboarding one to /onboarding, before any permission', () => {
    const admin = { isAdmin: true };
    expect(decide(can('read', 'User'), viewer({ User: ['read'] }, { ...admin, orgLocked: true }))).toBe('/roadblock');
    expect(decide({ kind: 'onboarding' }, viewer({}, { orgLocked: true, orgOnboarding: true }))).toBe('/roadblock');
    expect(decide({ kind: 'locked' }, viewer({}, { orgLocked: true }))).toBe('allow');
    expect(decide({ kind: 'locked' }, viewer({ Incident: ['read'] }))).toBe('/');
    expect(decide({ kind: 'dashboard' }, viewer({ Incident: ['read'] }, { orgOnboarding: true }))).toBe('/onboarding');
    expect(decide({ kind: 'onboarding' }, viewer({}, { orgOnboarding: true }))).toBe('allow');
    expect(decide({ kind: 'onboarding' }, viewer({ Incident: ['read'] }))).toBe('/');
    // signing out always works
    expect(decide({ kind: 'session' }, viewer({}, { orgLocked: true }))).toBe('allow');
  });

  it('the dashboard check: inactive → /logout, master → /organizations, Incident/Permit/Audit readers stay, others land', () => {
    expect(decide({ kind: 'dashboard' }, viewer({ Incident: ['read'] }, { status: 'Inactive' }))).toBe('/logout');
    expect(decide({ kind: 'dashboard' }, viewer({ Incident: ['read'] }, { status: 'Error' }))).toBe('/logout');
    expect(decide({ kind: 'dashboard' }, viewer({ Organization: ['read'] }, { isMaster: true }))).toBe('/organizations');
    expect(decide({ kind: 'dashboard' }, viewer({ Audit: ['read'] }))).toBe('allow');
    expect(decide({ kind: 'dashboard' }, viewer({ Permit: ['read'] }))).toBe('allow');
    expect(decide({ kind: 'dashboard' }, viewer({ 'Permit Form Setting': ['read'] }))).toBe('/permit-forms');
    expect(decide({ kind: 'dashboard' }, viewer({ User: ['read'], Library: ['read'] }))).toBe('/library');
    expect(decide({ kind: 'dashboard' }, viewer({}))).toBe('/no_permissions');
  });

  it('internal accounts (SPEC §2, configured by e-mail): the platform one goes to /organizations, the others skip the checks', () => {
    expect(decide({ kind: 'dashboard' }, viewer({ Incident: ['read'] }, { internal: 'platform' }))).toBe('/organizations');
    expect(decide({ kind: 'dashboard' }, viewer({}, { internal: 'unchecked' }))).toBe('allow');
    expect(decide({ kind: 'dashboard' }, viewer({ 'Permit Form Setting': ['read'] }, { internal: 'unchecked' }))).toBe('allow');
    // still signed out, locked and inactive like everyone else
    expect(decide({ kind: 'dashboard' }, viewer({}, { internal: 'unchecked', orgLocked: true }))).toBe('/roadblock');
    expect(decide({ kind: 'dashboard' }, viewer({}, { internal: 'unchecked', status: 'Inactive' }))).toBe('/logout');
  });

  it('the internal platform account (SPEC §2, §6) opens the organisation routes only; everything else → /organizations, no loop', () => {
    const ops = viewer({ Organization: ['read', 'update'] }, { internal: 'platform' });
    const orgRoutes: Access = { kind: 'master', platformAccount: true };
    // the dashboard sends it to /organizations, and /organizations lets it in (it used to be refused → / → loop)
    expect(decide({ kind: 'dashboard' }, ops, '/')).toBe('/organizations');
    expect(decideChain([orgRoutes], ops, at('/organizations'))).toEqual({ allow: true });
    expect(decideChain([orgRoutes, orgRoutes], ops, at('/organizations/edit/101'))).toEqual({ allow: true });
    // the rest of the console (domains, extend requests, payment and API settings, clone, code releases, new organisation)
    expect(decide({ kind: 'master' }, ops, '/domains_control')).toBe('/organizations');
    expect(decideChain([orgRoutes, { kind: 'master' }], ops, at('/organizations/new'))).toEqual({ allow: false, to: '/organizations' });
    expect(decide({ kind: 'master', signedOut: true }, ops, '/web')).toBe('/organizations');
    // tenant modules and settings, whatever rights it might hold
    for (const access of [can('read', 'Permit'), can('read', 'Incident'), { kind: 'member' }, { kind: 'admin' }, { kind: 'contractor' }, { kind: 'signed-in' }] as Access[]) {
      expect({ access, to: decide(access, viewer({ Permit: ['read'], Incident: ['read'] }, { internal: 'platform', isAdmin: true })) }).toEqual({ access, to: '/organizations' });
    }
    // signing out still works; the flag lets nobody else in
    expect(decide({ kind: 'session' }, ops)).toBe('allow');
    expect(decide(orgRoutes, viewer({}, { isAdmin: true }))).toBe('/');
    expect(decide(orgRoutes, viewer({}, { internal: 'unchecked' }))).toBe('/');
    expect(decide(orgRoutes, viewer({}, { isMaster: true }))).toBe('allow');
  });

  it('CASL routes: allowed with the right action, else back to / (which lands the user)', () => {
    expect(decide(can('update', 'Observation'), viewer({ Observation: ['read', 'update'] }))).toBe('allow');
    expect(decide(can('update', 'Observation'), viewer({ Observation: ['read'] }))).toBe('/');
    expect(decide(can('read', 'User'), viewer({}))).toBe('/');
  });

  it('permit routes: no permission → /no_permissions; no Permit read → /permit-forms?redirected; else /?redirected', () => {
    expect(decide(can('create', 'Permit'), viewer({}), '/permit-form-questions/new')).toBe('/no_permissions');
    expect(decide(can('read', 'Permit'), viewer({ 'Permit Form Setting': ['read'] }), '/permits', '?tab=drafts')).toBe(
      `/permit-forms?redirected=${encodeURIComponent('/permits?tab=drafts')}`,
    );
    expect(decide(can('create', 'Permit'), viewer({ Permit: ['read'] }), '/permit-form-questions/new')).toBe(
      `/?redirected=${encodeURIComponent('/permit-form-questions/new')}`,
    );
    // the master super admin is redirected away from /permits
    expect(decide(can('read', 'Permit'), viewer({ Permit: ['read'] }, { isMaster: true }), '/permits')).toBe('/organizations');
  });

  it('admin, master and contractor routes', () => {
    expect(decide({ kind: 'admin' }, viewer({}, { isAdmin: true }))).toBe('allow');
    expect(decide({ kind: 'admin' }, viewer({ User: ['read'] }))).toBe('/');
    expect(decide({ kind: 'admin', fallback: '/contractors' }, viewer({}, { isContractor: true }))).toBe('/contractors');
    expect(decide({ kind: 'master' }, viewer({}, { isAdmin: true }))).toBe('/');
    expect(decide({ kind: 'master' }, viewer({}, { isMaster: true }))).toBe('allow');
    expect(decide({ kind: 'contractor' }, viewer({}, { isContractor: true }))).toBe('allow');
    expect(decide({ kind: 'contractor' }, viewer({}, { isAdmin: true }))).toBe('allow');
    expect(decide({ kind: 'contractor' }, viewer({ Permit: ['read'] }))).toBe('/');
  });

  it('member sections need at least one permission', () => {
    expect(decide({ kind: 'member' }, viewer({ Observation: ['read'] }))).toBe('allow');
    expect(decide({ kind: 'member' }, viewer({}, { isAdmin: true }))).toBe('allow');
    expect(decide({ kind: 'member' }, viewer({}))).toBe('/no_permissions');
    expect(decide({ kind: 'member' }, viewer({ Organization: ['read'] }, { isMaster: true }))).toBe('/organizations');
  });

  it('a chain is decided outermost first', () => {
    const chain: Access[] = [can('read', 'Observation'), can('update', 'Observation')];
    expect(decideChain(chain, viewer({ Observation: ['read', 'update'] }), at('/observations/edit/1'))).toEqual({ allow: true });
    expect(decideChain(chain, viewer({ Observation: ['update'] }), at('/observations/edit/1'))).toEqual({ allow: false, to: '/' });
  });
});

import { createMongoAbility } from '@casl/ability';
import { ability, canAccessPermitDraft, rulesFromServer, updateAbility, type AppAbility } from '../ability';
import { hasAnyPermission } from '../rules';
import { isMasterSuperAdmin } from '../roles';
import { rulesForUser, rulesFromRoleActions, can as serverCan } from '@/mocks/policies';
import { roleAction } from '@/mocks/db/seed/roles';
import { db } from '@/mocks/db/db';
import type { DemoUser } from '@/mocks/db/types';

const fresh = (rules: Parameters<typeof rulesFromServer>[0], userId?: number): AppAbility =>
  createMongoAbility<AppAbility>(rulesFromServer(rules, userId), {
    detectSubjectType: (o) => (typeof o === 'object' && o && 'kind' in o ? o.kind : (o as never)),
  });

describe('the one ability (SPEC §3 permission rules, §6)', () => {
  afterEach(() => updateAbility([]));

  it('is updated in place from server rules (subject + actions)', () => {
    const same = ability;
    updateAbility([{ subject: 'Observation', actions: ['read', 'create'] }], 5);
    expect(ability).toBe(same);
    expect(ability.can('read', 'Observation')).toBe(true);
    expect(ability.can('create', 'Observation')).toBe(true);
    expect(ability.can('update', 'Observation')).toBe(false);
    expect(ability.can('read', 'Incident')).toBe(false);
    updateAbility([{ subject: 'Incident', actions: ['read'] }], 5);
    expect(ability.can('read', 'Observation')).toBe(false);
    expect(ability.can('read', 'Incident')).toBe(true);
  });

  it('only the sender or the recipient of a permit draft gets draft access', () => {
    const a = fresh([{ subject: 'Permit', actions: ['read'] }], 7);
    expect(canAccessPermitDraft({ shared_by: 7, shared_to: 9 }, a)).toBe(true);
    expect(canAccessPermitDraft({ shared_by: 9, shared_to: 7 }, a)).toBe(true);
    expect(canAccessPermitDraft({ shared_by: 8, shared_to: 9 }, a)).toBe(false);
    // without a user there is no draft access at all
    expect(canAccessPermitDraft({ shared_by: 7, shared_to: 9 }, fresh([{ subject: 'Permit', actions: ['read'] }]))).toBe(false);
  });

  it('knows a user without any permission (the derived draft rule does not count)', () => {
    expect(hasAnyPermission(fresh([], 7))).toBe(false);
    expect(hasAnyPermission(fresh([{ subject: 'Permit', actions: [] }], 7))).toBe(false);
    expect(hasAnyPermission(fresh([{ subject: 'Library', actions: ['read'] }], 7))).toBe(true);
  });

  it('recognises the master super admin by role name', () => {
    expect(isMasterSuperAdmin({ role_name: 'MasterSuperAdmin' })).toBe(true);
    expect(isMasterSuperAdmin({ role_name: 'Organisation Super Admin' })).toBe(false);
    expect(isMasterSuperAdmin(null)).toBe(false);
  });
});

describe('demo backend policies: roles → the same rules', () => {
  it('maps r_view/r_add/r_edit/r_destroy and the permit rules to actions', () => {
    expect(
      rulesFromRoleActions([
        roleAction('Observation', { r_view: true, r_add: true }),
        roleAction('Permit', { r_view: true, r_edit: true, is_approve: true, is_revoke: true }),
        roleAction('Incident', {}),
        roleAction('User', { r_destroy: true }),
      ]),
    ).toEqual([
      { subject: 'Observation', actions: ['read', 'create'] },
      { subject: 'Permit', actions: ['read', 'update', 'revoke', 'approve'] },
      { subject: 'User', actions: ['delete'] },
    ]);
  });

  it('derives each seeded account’s rules from its role', () => {
    const acme = db.tenant('acme')!;
    const user = (email: string) => db.list<DemoUser>(acme, 'users').find((u) => u.email === email)!;
    const rules = (email: string) => rulesForUser(acme, user(email));
    expect(rules('noaccess@acme.test')).toEqual([]);
    expect(rules('permits@acme.test')).toEqual([{ subject: 'Permit Form Setting', actions: ['read'] }]);
    const supervisor = rules('supervisor@acme.test');
    expect(serverCan(supervisor, 'update', 'Observation')).toBe(true);
    expect(serverCan(supervisor, 'delete', 'Observation')).toBe(false);
    expect(serverCan(supervisor, 'read', 'Permit')).toBe(true);
    expect(serverCan(supervisor, 'create', 'Permit')).toBe(false);
    expect(serverCan(supervisor, 'read', 'User')).toBe(false);
    const admin = rules('admin@acme.test');
    expect(serverCan(admin, 'approve', 'Permit')).toBe(true);
    expect(serverCan(admin, 'read', 'Organization')).toBe(false);
    const platform = db.tenant('public')!;
    const master = db.list<DemoUser>(platform, 'users').find((u) => u.email === 'master@platform.test')!;
    expect(rulesForUser(platform, master)).toEqual([{ subject: 'Organization', actions: ['read', 'create', 'update', 'delete', 'manage'] }]);
  });
});

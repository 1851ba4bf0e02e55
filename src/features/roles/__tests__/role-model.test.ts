import { SUBJECTS } from '@/lib/modules/registry';
import { SEED_ROLES } from '@/mocks/db/seed/roles';
import { rulesFromRoleActions as serverRules } from '@/mocks/policies';
import { ROLE_MODULES, SYSTEM_ROLE_NAMES, allRights, columnState, isFullAccess, moduleState, normalizeActions, rulesFromRoleActions, setColumn, setModule, setRight, type RoleAction } from '../model';
import { roleSchema } from '../schemas/role-schema';
import { ROLE_SERVER_MESSAGES, inUseMessage, roleFieldErrors, roleServerT } from '../schemas/rule-messages';
import { ruleErrors } from '@/lib/forms/rule-errors';

const bySubject = (rules: { subject: string }[]) => [...rules].sort((a, b) => a.subject.localeCompare(b.subject));
const t = (key: string, o?: Record<string, unknown>) => (o ? `${key}:${JSON.stringify(o)}` : key);

describe('role matrix ↔ role_actions_attributes', () => {
  it('has a row for every permission subject except Organization, and the system roles are the seeded ones', () => {
    expect([...ROLE_MODULES].sort()).toEqual(SUBJECTS.filter((s) => s !== 'Organization').sort());
    expect([...SYSTEM_ROLE_NAMES]).toEqual(SEED_ROLES.map((r) => r.name));
  });

  it('keeps the matrix order the manifests declare (the seeded roles and all_modules follow it)', () => {
    expect([...ROLE_MODULES]).toEqual(['Incident', 'Observation', 'Action', 'Permit', 'Permit Form Setting', 'Audit', 'Audit Template', 'HIRA', 'Library', 'Category', 'RC Master', 'Role', 'Site', 'User', 'WorkFlow']);
    for (const role of SEED_ROLES) expect(role.actions.map((a) => a.name)).toEqual([...ROLE_MODULES]);
  });

  it('normalizes stored actions: module order, missing modules empty, unknown modules and foreign rights dropped, status derived', () => {
    const rows = normalizeActions([
      { name: 'Observation', r_view: true, r_add: true },
      { name: 'Organization', r_view: true },
      { name: 'Audit', r_view: true, is_approve: true },
      { name: 'Permit', is_approve: true, status: false },
    ]);
    expect(rows.map((r) => r.name)).toEqual([...ROLE_MODULES]);
    expect(rows.find((r) => r.name === 'Observation')).toMatchObject({ key: 'observation', status: true, r_view: true, r_add: true, r_edit: false, r_destroy: false });
    expect(rows.find((r) => r.name === 'Audit')).not.toHaveProperty('is_approve');
    expect(rows.find((r) => r.name === 'Permit')).toMatchObject({ status: true, is_approve: true, is_revoke: false, r_view: false });
    expect(rows.find((r) => r.name === 'User')).toMatchObject({ status: false, r_view: false });
  });

  it('sets a cell, a row (with the permit rules) and a column; reports all / some / none', () => {
    let rows = normalizeActions([]);
    rows = setRight(rows, 'Incident', 'r_view', true);
    expect(moduleState(rows.find((r) => r.name === 'Incident')!)).toBe('some');
    expect(columnState(rows, 'r_view')).toBe('some');
    rows = setModule(rows, 'Permit', true);
    expect(rows.find((r) => r.name === 'Permit')).toMatchObject({ r_view: true, r_destroy: true, is_revoke: true, is_approve: true, status: true });
    // a right a module does not have is never set
    expect(setRight(rows, 'Audit', 'is_close', true)).toEqual(rows);
    rows = setColumn(rows, 'r_view', true);
    expect(columnState(rows, 'r_view')).toBe('all');
    expect(columnState(setColumn(rows, 'r_view', false), 'r_view')).toBe('none');
    expect(isFullAccess(rows)).toBe(false);
    expect(isFullAccess(allRights())).toBe(true);
  });

  it('maps to the server’s rules exactly as the demo backend does (one mapping)', () => {
    const rows = setRight(setModule(normalizeActions([]), 'Observation', true), 'Permit', 'is_extend', true);
    expect(rulesFromRoleActions(rows)).toEqual([
      { subject: 'Observation', actions: ['read', 'create', 'update', 'delete'] },
      { subject: 'Permit', actions: ['read', 'extend'] },
    ]);
    expect(serverRules(rows)).toEqual(rulesFromRoleActions(rows));
    for (const seed of SEED_ROLES) expect(bySubject(rulesFromRoleActions(normalizeActions(seed.actions)))).toEqual(bySubject(serverRules(seed.actions)));
  });
});

describe('role schema (form and demo backend)', () => {
  const schema = roleSchema(t);
  it('needs a name of 2–50 characters', async () => {
    expect(await ruleErrors(schema, { name: '  ', role_actions_attributes: [] })).toEqual(['validation.nameRequired']);
    expect(await ruleErrors(schema, { name: 'A', role_actions_attributes: [] })).toEqual(['validation.nameTooShort']);
    expect(await ruleErrors(schema, { name: 'x'.repeat(51), role_actions_attributes: [] })).toEqual(['validation.nameTooLong']);
    expect(await ruleErrors(schema, { name: 'Site observer', role_actions_attributes: normalizeActions([]) })).toEqual([]);
  });

  it('refuses unknown or repeated modules, non-boolean rights and permit rules off Permit', async () => {
    const bad = async (actions: unknown) => ruleErrors(schema, { name: 'Role', role_actions_attributes: actions });
    expect(await bad([{ name: 'Organization', r_view: true }])).toEqual(['validation.actionsInvalid']);
    expect(await bad([{ name: 'Audit' }, { name: 'Audit' }])).toEqual(['validation.actionsInvalid']);
    expect(await bad([{ name: 'Audit', r_view: 'yes' }])).toEqual(['validation.actionsInvalid']);
    expect(await bad([{ name: 'Audit', is_approve: true }])).toEqual(['validation.actionsInvalid']);
    expect(await bad('all')).toEqual(['validation.actionsInvalid']);
    // a PATCH may send only what changed
    expect(await bad([{ name: 'Permit', is_approve: true }])).toEqual([]);
  });

  it('gives the server’s Rails-style messages and maps them back onto the fields', async () => {
    expect(await ruleErrors(roleSchema(roleServerT), { name: '', role_actions_attributes: 'x' })).toEqual([ROLE_SERVER_MESSAGES['validation.nameRequired'], ROLE_SERVER_MESSAGES['validation.actionsInvalid']]);
    expect(roleFieldErrors(['Name has already been taken', inUseMessage(3), 'Something else'], t)).toEqual({
      fields: { name: 'validation.nameTaken' },
      other: ['validation.inUse:{"count":3}', 'Something else'],
    });
  });
});

const row = (actions: RoleAction[], name: string) => actions.find((a) => a.name === name)!;

describe('no right without View (issue 26)', () => {

  it('removing View removes Add, Edit, Delete (and the permit rules) of that module only', () => {
    const full = allRights();
    const after = setRight(full, 'Incident', 'r_view', false);
    expect(row(after, 'Incident')).toMatchObject({ r_view: false, r_add: false, r_edit: false, r_destroy: false, status: false });
    expect(row(after, 'Observation')).toMatchObject({ r_view: true, r_add: true, r_edit: true, r_destroy: true });
    expect(row(setRight(full, 'Permit', 'r_view', false), 'Permit')).toMatchObject({ r_view: false, r_add: false, is_approve: false, is_revoke: false });
  });

  it('granting Add, Edit or Delete grants View; removing one of them leaves View', () => {
    const none = normalizeActions([]);
    expect(row(setRight(none, 'Incident', 'r_edit', true), 'Incident')).toMatchObject({ r_view: true, r_edit: true, r_add: false });
    const full = allRights();
    expect(row(setRight(full, 'Incident', 'r_destroy', false), 'Incident')).toMatchObject({ r_view: true, r_destroy: false });
  });

  it('the View column helper does the same on every module', () => {
    const after = setColumn(allRights(), 'r_view', false);
    expect(after.every((a) => !a.r_view && !a.r_add && !a.r_edit && !a.r_destroy)).toBe(true);
    expect(setColumn(normalizeActions([]), 'r_add', true).every((a) => !('r_add' in a) || (a.r_add && a.r_view))).toBe(true);
  });
});

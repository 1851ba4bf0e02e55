import { LANDING_ORDER, landingChoice, landingPath } from '../landing';
import { accessChainFor } from '../route-access';
import type { AppAction, AppSubject } from '@/lib/ability/subjects';

const readable = (...subjects: AppSubject[]) => (action: AppAction, subject: AppSubject) => action === 'read' && subjects.includes(subject);

describe('landing choice (SPEC §2)', () => {
  it('picks the LAST readable resource of the list', () => {
    expect(landingChoice(readable('User'))).toBe('/users');
    expect(landingChoice(readable('User', 'Site', 'Role'))).toBe('/roles');
    expect(landingChoice(readable('Library', 'User'))).toBe('/library');
    expect(landingChoice(readable('RC Master', 'Category'))).toBe('/whyanalysis');
    expect(landingChoice(readable('Permit Form Setting', 'Audit Template'))).toBe('/permit-forms');
    expect(landingChoice(readable('HIRA', 'Permit'))).toBe('/hira');
  });

  it('has no choice without a readable resource of the list (default no_permissions)', () => {
    expect(landingChoice(readable())).toBeNull();
    expect(landingChoice(readable('Observation', 'Action', 'Incident'))).toBeNull();
    expect(landingPath(readable(), false)).toBe('/no_permissions');
  });

  it('only counts read: create alone does not open a section', () => {
    expect(landingChoice((action, subject) => action === 'create' && subject === 'User')).toBeNull();
  });

  it('lands dashboard readers on /, others on their choice, module-only users on their module', () => {
    expect(landingPath(readable('Incident', 'User'), true)).toBe('/');
    expect(landingPath(readable('Permit'), true)).toBe('/');
    expect(landingPath(readable('Audit'), true)).toBe('/');
    expect(landingPath(readable('Permit Form Setting'), true)).toBe('/permit-forms');
    expect(landingPath(readable('Observation'), true)).toBe('/observations');
    expect(landingPath(readable('Action'), true)).toBe('/actions');
    // rules exist but nothing readable (e.g. create only) → the default
    expect(landingPath(readable(), true)).toBe('/no_permissions');
  });

  it('every landing target is a route whose entry check is read on that very subject', () => {
    for (const { path, subject } of LANDING_ORDER) {
      expect({ path, chain: accessChainFor(path) }).toEqual({ path, chain: [{ kind: 'can', action: 'read', subject }] });
    }
  });
});

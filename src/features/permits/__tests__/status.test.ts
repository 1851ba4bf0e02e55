import { ACTION_RIGHT, BOARD_COLUMNS, type Permit, type PermitHandover } from '../model/types';
import { ACTION_FROM, actionRefusal, allowedActions, boardColumn, canEdit, canSeeDraft, displayStatus, inTab, isOverdue, mayApprove, nextStatus, openHandover, pendingApprovers, rightsOf, type PermitActor, type PermitRight } from '../model/status';
import { matchesPermitFilters, permitArgsOf } from '../model/filters';
import { cloneAnswers, closureSections, declarationSections, formSections, withDerivedAnswers } from '../model/answers';
import type { Section } from '@/features/permit-templates/public';

const NOW = new Date('2026-06-10T12:00:00Z');
const h = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString();
const ALL: PermitRight[] = ['read', 'create', 'update', 'approve', 'reject', 'revoke', 'extend', 'close'];

type P = Parameters<typeof allowedActions>[0] & Pick<Permit, 'approval'>;
const permit = (over: Partial<P> = {}): P => ({ status: 'active', start_at: h(-2), end_at: h(6), requestor_id: 1, shared_by_id: null, shared_to_id: null, handovers: [], extensions: [], approval: null, ...over });
const actor = (rights: PermitRight[] = ALL, id = 1, is_admin = false): PermitActor => ({ id, rights: new Set(rights), is_admin });

describe('displayStatus (SPEC §4 statuses from the stored status and the time)', () => {
  it.each([
    ['draft', {}, 'draft'],
    ['requested', {}, 'requested'],
    ['rejected', {}, 'rejected'],
    ['revoked', {}, 'revoked'],
    ['closed', {}, 'closed'],
    ['handed_back', { end_at: h(-1) }, 'pending_closure'],
    ['approved', { start_at: h(2), end_at: h(10) }, 'approved'],
    ['approved', { start_at: h(-1), end_at: h(7) }, 'active'],
    ['active', {}, 'active'],
    ['active', { end_at: h(0.5) }, 'pending_closure'],
    ['active', { end_at: h(-0.1) }, 'overdue'],
    ['suspended', {}, 'suspended'],
    ['suspended', { end_at: h(-1) }, 'overdue'],
    ['active', { extensions: [{}] }, 'extended'],
  ] as const)('%s %o → %s', (status, over, expected) => {
    expect(displayStatus(permit({ status, ...over } as Partial<P>), NOW)).toBe(expected);
  });

  it('a requested permit part-approved by its workflow round is pending; a summary counts its extensions', () => {
    const approval = { workflow_id: 1, workflow_title: 'W', kind: 'sequential' as const, approvers: [{ id: 2, name: 'B' }, { id: 3, name: 'C' }], required: 2, approvals: [{ user_id: 2, name: 'B', at: h(-1) }] };
    expect(displayStatus(permit({ status: 'requested', approval }), NOW)).toBe('pending');
    expect(displayStatus({ status: 'active', start_at: h(-1), end_at: h(5), extension_count: 2 }, NOW)).toBe('extended');
  });

  it('exactly at PENDING_CLOSURE_MINUTES left is not yet pending closure; exactly at the end is not overdue', () => {
    expect(displayStatus(permit({ end_at: h(1) }), NOW)).toBe('active');
    expect(displayStatus(permit({ end_at: h(0) }), NOW)).toBe('pending_closure');
    expect(isOverdue(permit({ end_at: h(0) }), NOW)).toBe(false);
  });
});

describe('boardColumn (issue 14: the eight columns) and the list tabs (SPEC §7)', () => {
  it('places every stored status', () => {
    const cases: [Partial<P>, string][] = [
      [{ status: 'draft' }, 'draft'],
      [{ status: 'requested' }, 'requested'],
      [{ status: 'approved', start_at: h(2) }, 'approved'],
      [{ status: 'active' }, 'approved'],
      [{ status: 'handed_back' }, 'approved'],
      [{ status: 'suspended' }, 'suspended'],
      [{ status: 'active', end_at: h(-1) }, 'expired'],
      [{ status: 'suspended', end_at: h(-1) }, 'expired'],
      [{ status: 'revoked' }, 'revoked'],
      [{ status: 'rejected' }, 'rejected'],
      [{ status: 'closed' }, 'closed'],
    ];
    for (const [over, column] of cases) expect({ over, column: boardColumn(permit(over), NOW) }).toEqual({ over, column });
    expect(new Set(cases.map(([, c]) => c))).toEqual(new Set(BOARD_COLUMNS));
  });

  it('the Approved tab holds every issued permit, suspended and expired ones too', () => {
    expect(inTab(permit({ status: 'suspended' }), 'approved', NOW)).toBe(true);
    expect(inTab(permit({ end_at: h(-3) }), 'approved', NOW)).toBe(true);
    expect(inTab(permit({ status: 'requested' }), 'approved', NOW)).toBe(false);
    expect(inTab(permit({ status: 'draft' }), 'draft', NOW)).toBe(true);
    expect(inTab(permit({ status: 'closed' }), 'all', NOW)).toBe(true);
  });
});

describe('allowedActions (transitions × SPEC §6 rights × draft access)', () => {
  it('offers per status what the status allows, to a holder of every right', () => {
    expect(allowedActions(permit({ status: 'draft' }), actor(), NOW)).toEqual(['request', 'add_workers']);
    // someone else's request (the requester never approves their own — model/duties.ts)
    expect(allowedActions(permit({ status: 'requested', requestor_id: 9 }), actor(), NOW)).toEqual(['approve', 'reject', 'add_workers']);
    expect(allowedActions(permit({ status: 'requested' }), actor(), NOW)).toEqual(['reject', 'add_workers']);
    expect(allowedActions(permit({ status: 'active' }), actor(), NOW)).toEqual(['suspend', 'extend', 'handover', 'handback', 'close', 'revoke', 'add_workers']);
    expect(allowedActions(permit({ status: 'suspended' }), actor(), NOW)).toEqual(['reissue', 'close', 'revoke', 'add_workers']);
    expect(allowedActions(permit({ status: 'handed_back' }), actor(), NOW)).toEqual(['close', 'revoke']);
    for (const status of ['rejected', 'revoked', 'closed'] as const) expect(allowedActions(permit({ status }), actor(), NOW)).toEqual([]);
  });

  it('needs the right each action names (ACTION_RIGHT)', () => {
    for (const [action, right] of Object.entries(ACTION_RIGHT)) {
      const status = ACTION_FROM[action as keyof typeof ACTION_FROM][0];
      const without = ALL.filter((r) => r !== right);
      // approve: someone else's permit (separation of duties)
      const p = permit({ status, ...(action === 'approve' ? { requestor_id: 9 } : {}) });
      expect({ action, allowed: allowedActions(p, actor(without), NOW).includes(action as never) }).toEqual({ action, allowed: false });
      expect({ action, allowed: allowedActions(p, actor(), NOW).includes(action as never) }).toEqual({ action, allowed: true });
    }
  });

  it('a reader may do nothing; the refusal says forbidden or wrong status', () => {
    expect(allowedActions(permit(), actor(['read']), NOW)).toEqual([]);
    expect(actionRefusal(permit(), 'revoke', actor(['read']), NOW)).toBe('forbidden');
    expect(actionRefusal(permit({ status: 'closed' }), 'revoke', actor(), NOW)).toBe('wrongStatus');
    expect(actionRefusal(permit(), 'revoke', actor(), NOW)).toBeNull();
  });

  it('drafts: only their sender and recipient see or request them (SPEC §6)', () => {
    const draft = permit({ status: 'draft', requestor_id: 1, shared_by_id: 1, shared_to_id: 2 });
    expect(canSeeDraft(draft, 1)).toBe(true);
    expect(canSeeDraft(draft, 2)).toBe(true);
    expect(canSeeDraft(draft, 3)).toBe(false);
    expect(allowedActions(draft, actor(ALL, 3, true), NOW)).toEqual([]);
    expect(allowedActions(draft, actor(ALL, 2), NOW)).toContain('request');
    expect(canSeeDraft(permit({ status: 'requested' }), 3)).toBe(true);
  });

  it('edits only before issue, by the requestor or the draft recipient with Permit update', () => {
    expect(canEdit(permit({ status: 'draft' }), actor())).toBe(true);
    expect(canEdit(permit({ status: 'draft', shared_to_id: 2 }), actor(ALL, 2))).toBe(true);
    expect(canEdit(permit({ status: 'draft' }), actor(ALL, 9))).toBe(false);
    expect(canEdit(permit({ status: 'requested' }), actor(['read']))).toBe(false);
    expect(canEdit(permit({ status: 'approved' }), actor())).toBe(false);
  });

  it('approve follows the round: the next in order (sequential), any not yet (parallel), anyone with the right (any); the admin always', () => {
    const round = (kind: 'sequential' | 'parallel', approvals: number[] = []) => ({
      workflow_id: 1,
      workflow_title: 'W',
      kind,
      approvers: [2, 3].map((id) => ({ id, name: `U${id}` })),
      required: 2,
      approvals: approvals.map((user_id) => ({ user_id, name: `U${user_id}`, at: h(-1) })),
    });
    expect(pendingApprovers(round('sequential'))).toEqual([2]);
    expect(pendingApprovers(round('sequential', [2]))).toEqual([3]);
    expect(pendingApprovers(round('parallel'))).toEqual([2, 3]);
    expect(mayApprove({ approval: round('sequential') }, actor(ALL, 3))).toBe(false);
    expect(mayApprove({ approval: round('sequential') }, actor(ALL, 2))).toBe(true);
    expect(mayApprove({ approval: round('sequential', [2]) }, actor(ALL, 2))).toBe(false);
    expect(mayApprove({ approval: round('parallel') }, actor(ALL, 3))).toBe(true);
    expect(mayApprove({ approval: round('sequential') }, actor(ALL, 9, true))).toBe(true);
    expect(mayApprove({ approval: null }, actor(ALL, 9))).toBe(true);
    expect(mayApprove({ approval: null }, actor(['read', 'update'], 9))).toBe(false);
  });

  it('a waiting handover is confirmed only by its incoming person', () => {
    const waiting: PermitHandover = { at: h(-1), outgoing_id: 1, outgoing_name: 'A', incoming_id: 5, incoming_name: 'E', outgoing_confirmed: true, incoming_confirmed_at: null, notes: '' };
    const p = permit({ handovers: [waiting] });
    expect(openHandover(p)).toBe(waiting);
    expect(allowedActions(p, actor(ALL, 1), NOW)).not.toContain('handover');
    expect(allowedActions(p, actor(['read'], 5), NOW)).toEqual(['handover']);
    expect(openHandover(permit({ handovers: [{ ...waiting, incoming_confirmed_at: h(0) }] }))).toBeNull();
  });

  it('the next stored status: issued ones are active once started', () => {
    expect(nextStatus('approve', { status: 'requested', start_at: h(1) }, NOW)).toBe('approved');
    expect(nextStatus('approve', { status: 'requested', start_at: h(-1) }, NOW)).toBe('active');
    expect(nextStatus('reissue', { status: 'suspended', start_at: h(-1) }, NOW)).toBe('active');
    expect(nextStatus('extend', { status: 'approved', start_at: h(-1) }, NOW)).toBe('active');
    expect(nextStatus('extend', { status: 'active', start_at: h(-1) }, NOW)).toBe('active');
    expect(nextStatus('handback', { status: 'active', start_at: h(-1) }, NOW)).toBe('handed_back');
  });

  it('rightsOf reads a rule check', () => {
    expect([...rightsOf((r) => r === 'read' || r === 'approve')]).toEqual(['read', 'approve']);
  });
});

describe('list filters (GET /permits and the realtime patch of cached lists)', () => {
  const row = { ...permit(), number: 'HW-0001', title: 'Welding', requestor_name: 'Alice', permit_form_id: 7, permit_type: 'hot_work' as const, location: { site_id: 3, division_id: null, department_id: null, unit_id: null, description: 'Boiler house', pin_id: null, zone_id: 4, isolation_pin_ids: [] }, clash_count: 1 };
  it('reads the query and filters by tab, column, status, site, template, type, window, overdue, clashing, search', () => {
    const args = permitArgsOf((k) => ({ tab: 'approved', status: 'active,bogus', site_id: '3', overdue: '0', clashing: '1', search: ' boiler ', sort: 'number', order: 'asc' })[k] ?? '');
    expect(args).toMatchObject({ tab: 'approved', status: 'active', site_id: 3, clashing: 1, search: 'boiler', sort: 'number', order: 'asc' });
    expect(args.overdue).toBeUndefined();
    expect(matchesPermitFilters(row, args, NOW)).toBe(true);
    expect(matchesPermitFilters(row, { tab: 'closed' }, NOW)).toBe(false);
    expect(matchesPermitFilters(row, { board_column: 'approved' }, NOW)).toBe(true);
    expect(matchesPermitFilters(row, { site_id: 4 }, NOW)).toBe(false);
    expect(matchesPermitFilters(row, { permit_type: 'electrical' }, NOW)).toBe(false);
    expect(matchesPermitFilters(row, { permit_form_id: 7 }, NOW)).toBe(true);
    expect(matchesPermitFilters(row, { from: h(7), to: h(9) }, NOW)).toBe(false);
    expect(matchesPermitFilters(row, { from: h(5), to: h(9) }, NOW)).toBe(true);
    expect(matchesPermitFilters(row, { overdue: 1 }, NOW)).toBe(false);
    expect(matchesPermitFilters({ ...row, clash_count: 0 }, { clashing: 1 }, NOW)).toBe(false);
    expect(matchesPermitFilters(row, { search: 'hw-0001' }, NOW)).toBe(true);
    expect(matchesPermitFilters(row, { search: 'alice' }, NOW)).toBe(true);
    expect(matchesPermitFilters(row, { search: 'nobody' }, NOW)).toBe(false);
  });
});

const q = (key: string, type: string, extra = {}) => ({ key, type, label: key, required: true, intro_text: '', options: ['Yes', 'No'], grid_columns: [], declaration_text: '', default_value: '', max_file_count: 0, max_file_size_mb: 0, file_kind: 'images', gases: [], reference_image: null, show_if: null, ...extra });

describe('which sections are answered when (model/answers.ts)', () => {
  const sections = [
    { key: 's1', kind: 'location', title: 'Location', intro_text: '', questions: [q('site', 'site_list'), q('div', 'text_field')] },
    { key: 's2', kind: 'duration', title: 'Duration', intro_text: '', questions: [q('start', 'datetime'), q('end', 'date')] },
    { key: 's3', kind: 'custom', title: 'Hazards', intro_text: '', questions: [q('hz', 'radio'), q('gas', 'gas_test')] },
    { key: 's4', kind: 'night_work', title: 'Night', intro_text: '', questions: [q('night', 'checkbox')] },
    { key: 's5', kind: 'closure', title: 'Closure', intro_text: '', questions: [q('done', 'checkbox')] },
    { key: 's6', kind: 'declaration', title: 'Declaration', intro_text: '', questions: [q('ok', 'declaration')] },
  ] as unknown as Section[];
  it('splits the form, closure and declaration sections and fills location and duration from the permit', () => {
    expect(formSections({ sections }).sections.map((s) => s.key)).toEqual(['s1', 's2', 's3', 's4']);
    expect(closureSections({ sections }).sections.map((s) => s.key)).toEqual(['s5']);
    expect(declarationSections({ sections }).sections.map((s) => s.key)).toEqual(['s6']);
    const filled = withDerivedAnswers({ sections }, { div: 'North', start: 'x' }, { location: { site_id: 9 } as never, start_at: '2026-06-10T08:00', end_at: '2026-06-10T16:00' });
    expect(filled).toEqual({ site: 9, div: 'North', start: '2026-06-10T08:00', end: '2026-06-10' });
  });
  it('a clone drops the hazard (custom) and gas answers, keeps location, duration and night work', () => {
    expect(cloneAnswers({ sections }, { site: 9, div: 'N', start: 'a', end: 'b', hz: 'Yes', gas: {}, night: ['x'], done: ['y'], ok: true })).toEqual({ site: 9, div: 'N', start: 'a', end: 'b', night: ['x'] });
  });
});

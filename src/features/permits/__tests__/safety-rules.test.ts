import { DEFAULT_GASES, blankQuestion, type Section } from '@/features/permit-templates/model';
import { answersSchema } from '@/features/permit-templates/public';
import { failedGasTests, latestGasTests } from '../model/gas-gate';
import { separateDuties } from '../model/duties';
import { allowedActions, mayApprove } from '../model/status';
import type { PermitApproval, PermitHandover } from '../model/types';
import { defaultEndFor } from '../model/duration';
import { permitHolder } from '../model/handover';

/** a confined-space section with one gas test (OSHA 1910.146 thresholds: O₂ 19.5–23.5 %, LFL ≤ 10 %, H₂S ≤ 10 ppm, CO ≤ 25 ppm) */
const gasQ = { ...blankQuestion('gas_test', 'gas', 'Pre-entry gas test'), required: true, gases: DEFAULT_GASES.map((g) => ({ ...g })) };
const def = { sections: [{ key: 's', kind: 'custom', title: 'Entry', intro_text: '', questions: [gasQ] }] as Section[] };
const safe = { o2: 20.9, lfl: 0, h2s: 0, co: 0 };
const t = (k: string) => k;

describe('gas-test gate (OSHA 1910.146(d)(5) acceptable entry conditions; HSG250)', () => {
  it.each([
    ['O₂ 19.4 % (deficient)', { ...safe, o2: 19.4 }],
    ['O₂ 23.6 % (enriched)', { ...safe, o2: 23.6 }],
    ['flammable gas 10.5 % LFL', { ...safe, lfl: 10.5 }],
    ['H₂S 11 ppm', { ...safe, h2s: 11 }],
    ['CO 26 ppm', { ...safe, co: 26 }],
  ])('a first test with %s fails the gate', (_, readings) => {
    expect(failedGasTests(def, { gas: { readings, flagged_unsafe: false, flag_note: '' } }).map((g) => g.key)).toEqual(['gas']);
  });

  it('readings at the limits pass (O₂ 19.5 and 23.5 %, 10 % LFL, 10 ppm H₂S, 25 ppm CO)', () => {
    for (const readings of [{ o2: 19.5, lfl: 10, h2s: 10, co: 25 }, { o2: 23.5, lfl: 0, h2s: 0, co: 0 }]) expect(failedGasTests(def, { gas: { readings, flagged_unsafe: false, flag_note: '' } })).toEqual([]);
  });

  it('flagging unsafe with a note records the failure but does not open the gate', async () => {
    const flagged = { gas: { readings: { ...safe, o2: 18 }, flagged_unsafe: true, flag_note: 'Ventilated for 30 min' } };
    // the answer is acceptable as a record …
    await expect(answersSchema(def, t).validate(flagged)).resolves.toBeTruthy();
    // … but the permit stays blocked
    expect(failedGasTests(def, flagged)).toHaveLength(1);
  });

  it('a failed test without the flag and note is refused as an answer', async () => {
    await expect(answersSchema(def, t).validate({ gas: { readings: { ...safe, o2: 18 }, flagged_unsafe: false, flag_note: '' } })).rejects.toThrow('answers.gasUnsafe');
  });

  it('the LATEST test decides: a passing re-test opens the gate; a failing re-test after a pass keeps it shut', () => {
    const retested = { gas: { readings: { ...safe, o2: 18 }, flagged_unsafe: true, flag_note: 'Ventilated', retests: [{ readings: safe, at: '2026-11-26T10:00:00Z' }] } };
    expect(failedGasTests(def, retested)).toEqual([]);
    expect(latestGasTests(def, retested)[0]).toMatchObject({ number: 2, at: '2026-11-26T10:00:00Z', passed: true });
    const worse = { gas: { ...retested.gas, retests: [...retested.gas.retests, { readings: { ...safe, h2s: 15 }, at: '2026-11-26T11:00:00Z' }] } };
    expect(failedGasTests(def, worse)).toMatchObject([{ key: 'gas', number: 3 }]);
  });

  it('a re-test with a missing reading is incomplete (refused as an answer)', async () => {
    const partial = { gas: { readings: { ...safe, o2: 18 }, flagged_unsafe: true, flag_note: 'x', retests: [{ readings: { o2: 20.9 }, at: '2026-11-26T10:00:00Z' }] } };
    await expect(answersSchema(def, t).validate(partial)).rejects.toThrow('answers.gasReadingsRequired');
  });
});

const round = (over: Partial<PermitApproval>): PermitApproval => ({ workflow_id: 1, workflow_title: 'W', kind: 'sequential', approvers: [], required: 1, approvals: [], ...over });
const A = { id: 1, name: 'Ann' };
const R = { id: 2, name: 'Rex (requester)' };
const B = { id: 3, name: 'Bob' };
const SA = { id: 9, name: 'Super Admin' };

describe('separation of duties: the requester never approves their own permit (HSG250)', () => {
  it('sequential: the next reviewer takes the requester’s turn', () => {
    const r = separateDuties(round({ approvers: [A, R, B], required: 3 }), R, SA);
    expect(r).toMatchObject({ approvers: [A, B], required: 2, requester_excluded: { id: 2, substitute: B } });
  });

  it('sequential: when the requester is the last (or only) reviewer the super admin takes it', () => {
    expect(separateDuties(round({ approvers: [A, R], required: 2 }), R, SA)).toMatchObject({ approvers: [A, SA], required: 2, requester_excluded: { substitute: SA } });
    expect(separateDuties(round({ approvers: [R], required: 1 }), R, SA)).toMatchObject({ approvers: [SA], required: 1 });
  });

  it('the super admin requesting: any other approver approves', () => {
    expect(separateDuties(round({ approvers: [SA], required: 1 }), SA, SA)).toMatchObject({ kind: 'any', approvers: [], requester_excluded: { id: 9, substitute: null } });
  });

  it('parallel: the super admin joins when too few reviewers are left; a round without the requester is unchanged', () => {
    expect(separateDuties(round({ kind: 'parallel', approvers: [A, R], required: 2 }), R, SA)).toMatchObject({ approvers: [A, SA], required: 2 });
    expect(separateDuties(round({ kind: 'parallel', approvers: [A, R, B], required: 1 }), R, SA)).toMatchObject({ approvers: [A, B], required: 1, requester_excluded: { substitute: null } });
    expect(separateDuties(round({ approvers: [A, B], required: 2 }), R, SA)).toMatchObject({ approvers: [A, B], requester_excluded: null });
  });

  it('mayApprove / allowedActions: never the requester — not even the admin, nor in an "any" round', () => {
    const p = { status: 'requested' as const, start_at: '2026-01-01T08:00:00Z', end_at: '2026-01-01T16:00:00Z', requestor_id: 2, shared_by_id: null, shared_to_id: null, approval: round({ kind: 'any' }) };
    expect(mayApprove(p, { id: 2, rights: ['approve'], is_admin: true })).toBe(false);
    expect(allowedActions(p, { id: 2, rights: ['read', 'update', 'approve', 'reject'], is_admin: true })).not.toContain('approve');
    expect(mayApprove(p, { id: 3, rights: ['approve'] })).toBe(true);
  });
});

describe('the planned window: the end follows the start by the template’s default duration (SPEC §9 8 h)', () => {
  it('moves the end to start + default hours, however often the start moves (no drift)', () => {
    let end = defaultEndFor('2026-11-26T08:00', 8)!;
    expect(end.getTime() - Date.parse('2026-11-26T08:00')).toBe(8 * 3_600_000);
    for (const start of ['2026-11-26T09:15', '2026-11-26T06:30', '2026-11-27T22:00']) {
      end = defaultEndFor(start, 8)!;
      expect((end.getTime() - Date.parse(start)) / 3_600_000).toBe(8);
    }
    expect((defaultEndFor('2026-11-26T08:00', 10)!.getTime() - Date.parse('2026-11-26T08:00')) / 3_600_000).toBe(10);
    expect(defaultEndFor('', 8)).toBeNull();
  });
});

describe('who holds the permit: two-person handover (HSG250)', () => {
  const base = { requestor_id: 1, requestor_name: 'Rex' };
  const h = (over: Partial<PermitHandover>): PermitHandover => ({ at: '2026-11-26T10:00:00Z', outgoing_id: 1, outgoing_name: 'Rex', incoming_id: 2, incoming_name: 'Ivy', outgoing_confirmed: true, incoming_confirmed_at: null, notes: '', ...over });
  it('the requester holds it; a handover not accepted leaves the outgoing person holding it; acceptance moves it', () => {
    expect(permitHolder({ ...base, handovers: [] })).toEqual({ holder: { id: 1, name: 'Rex' }, handover_to: null });
    expect(permitHolder({ ...base, handovers: [h({})] })).toEqual({ holder: { id: 1, name: 'Rex' }, handover_to: { id: 2, name: 'Ivy' } });
    expect(permitHolder({ ...base, handovers: [h({ incoming_confirmed_at: '2026-11-26T10:10:00Z' })] })).toEqual({ holder: { id: 2, name: 'Ivy' }, handover_to: null });
    const second = h({ outgoing_id: 2, outgoing_name: 'Ivy', incoming_id: 3, incoming_name: 'Max' });
    expect(permitHolder({ ...base, handovers: [h({ incoming_confirmed_at: '2026-11-26T10:10:00Z' }), second] })).toEqual({ holder: { id: 2, name: 'Ivy' }, handover_to: { id: 3, name: 'Max' } });
  });
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  approversSchema,
  capaSchema,
  decisionSchema,
  isFuture,
  lessonSchema,
  publicReportSchema,
  reportSchema,
  rootCauseSchema,
  rootCauseSettingSchema,
  ruleErrors,
  teamSchema,
  victimSchema,
  wouldCreateCycle,
} from '../schemas/incident-schemas';
import { SERVER_MESSAGES, serverT } from '../schemas/rule-messages';
import { incidentReport, incidentVictim } from '@/testing/incident-report';

const t = (key: string) => key;
const NOW = new Date('2025-06-15T12:00:00');
const now = () => NOW;
const victim = incidentVictim;
const valid = incidentReport({ site_id: 1, occurred_at: '2025-06-15T09:30' });

describe('report schema (SPEC §5 "Reports and records", step 1)', () => {
  it('accepts a complete report, and a pending rating (both empty)', async () => {
    expect(await ruleErrors(reportSchema(t, now), valid)).toEqual([]);
    expect(await ruleErrors(reportSchema(t, now), { ...valid, severity: null, likelihood: null })).toEqual([]);
    expect(await ruleErrors(reportSchema(t, now), { ...valid, severity: '', likelihood: '' })).toEqual([]);
  });

  it.each([
    ['type', { type: '' }, 'validation.typeRequired'],
    ['a known type', { type: 'meteor' }, 'validation.typeRequired'],
    ['description', { description: '   ' }, 'validation.descriptionRequired'],
    ['site or area', { site_id: null }, 'validation.siteRequired'],
    ['date and time', { occurred_at: '' }, 'validation.dateRequired'],
    ['a real date', { occurred_at: 'yesterday-ish' }, 'validation.dateRequired'],
    ['no future date', { occurred_at: '2025-06-15T12:30' }, 'validation.dateFuture'],
    ['risk level', { risk_level: '' }, 'validation.riskRequired'],
    ['likelihood with a severity', { likelihood: null }, 'validation.ratingIncomplete'],
    ['severity with a likelihood', { severity: '' }, 'validation.ratingIncomplete'],
    ['a known severity', { severity: 'apocalyptic' }, 'validation.ratingIncomplete'],
    ['a known category', { category: 'gremlins' }, 'validation.categoryInvalid'],
    ['a known shift', { shift: 'dawn' }, 'validation.shiftInvalid'],
    ['at least one victim when there are victims', { has_victims: true, victims: [] }, 'validation.victimsMin'],
    ['short text', { location: 'x'.repeat(201) }, 'validation.tooLong'],
  ])('requires %s', async (_name, patch, message) => {
    const errors = await ruleErrors(reportSchema(t, now), { ...valid, ...patch });
    expect(errors).toEqual([message]);
  });

  it('checks each victim only when there are victims', async () => {
    const bad = { ...victim, type: '', name: '', gender: '' };
    expect(await ruleErrors(reportSchema(t, now), { ...valid, has_victims: false, victims: [bad] })).toEqual([]);
    expect(await ruleErrors(reportSchema(t, now), { ...valid, has_victims: true, victims: [bad] })).toEqual(['validation.victimTypeRequired', 'validation.victimNameRequired', 'validation.victimGenderRequired']);
    expect(await ruleErrors(reportSchema(t, now), { ...valid, has_victims: true, victims: [victim] })).toEqual([]);
  });

  it('the return-to-work date may not be before the incident date (the report passes its date to each victim)', async () => {
    expect(await ruleErrors(reportSchema(t, now), { ...valid, has_victims: true, victims: [{ ...victim, return_to_work_date: '2025-06-14' }] })).toEqual(['validation.returnBeforeIncident']);
    expect(await ruleErrors(reportSchema(t, now), { ...valid, has_victims: true, victims: [{ ...victim, return_to_work_date: '2025-06-15' }] })).toEqual([]);
  });

  it('the public form has the same rules and an optional reporter name', async () => {
    expect(await ruleErrors(publicReportSchema(t, now), { ...valid, reporter_name: '' })).toEqual([]);
    expect(await ruleErrors(publicReportSchema(t, now), { ...valid, description: '', reporter_name: 'x'.repeat(121) })).toEqual(['validation.descriptionRequired', 'validation.tooLong']);
  });

  it('accepts the present minute and refuses later ones', () => {
    expect(isFuture('2025-06-15T12:00', NOW)).toBe(false);
    expect(isFuture('2025-06-15T12:02', NOW)).toBe(true);
    expect(isFuture('', NOW)).toBe(false);
  });
});

describe('victim schema (victim/new, victim/edit)', () => {
  it.each([
    ['letters and spaces', 'Dana Petrova', true],
    ['digits', 'Worker 7', true],
    ['other scripts', 'Ирина Şahin 王芳', true],
    ['punctuation', "O'Brien", false],
    ['symbols', 'R2-D2!', false],
    ['markup', '<b>x</b>', false],
  ])('a name with %s is %s', async (_name, name, ok) => {
    expect(await ruleErrors(victimSchema(t), { ...victim, name })).toEqual(ok ? [] : ['validation.victimNameInvalid']);
  });

  it('needs type, name and gender; checks the return date against the incident date when given', async () => {
    expect(await ruleErrors(victimSchema(t), { ...victim, type: 'alien', name: ' ', gender: null })).toEqual(['validation.victimTypeRequired', 'validation.victimNameRequired', 'validation.victimGenderRequired']);
    expect(await ruleErrors(victimSchema(t, '2025-06-10T08:00:00.000Z'), { ...victim, return_to_work_date: '2025-06-09' })).toEqual(['validation.returnBeforeIncident']);
    expect(await ruleErrors(victimSchema(t, '2025-06-10T08:00:00.000Z'), { ...victim, return_to_work_date: '2025-06-10' })).toEqual([]);
    expect(await ruleErrors(victimSchema(t), { ...victim, return_to_work_date: '2001-01-01' })).toEqual([]);
  });
});

describe('team schema (step 2)', () => {
  const team = { lead_id: 5, member_ids: [6], target_date: '2025-06-20' };
  const opts = { today: '2025-06-15', rated: true };
  it('accepts a lead, members and a target date from today on', async () => {
    expect(await ruleErrors(teamSchema(t, opts), team)).toEqual([]);
    expect(await ruleErrors(teamSchema(t, opts), { ...team, target_date: '2025-06-15' })).toEqual([]);
  });
  it.each([
    ['a team lead', { lead_id: null }, 'validation.teamLeadRequired'],
    ['team members', { member_ids: [] }, 'validation.teamMembersRequired'],
    ['a target date', { target_date: '' }, 'validation.targetDateRequired'],
    ['a target date not in the past', { target_date: '2025-06-14' }, 'validation.targetDatePast'],
  ])('requires %s', async (_n, patch, message) => {
    expect(await ruleErrors(teamSchema(t, opts), { ...team, ...patch })).toEqual([message]);
  });
  it('needs the incident classified (no pending rating past the report)', async () => {
    expect(await ruleErrors(teamSchema(t, { ...opts, rated: false }), team)).toEqual(['validation.mustBeClassified']);
  });
});

const why = (answer: string) => ({ question: 'Why?', answer, root_cause_setting_id: null });
describe('root cause schema (step 3)', () => {
  it('needs at least one answered why, up to five, and active root causes only', async () => {
    expect(await ruleErrors(rootCauseSchema(t, { activeIds: [1, 2] }), { whys: [why(''), why('Worn hose')], root_cause_ids: [2], notes: '' })).toEqual([]);
    expect(await ruleErrors(rootCauseSchema(t), { whys: [why(' ')], root_cause_ids: [], notes: '' })).toEqual(['validation.whyAnswerRequired']);
    expect(await ruleErrors(rootCauseSchema(t), { whys: [], root_cause_ids: [], notes: '' })).toEqual(['validation.whyAnswerRequired']);
    expect(await ruleErrors(rootCauseSchema(t), { whys: Array.from({ length: 6 }, () => why('a')), root_cause_ids: [], notes: '' })).toEqual(['validation.whysMax']);
    expect(await ruleErrors(rootCauseSchema(t, { activeIds: [1, 2] }), { whys: [why('a')], root_cause_ids: [3], notes: '' })).toEqual(['validation.rootCauseInvalid']);
  });
});

describe('CAPA schema (step 4)', () => {
  const action = { description: 'Replace the hose', control_type: 'engineering', responsible_user_id: 5, due_date: '2025-07-01' };
  it('needs one action overall, each with description, control, responsible person and due date', async () => {
    expect(await ruleErrors(capaSchema(t), { actions: [action] })).toEqual([]);
    expect(await ruleErrors(capaSchema(t), { actions: [] })).toEqual(['validation.capaMin']);
    expect(await ruleErrors(capaSchema(t, { existing: 2 }), { actions: [] })).toEqual([]);
    expect(await ruleErrors(capaSchema(t), { actions: [{ description: '', control_type: 'magic', responsible_user_id: null, due_date: '' }] })).toEqual([
      'validation.capaDescriptionRequired',
      'validation.capaControlRequired',
      'validation.capaResponsibleRequired',
      'validation.capaDueDateRequired',
    ]);
  });
});

describe('review schemas (step 5)', () => {
  it('needs at least one approver', async () => {
    expect(await ruleErrors(approversSchema(t), { approver_ids: [] })).toEqual(['validation.approversRequired']);
    expect(await ruleErrors(approversSchema(t), { approver_ids: [3] })).toEqual([]);
  });
  it('a decision is approve or reject; a rejection needs a reason', async () => {
    expect(await ruleErrors(decisionSchema(t), { decision: '', reason: '' })).toEqual(['validation.decisionRequired']);
    expect(await ruleErrors(decisionSchema(t), { decision: 'reject', reason: '  ' })).toEqual(['validation.rejectReasonRequired']);
    expect(await ruleErrors(decisionSchema(t), { decision: 'reject', reason: 'Why chain too short' })).toEqual([]);
    expect(await ruleErrors(decisionSchema(t), { decision: 'approve', reason: '' })).toEqual([]);
  });
});

describe('root-cause master and lessons', () => {
  it('a category name is 2..80 characters and unique among its siblings', async () => {
    const schema = rootCauseSettingSchema(t, { siblings: ['Fatigue', 'Training gap'] });
    expect(await ruleErrors(schema, { name: 'Distraction', parent_id: 1 })).toEqual([]);
    expect(await ruleErrors(schema, { name: 'x', parent_id: 1 })).toEqual(['validation.rcNameLength']);
    expect(await ruleErrors(schema, { name: 'x'.repeat(81), parent_id: 1 })).toEqual(['validation.rcNameLength']);
    expect(await ruleErrors(schema, { name: ' FATIGUE ', parent_id: 1 })).toEqual(['validation.rcNameTaken']);
  });
  it('refuses a move under itself or a descendant', () => {
    const tree = [
      { id: 1, parent_id: null },
      { id: 2, parent_id: 1 },
      { id: 3, parent_id: 2 },
      { id: 4, parent_id: null },
    ];
    expect(wouldCreateCycle(tree, 1, 3)).toBe(true);
    expect(wouldCreateCycle(tree, 2, 2)).toBe(true);
    expect(wouldCreateCycle(tree, 2, 4)).toBe(false);
    expect(wouldCreateCycle(tree, 3, null)).toBe(false);
  });
  it('a lesson needs a title and the lesson', async () => {
    expect(await ruleErrors(lessonSchema(t), { title: ' ', lesson: '', published: false })).toEqual(['validation.lessonTitleRequired', 'validation.lessonTextRequired']);
    expect(await ruleErrors(lessonSchema(t), { title: 'Hoses by date', lesson: 'Replace on the planned date', published: true })).toEqual([]);
  });
});

describe('rule messages', () => {
  const en = JSON.parse(readFileSync(join(process.cwd(), 'src/locales/en/incidentRules.json'), 'utf8')) as Record<string, Record<string, string>>;
  const uiKeys = Object.entries(en).flatMap(([group, entries]) => Object.keys(entries).map((k) => `${group}.${k}`));
  const used = [...readFileSync(join(process.cwd(), 'src/features/incidents/schemas/incident-schemas.ts'), 'utf8').matchAll(/t\('([\w.]+)'\)/g)].map((m) => m[1]);

  it('every key the schemas use has a translation and an English server message, and nothing else is listed', () => {
    expect(used.length).toBeGreaterThan(30);
    for (const key of used) expect({ key, ui: uiKeys.includes(key), server: key in SERVER_MESSAGES }).toEqual({ key, ui: true, server: true });
    expect(Object.keys(SERVER_MESSAGES).sort()).toEqual([...uiKeys].sort());
  });

  it('the backend runs the same schema with English messages', async () => {
    expect(await ruleErrors(reportSchema(serverT, now), { ...valid, type: '', likelihood: null })).toEqual(['Type is required', 'Choose both severity and likelihood, or leave the rating pending']);
  });
});

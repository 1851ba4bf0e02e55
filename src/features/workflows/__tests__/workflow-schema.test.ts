import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { workflowSchema } from '../schemas/workflow-schema';
import { WORKFLOW_SERVER_MESSAGES, WORKFLOW_SERVER_ONLY_MESSAGES, workflowFieldErrors, workflowServerT } from '../schemas/rule-messages';

const key = (k: string) => k;
const valid = {
  title: 'Observation close-out',
  workflow_type: 'parallel',
  module: 'Observation',
  form_ids: [],
  site_ids: [1],
  reviewer_ids: [11, 12, 13],
  approvals_required: 2,
  lead_time_value: 24,
  lead_time_unit: 'hours',
  escalation_user_id: 14,
};
const errorsOf = (values: object) => ruleErrors(workflowSchema(key), values);
const marked = (k: string) => `T:${k}`;
const read = (path: string) => readFileSync(join(process.cwd(), path), 'utf8');

describe('workflow schema (SPEC §5, §9)', () => {
  it('accepts a complete parallel and a sequential workflow', async () => {
    expect(await errorsOf(valid)).toEqual([]);
    expect(await errorsOf({ ...valid, workflow_type: 'sequential', approvals_required: null, lead_time_unit: 'days', lead_time_value: 2, escalation_user_id: null })).toEqual([]);
  });

  it('requires a title, a type, a module and a reviewer', async () => {
    expect(await errorsOf({ title: ' ', workflow_type: '', module: '', reviewer_ids: [], lead_time_unit: 'days', lead_time_value: '' })).toEqual([
      'validation.titleRequired',
      'validation.typeRequired',
      'validation.moduleRequired',
      'validation.reviewerRequired',
      'validation.leadTimeRequired',
    ]);
    expect(await errorsOf({ ...valid, module: 'Payroll', workflow_type: 'circular' })).toEqual(expect.arrayContaining(['validation.moduleRequired', 'validation.typeRequired']));
    expect(await errorsOf({ ...valid, title: 'x'.repeat(101) })).toEqual(['validation.titleTooLong']);
  });

  it('takes at most 5 reviewers, each once', async () => {
    expect(await errorsOf({ ...valid, reviewer_ids: [1, 2, 3, 4, 5] })).toEqual([]);
    expect(await errorsOf({ ...valid, reviewer_ids: [1, 2, 3, 4, 5, 6] })).toEqual(['validation.tooManyReviewers']);
    expect(await errorsOf({ ...valid, reviewer_ids: [1, 2, 1] })).toEqual(['validation.reviewersDuplicate']);
  });

  it('keeps "approve when N agree" between 1 and the number of reviewers (parallel only)', async () => {
    expect(await errorsOf({ ...valid, approvals_required: 3 })).toEqual([]);
    expect(await errorsOf({ ...valid, approvals_required: 1 })).toEqual([]);
    expect(await errorsOf({ ...valid, approvals_required: 4 })).toEqual(['validation.approvalsRange']);
    expect(await errorsOf({ ...valid, approvals_required: 0 })).toEqual(['validation.approvalsRange']);
    expect(await errorsOf({ ...valid, approvals_required: 1.5 })).toEqual(['validation.approvalsRange']);
    expect(await errorsOf({ ...valid, approvals_required: null })).toEqual(['validation.approvalsRequired']);
    expect(await errorsOf({ ...valid, approvals_required: '' })).toEqual(['validation.approvalsRequired']);
    // sequential: everyone approves in order, N is not asked
    expect(await errorsOf({ ...valid, workflow_type: 'sequential', approvals_required: null })).toEqual([]);
  });

  it('bounds the lead time by its unit', async () => {
    expect(await errorsOf({ ...valid, lead_time_value: 168 })).toEqual([]);
    expect(await errorsOf({ ...valid, lead_time_value: 169 })).toEqual(['validation.leadTimeHoursRange']);
    expect(await errorsOf({ ...valid, lead_time_value: '0' })).toEqual(['validation.leadTimeHoursRange']);
    expect(await errorsOf({ ...valid, lead_time_unit: 'days', lead_time_value: 90 })).toEqual([]);
    expect(await errorsOf({ ...valid, lead_time_unit: 'days', lead_time_value: 91 })).toEqual(['validation.leadTimeDaysRange']);
    expect(await errorsOf({ ...valid, lead_time_unit: 'weeks' })).toEqual(['validation.leadTimeUnitInvalid']);
  });

  it('refuses forms for a module without templates and an escalation user who reviews', async () => {
    expect(await errorsOf({ ...valid, form_ids: [5] })).toEqual(['validation.formsInvalid']);
    expect(await errorsOf({ ...valid, module: 'Permit', form_ids: [5] })).toEqual([]);
    expect(await errorsOf({ ...valid, escalation_user_id: 12 })).toEqual(['validation.escalationIsReviewer']);
  });

  it('gives the server its English messages and maps them back onto the fields', async () => {
    expect(await ruleErrors(workflowSchema(workflowServerT), { ...valid, reviewer_ids: [] })).toEqual(['A reviewer must be selected']);
    expect(workflowFieldErrors(['Title has already been taken', 'A reviewer must be selected', 'Something else'], marked)).toEqual({
      fields: { title: 'T:validation.titleTaken', reviewer_ids: 'T:validation.reviewerRequired' },
      other: ['Something else'],
    });
  });

  it('every key the schema uses has a server message and a translation in every language', () => {
    const used = [...new Set([...read('src/features/workflows/schemas/workflow-schema.ts').matchAll(/t\('([\w.]+)'\)/g)].map((m) => m[1]))];
    expect(Object.keys(WORKFLOW_SERVER_MESSAGES).sort()).toEqual(used.sort());
    for (const lng of ['bg', 'de', 'en', 'es', 'fr', 'tr', 'zh']) {
      const ui = JSON.parse(read(`src/locales/${lng}/workflows.json`)) as Record<string, Record<string, string>>;
      for (const k of [...used, ...Object.keys(WORKFLOW_SERVER_ONLY_MESSAGES)]) {
        const [group, name] = k.split('.');
        expect({ k, lng, ok: typeof ui[group]?.[name] === 'string' }).toEqual({ k, lng, ok: true });
      }
    }
  });
});

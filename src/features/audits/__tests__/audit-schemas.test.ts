import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { AUDIT_SERVER_MESSAGES, AUDIT_SERVER_ONLY_MESSAGES, auditServerT } from '../schemas/rule-messages';
import type { TemplateQuestion } from '../model/template';
import { decisionSchema, parentsValid, scheduleSchema, startAuditSchema, templateSchema } from '../schemas/audit-schemas';

const en = JSON.parse(readFileSync(join(process.cwd(), 'src/locales/en/audits.json'), 'utf8')) as { validation: Record<string, string> };

describe('audit schemas', () => {
  it('has a translation for every server rule key and a server message for every translated rule', () => {
    expect(Object.keys({ ...AUDIT_SERVER_MESSAGES, ...AUDIT_SERVER_ONLY_MESSAGES }).map((k) => k.replace('validation.', '')).sort()).toEqual(Object.keys(en.validation).sort());
  });

  it('checks templates, parents, starts, schedules and decisions with the server messages', async () => {
    const q = (id: string, extra = {}): TemplateQuestion => ({ id, text: id, response_type: 'options', options: [{ id: `${id}a`, label: 'Yes', score: 1 }, { id: `${id}b`, label: 'No', score: 0 }], ...extra });
    const def = { scoring: true, pass_mark: 120, sections: [{ id: 's', title: '', questions: [q('a'), q('b', { options: [{ id: 'x', label: 'Only', score: 1 }] })] }] };
    expect(await ruleErrors(templateSchema(auditServerT), { name: 'T', icon: 'pi-box', definition: def })).toEqual(['Pass mark must be between 0 and 100', 'Every section needs a title', 'A question answered by options needs at least two options']);
    expect(parentsValid({ sections: [{ id: 's', title: 'S', questions: [q('c', { parent_id: 'p', show_if: ['pa'] }), q('p')] }] })).toBe(false);
    expect(parentsValid({ sections: [{ id: 's', title: 'S', questions: [q('p'), q('c', { parent_id: 'p', show_if: ['pa'] })] }] })).toBe(true);
    expect(parentsValid({ sections: [{ id: 's', title: 'S', questions: [q('p'), q('c', { parent_id: 'p', show_if: [] })] }] })).toBe(false);
    expect(await ruleErrors(startAuditSchema(auditServerT), { template_id: '', site_id: null, auditor_id: 3, due_date: '' })).toEqual(['Template must be chosen', 'Site must be selected', 'A date must be selected']);
    const sched = { template_id: 1, site_id: 1, auditor_id: 1, frequency: 'monthly', start_date: '2026-01-01', end_date: '', window_days: 3 };
    expect(await ruleErrors(scheduleSchema(auditServerT), { ...sched, interval: 0, month_mode: 'weekday', weekdays: [], time_of_day: '25:00', ends: 'count', count: 0 })).toEqual([
      'Repeat every must be a whole number from 1 to 99',
      'Choose at least one weekday',
      'Choose the week of the month',
      'Time of day must be HH:MM',
      'Number of occurrences must be from 1 to 999',
    ]);
    expect(await ruleErrors(scheduleSchema(auditServerT), { ...sched, ends: 'date' })).toEqual(['Choose the end date']);
    expect(await ruleErrors(scheduleSchema(auditServerT), { ...sched, ends: 'sometimes' })).toEqual(['Choose how the schedule ends']);
    expect(await ruleErrors(scheduleSchema(auditServerT), { ...sched, interval: 2, month_mode: 'weekday', weekdays: [1], week_of_month: -1, time_of_day: '09:30', ends: 'count', count: 12 })).toEqual([]);
    expect(await ruleErrors(scheduleSchema(auditServerT), { ...sched, frequency: 'weekly', weekdays: [] })).toEqual([]);
    expect(await ruleErrors(scheduleSchema(auditServerT), { template_id: 1, site_id: 1, auditor_id: 1, frequency: 'hourly', start_date: '2026-01-01', end_date: '', window_days: 3 })).toEqual(['Frequency must be chosen']);
    expect(await ruleErrors(decisionSchema(auditServerT), { decision: 'reject', reason: '  ' })).toEqual(['Reason is required to reject an audit']);
    expect(await ruleErrors(decisionSchema(auditServerT), { decision: 'approve', reason: '' })).toEqual([]);
  });
});

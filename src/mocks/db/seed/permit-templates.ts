import { DEFAULT_EXTENSION_HOURS, DEFAULT_GASES, blankQuestion, definitionOf, type Question, type QuestionType, type Section, type SectionKind } from '@/features/permit-templates/model';
import type { TenantData } from '../db';
import type { DemoPermitForm, DemoPermitFormVersion } from '../types';
import type { SeedContext } from './index';
import { superAdminOf } from './workflows';
import { DAY_MS as DAY } from '@/lib/dates';

/**
 * Permit templates (features/permit-templates/README.md): five per organisation — hot work, confined space entry with
 * a gas test, work at height, electrical isolation, excavation — each with one or two published versions (the draft
 * equals the latest), plus an unpublished low-risk draft. No random draws (keys are fixed), so other seeds do not
 * move; also seeds tenants stored before this existed, or created by sign-up, on first use.
 */

type Extra = Partial<Question>;

function builder(prefix: string) {
  let n = 0;
  const q = (type: QuestionType, label: string, extra: Extra = {}): Question => ({ ...blankQuestion(type, `${prefix}-q${++n}`, label), ...extra });
  let s = 0;
  const section = (kind: SectionKind, title: string, questions: Question[], intro_text = ''): Section => ({ key: `${prefix}-s${++s}`, kind, title, intro_text, questions });
  const standard = {
    location: () => section('location', 'Location of Work', [q('site_list', 'Site', { required: true }), q('text_field', 'Division'), q('text_field', 'Department'), q('text_field', 'Unit')]),
    duration: () => section('duration', 'Duration of Work', [q('datetime', 'Start date and time', { required: true }), q('datetime', 'End date and time', { required: true })]),
    night: () => section('night_work', 'Night Work Checklist', [q('checkbox', 'Night work precautions', { options: ['Adequate lighting', 'Supervisor on site', 'Emergency contacts briefed'] })]),
    closure: () => section('closure', 'Closure Checklist', [q('checkbox', 'Before hand-back', { required: true, options: ['Work area left clean and safe', 'Tools and materials removed', 'Isolations removed', 'Workers accounted for'] })]),
    declaration: () =>
      section('declaration', 'Declaration', [q('declaration', 'Extension declaration', { required: true, declaration_text: 'I confirm the conditions of this permit have been rechecked and remain safe for the extension.' })], 'Completed when the permit is extended.'),
  };
  return { q, section, standard };
}

interface SeedTemplate {
  form: Pick<DemoPermitForm, 'name' | 'description' | 'prefix_id' | 'default_hours' | 'extension_hours' | 'low_risk' | 'active' | 'sections' | 'permit_type'>;
  /** the sections of each published version, oldest first (the draft is the last one) */
  versions: Section[][];
  /** days ago of each version */
  ages: number[];
}

function hotWork(): SeedTemplate {
  const { q, section, standard } = builder('hw');
  const gasNeeded = q('radio', 'Could flammable vapours be present?', { required: true, options: ['Yes', 'No'] });
  const gas = q('gas_test', 'Gas test before hot work', { required: true, show_if: { question_key: gasNeeded.key, operator: 'is', values: ['Yes'] }, gases: DEFAULT_GASES.filter((g) => g.key !== 'h2s').map((g) => ({ ...g })) });
  const precautions = q('checkbox', 'Precautions in place', { required: true, options: ['Fire extinguisher within reach', 'Combustibles removed or covered within 11 m', 'Openings and gaps covered', 'Sprinklers left in service'] });
  const photos = q('attachment', 'Photos of the work area', { max_file_count: 3, max_file_size_mb: 5, file_kind: 'images' });
  const code = q('hidden', 'Form code', { default_value: 'HW-01' });
  const v1: Section[] = [
    standard.location(),
    standard.duration(),
    section('custom', 'Hazards and precautions', [precautions, gasNeeded, gas, photos, code], 'Hot work is welding, cutting, grinding or any work that makes heat or sparks.'),
    standard.night(),
    standard.closure(),
    standard.declaration(),
  ];
  const fireWatch = q('user_list', 'Fire watch', { required: true, intro_text: 'Stays for 60 minutes after the work ends.' });
  const v2 = v1.map((s) => (s.kind === 'custom' ? { ...s, questions: [precautions, gasNeeded, gas, fireWatch, photos, code] } : s));
  return {
    form: { name: 'Hot work permit', description: 'Welding, cutting, grinding and other work producing heat or sparks.', prefix_id: 'HW', default_hours: 8, extension_hours: DEFAULT_EXTENSION_HOURS, low_risk: false, active: true, sections: v2, permit_type: 'hot_work' },
    versions: [v1, v2],
    ages: [60, 12],
  };
}

function confinedSpace(): SeedTemplate {
  const { q, section, standard } = builder('cs');
  const sections: Section[] = [
    standard.location(),
    standard.duration(),
    section('custom', 'Entry conditions', [
      q('single_select', 'Type of space', { required: true, options: ['Tank', 'Vessel', 'Pit', 'Sewer', 'Silo', 'Other'] }),
      q('text_field', 'Entry point', { required: true }),
      q('gas_test', 'Pre-entry gas test', { required: true, intro_text: 'Test at the top, middle and bottom of the space; record the worst reading.', gases: DEFAULT_GASES.map((g) => ({ ...g })) }),
      q('grid', 'Rescue arrangements', { required: true, options: ['Standby person at the entry', 'Rescue tripod and winch', 'Communication agreed'], grid_columns: ['In place', 'Not in place', 'N/A'] }),
      q('user_list', 'Entry attendant', { required: true }),
    ]),
    standard.closure(),
    standard.declaration(),
  ];
  return {
    form: { name: 'Confined space entry permit', description: 'Entry into tanks, vessels, pits, sewers and other confined spaces (OSHA 1910.146).', prefix_id: 'CSE', default_hours: 8, extension_hours: 4, low_risk: false, active: true, sections, permit_type: 'confined_space' },
    versions: [sections],
    ages: [45],
  };
}

function workAtHeight(): SeedTemplate {
  const { q, section, standard } = builder('wah');
  const equipment = q('single_select', 'Access equipment', { required: true, options: ['Scaffold', 'Mobile elevating work platform', 'Ladder', 'Roof access'] });
  const protection = q('multiple_choice', 'Fall protection', { required: true, options: ['Guardrails', 'Harness and lanyard', 'Safety nets', 'Exclusion zone below'] });
  const v1: Section[] = [standard.location(), standard.duration(), section('custom', 'Access and fall protection', [equipment, protection]), standard.closure(), standard.declaration()];
  const inspected = q('date', 'Scaffold last inspected on', { required: true, show_if: { question_key: equipment.key, operator: 'is', values: ['Scaffold'] } });
  const rescue = q('text_area', 'Rescue plan', { required: true, show_if: { question_key: protection.key, operator: 'in', values: ['Harness and lanyard'] } });
  const v2 = v1.map((s) => (s.kind === 'custom' ? { ...s, questions: [equipment, inspected, protection, rescue] } : s));
  return {
    form: { name: 'Work at height permit', description: 'Work above 2 m from scaffolds, platforms, ladders or roofs.', prefix_id: 'WAH', default_hours: 8, extension_hours: 4, low_risk: false, active: true, sections: v2, permit_type: 'work_at_height' },
    versions: [v1, v2],
    ages: [80, 20],
  };
}

function electricalIsolation(): SeedTemplate {
  const { q, section, standard } = builder('ei');
  const sections: Section[] = [
    standard.location(),
    standard.duration(),
    section('custom', 'Isolation', [
      q('text_field', 'Equipment or circuit', { required: true }),
      q('text_field', 'Isolation point and lock number', { required: true }),
      q('checkbox', 'Lock-out steps', { required: true, options: ['Switched off', 'Locked and tagged', 'Stored energy released', 'Proved dead with a tested voltage tester'] }),
      q('radio', 'Voltage', { required: true, options: ['Low voltage', 'High voltage'] }),
      q('declaration', 'Isolation confirmed', { required: true, declaration_text: 'I have applied my personal lock and proved the equipment dead.' }),
    ]),
    standard.closure(),
    standard.declaration(),
  ];
  return {
    form: { name: 'Electrical isolation permit', description: 'Lock-out / tag-out of electrical equipment before work on it.', prefix_id: 'EI', default_hours: 8, extension_hours: 4, low_risk: false, active: true, sections, permit_type: 'electrical' },
    versions: [sections],
    ages: [30],
  };
}

function excavation(): SeedTemplate {
  const { q, section, standard } = builder('exc');
  const sections: Section[] = [
    standard.location(),
    standard.duration(),
    section('custom', 'Ground and services', [
      q('radio', 'Service drawings checked?', { required: true, options: ['Yes', 'No'] }),
      q('attachment', 'Service drawings', { max_file_count: 5, max_file_size_mb: 10, file_kind: 'documents' }),
      q('checkbox', 'Controls', { required: true, options: ['Cable locator used', 'Hand digging near services', 'Edge protection', 'Shoring or battering over 1.2 m'] }),
      q('text_field', 'Expected depth (m)', { required: true }),
    ]),
    standard.closure(),
    standard.declaration(),
  ];
  return {
    form: { name: 'Excavation permit', description: 'Digging, trenching and ground breaking near buried services.', prefix_id: 'EXC', default_hours: 10, extension_hours: 4, low_risk: false, active: true, sections, permit_type: 'excavation' },
    versions: [sections],
    ages: [25],
  };
}

function generalWork(): SeedTemplate {
  const { q, section, standard } = builder('gw');
  const sections: Section[] = [standard.location(), standard.duration(), section('custom', 'Work', [q('text_area', 'Description of the work', { required: true })]), standard.closure()];
  return {
    form: { name: 'General low-risk work', description: 'Routine low-risk work: approved on submission.', prefix_id: 'GW', default_hours: 8, extension_hours: 4, low_risk: true, active: true, sections, permit_type: 'cold_work' },
    versions: [],
    ages: [],
  };
}

export function ensurePermitForms(tenant: TenantData, now = new Date()): boolean {
  if (!tenant.organization || tenant.collections.permit_forms) return false;
  const forms = (tenant.collections.permit_forms = [] as DemoPermitForm[]);
  const versions = (tenant.collections.permit_form_versions ??= []) as DemoPermitFormVersion[];
  const owner = superAdminOf(tenant);
  for (const seed of [hotWork(), confinedSpace(), workAtHeight(), electricalIsolation(), excavation(), generalWork()]) {
    const created = new Date(now.getTime() - ((seed.ages[0] ?? 5) + 2) * DAY).toISOString();
    const updated = new Date(now.getTime() - (seed.ages.at(-1) ?? 5) * DAY).toISOString();
    const form: DemoPermitForm = { id: tenant.nextId++, ...seed.form, starter_key: null, created_at: created, updated_at: updated };
    forms.push(form);
    seed.versions.forEach((sections, i) => {
      versions.push({
        id: tenant.nextId++,
        permit_form_id: form.id,
        number: i + 1,
        definition: definitionOf({ ...form, sections }),
        published_at: new Date(now.getTime() - seed.ages[i] * DAY).toISOString(),
        published_by_id: owner?.id ?? null,
        published_by_name: owner?.full_name ?? '',
      });
    });
  }
  return true;
}

/** runs last among the seeders: the ids it takes come after everything else */
export function seedPermitTemplates({ tenant, now }: SeedContext): void {
  ensurePermitForms(tenant, now);
}

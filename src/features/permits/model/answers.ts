import type { PermitAnswers, Section, TemplateDefinition } from '@/features/permit-templates/public';
import type { PermitInput } from './types';

/**
 * Which sections of the pinned template version are answered when (decision, README "Validation"):
 * - the permit form answers every section except the Closure Checklist (given at hand-back / close) and the
 *   Declaration (given with each extension);
 * - the Location of Work and Duration of Work sections' site / date-time questions are not asked twice: their answers
 *   are taken from the permit's own location and start / end (`withDerivedAnswers`), so the form shows its own
 *   location and time fields and may leave those two sections out of `PermitQuestions`.
 */
type Def = Pick<TemplateDefinition, 'sections'>;

const LATER_KINDS: readonly Section['kind'][] = ['closure', 'declaration'];

/** the sections the permit form answers */
export const formSections = (d: Def): Def => ({ sections: d.sections.filter((s) => !LATER_KINDS.includes(s.kind)) });
/** the Closure Checklist section(s): answered at hand-back or close */
export const closureSections = (d: Def): Def => ({ sections: d.sections.filter((s) => s.kind === 'closure') });
/** the Declaration section(s): answered with each extension */
export const declarationSections = (d: Def): Def => ({ sections: d.sections.filter((s) => s.kind === 'declaration') });
/** the location and duration sections, filled from the permit's own fields */
export const derivedSectionKeys = (d: Def): string[] => d.sections.filter((s) => s.kind === 'location' || s.kind === 'duration').map((s) => s.key);

/**
 * The answers with the Location of Work's site question set to the permit's site and the Duration of Work's first
 * and second date / date-time questions set to its start and end (the permit's fields are the truth).
 */
export function withDerivedAnswers(d: Def, answers: PermitAnswers, input: Pick<PermitInput, 'location' | 'start_at' | 'end_at'>): PermitAnswers {
  const out: PermitAnswers = { ...answers };
  for (const s of d.sections) {
    if (s.kind === 'location') {
      for (const q of s.questions) if (q.type === 'site_list' && input.location?.site_id) out[q.key] = input.location.site_id;
    } else if (s.kind === 'duration') {
      const times = s.questions.filter((q) => q.type === 'datetime' || q.type === 'date');
      [input.start_at, input.end_at].forEach((value, i) => {
        const q = times[i];
        if (!q || !value) return;
        out[q.key] = q.type === 'date' ? value.slice(0, 10) : value;
      });
    }
  }
  return out;
}

export type TreeLevel = 'division' | 'department' | 'unit';
const TREE: Record<TreeLevel, RegExp> = { division: /division/i, department: /department/i, unit: /unit/i };

/**
 * The Location of Work section's Division / Department / Unit questions (SPEC §3 default sections "Location of Work
 * (site, division, department, unit)"): text questions of the location section named so, the first of each. They are
 * never typed: the form asks them as pickers of the site's tree (`location.division_id` …) and both sides fill the
 * answers with the chosen names (`withTreeAnswers`), so a permit's answers always name units of its site's tree.
 */
export function treeQuestionKeys(d: Def): Map<string, TreeLevel> {
  const out = new Map<string, TreeLevel>();
  for (const s of d.sections) {
    if (s.kind !== 'location') continue;
    for (const q of s.questions) {
      if (q.type !== 'text_field') continue;
      const taken = new Set(out.values());
      const hit = (Object.keys(TREE) as TreeLevel[]).find((k) => TREE[k].test(q.label) && !taken.has(k));
      if (hit) out.set(q.key, hit);
    }
  }
  return out;
}

/** the Division / Department / Unit answers set to the names chosen from the site's tree ('' when none is chosen) */
export function withTreeAnswers(d: Def, answers: PermitAnswers, names: Record<TreeLevel, string>): PermitAnswers {
  const out = { ...answers };
  for (const [key, level] of treeQuestionKeys(d)) out[key] = names[level];
  return out;
}

/** the names of the location's division / department / unit in the site's tree */
export function treeNamesOf(
  site: { divisions: readonly { id: number; name: string; departments: readonly { id: number; name: string; units: readonly { id: number; name: string }[] }[] }[] } | null | undefined,
  loc: Pick<PermitInput['location'], 'division_id' | 'department_id' | 'unit_id'>,
): Record<TreeLevel, string> {
  const division = site?.divisions.find((x) => x.id === loc.division_id);
  const department = division?.departments.find((x) => x.id === loc.department_id);
  const unit = department?.units.find((x) => x.id === loc.unit_id);
  return { division: division?.name ?? '', department: department?.name ?? '', unit: unit?.name ?? '' };
}

/**
 * A clone's answers (issue 14 "clone: the hazard and gas sections must be answered again"): the answers of the
 * template's own (custom) sections — hazards, precautions, gas tests — and of every gas test are dropped; location,
 * duration and the night-work checklist are kept. Closure and declaration answers are never cloned.
 */
export function cloneAnswers(d: Def, answers: PermitAnswers): PermitAnswers {
  const out: PermitAnswers = {};
  for (const s of formSections(d).sections) {
    if (s.kind === 'custom') continue;
    for (const q of s.questions) if (q.type !== 'gas_test' && q.key in answers) out[q.key] = answers[q.key];
  }
  return out;
}

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

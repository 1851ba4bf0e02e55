import type { PermitAnswers, Section, TemplateDefinition } from '@/features/permit-templates/public';
import { closureSections as closureDef, declarationSections as declarationDef, formSections } from '../../model/answers';

type Def = Pick<TemplateDefinition, 'sections'>;

/** the sections the request form answers (`answers`): all but the closure checklist and the extension declaration */
export const requestSections = (d: Def): Section[] => formSections(d).sections;
/** answered at hand-back / close (`closure_answers`) */
export const closureSections = (d: Def): Section[] => closureDef(d).sections;
/** answered at each extension (`declaration`) */
export const declarationSections = (d: Def): Section[] => declarationDef(d).sections;

type Derived = 'site' | 'start' | 'end' | 'division' | 'department' | 'unit';
const TREE = { division: /division/i, department: /department/i, unit: /unit/i } as const;

/**
 * The questions of the Location of Work and Duration of Work sections the form does not ask, because its own fields
 * answer them (model/answers.ts `withDerivedAnswers` fills the site and the first two date-times on both sides):
 * the site list, the first and second date / date-time of the duration section, and text questions named Division /
 * Department / Unit (filled with the chosen names, `withTreeNames`). Other questions of those sections are asked.
 */
export function derivedKeys(d: Def): Map<string, Derived> {
  const out = new Map<string, Derived>();
  const taken = () => new Set(out.values());
  for (const s of d.sections) {
    if (s.kind === 'location') {
      for (const q of s.questions) {
        if (q.type === 'site_list' && !taken().has('site')) out.set(q.key, 'site');
        else if (q.type === 'text_field') {
          const hit = (Object.keys(TREE) as (keyof typeof TREE)[]).find((k) => TREE[k].test(q.label) && !taken().has(k));
          if (hit) out.set(q.key, hit);
        }
      }
    }
    if (s.kind === 'duration') {
      const times = s.questions.filter((q) => q.type === 'datetime' || q.type === 'date');
      if (times[0]) out.set(times[0].key, 'start');
      if (times[1]) out.set(times[1].key, 'end');
    }
  }
  return out;
}

export interface TreeNames {
  division: string;
  department: string;
  unit: string;
}

/** the Division / Department / Unit text answers filled with the chosen names */
export function withTreeNames(d: Def, answers: PermitAnswers, names: TreeNames): PermitAnswers {
  const out = { ...answers };
  for (const [key, what] of derivedKeys(d)) if (what === 'division' || what === 'department' || what === 'unit') out[key] = names[what];
  return out;
}

/** the request sections without the derived questions (what the form shows) */
export function askedDefinition(d: Def): { sections: Section[] } {
  const derived = derivedKeys(d);
  return { sections: requestSections(d).map((s) => ({ ...s, questions: s.questions.filter((q) => !derived.has(q.key)) })).filter((s) => s.questions.some((q) => q.type !== 'hidden')) };
}

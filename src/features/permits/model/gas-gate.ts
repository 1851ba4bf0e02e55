import { isQuestionVisible, latestGasTest, type GasTestAnswer, type GasVerdict, type PermitAnswers, type TemplateDefinition } from '@/features/permit-templates/public';
import { formSections } from './answers';

/**
 * The gas-test gate (OSHA 29 CFR 1910.146(d)(5) and (c)(5)(ii)(C): the atmosphere is tested before entry and entry
 * happens only under acceptable entry conditions — O₂ 19.5–23.5 %, flammable gas below 10 % LFL, toxic gases under
 * their limits, the thresholds of the pinned template's gas test; HSE HSG250: the permit is not issued until the
 * precautions, tests included, are in place). A failed test stops the permit: it cannot be requested or approved
 * until a re-test that passes is recorded. Flagging the atmosphere as unsafe (with a note) RECORDS the failure; it
 * never lets the permit through. Only the LATEST test of each shown gas-test question decides.
 */

export interface FailedGasTest {
  key: string;
  label: string;
  /** the latest test's verdicts (the readings out of their limits have `verdict: 'fail'`) */
  verdicts: GasVerdict[];
  /** 1 = the first test, 2 = the first re-test, … */
  number: number;
  /** when the latest re-test was recorded (null: the first test) */
  at: string | null;
}

export interface GasTestState extends FailedGasTest {
  passed: boolean;
  complete: boolean;
}

/** the latest test of every gas-test question the permit form shows (hidden ones by show-if are left out) */
export function latestGasTests(definition: Pick<TemplateDefinition, 'sections'>, answers: PermitAnswers): GasTestState[] {
  const { sections } = formSections(definition);
  const out: GasTestState[] = [];
  for (const s of sections)
    for (const q of s.questions) {
      if (q.type !== 'gas_test' || !isQuestionVisible(q, sections, answers)) continue;
      const latest = latestGasTest(q.gases, (answers[q.key] ?? null) as Partial<GasTestAnswer> | null);
      out.push({ key: q.key, label: q.label, verdicts: latest.verdicts, number: latest.number, at: latest.at, passed: latest.passed, complete: latest.complete });
    }
  return out;
}

/** the gas tests whose latest test has a reading out of its limits: each one blocks request and approval */
export const failedGasTests = (definition: Pick<TemplateDefinition, 'sections'>, answers: PermitAnswers): FailedGasTest[] =>
  latestGasTests(definition, answers).filter((g) => g.verdicts.some((v) => v.verdict === 'fail'));

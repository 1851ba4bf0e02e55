/**
 * The onboarding wizard's steps and rules (SPEC §2 "Onboarding: sites, then divisions, departments and units, then
 * users, then module selection"), pure and shared with the demo backend, which checks every move with them.
 */
import type { components } from '@/lib/api/generated/openapi';

export const WIZARD_STEPS = ['sites', 'structure', 'users', 'modules'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
/** where the wizard stands: a step, or `done` (every step completed or skipped: the review and "Finish") */
export type WizardPlace = WizardStep | 'done';
export const WIZARD_PLACES: readonly WizardPlace[] = [...WIZARD_STEPS, 'done'];

/** A tenant works only with at least one site and one module: those steps cannot be skipped. */
export const SKIPPABLE_STEPS: readonly WizardStep[] = ['structure', 'users'];

/** The modules an organisation chooses from (the values of `organization.modules`). */
export const ORGANIZATION_MODULES = ['Incident', 'Observation', 'Action', 'Permit', 'Audit', 'HIRA', 'Library', 'Contractor'] as const;
export type OrganizationModule = (typeof ORGANIZATION_MODULES)[number];

/** The progress stored on the organisation (`organization.onboarding`; `OnboardingProgress` of api/openapi.yaml): `industry`, the one whose starter content was added last (null: none). */
export type OnboardingProgress = components['schemas']['OnboardingProgress'];

export const INITIAL_PROGRESS: OnboardingProgress = { step: 'sites', completed: [], skipped: [], industry: null };

/** what the server counts for the rules */
export interface OnboardingFacts {
  sites: number;
  modules: readonly string[];
}

export type StepStatus = 'completed' | 'skipped' | 'current' | 'upcoming';

export const isWizardStep = (v: unknown): v is WizardStep => typeof v === 'string' && (WIZARD_STEPS as readonly string[]).includes(v);
export const isWizardPlace = (v: unknown): v is WizardPlace => v === 'done' || isWizardStep(v);
export const isSkippable = (step: WizardStep) => SKIPPABLE_STEPS.includes(step);

/** a stored progress read defensively (a missing or broken one starts at the first step) */
export function progressOf(raw: unknown): OnboardingProgress {
  if (!raw || typeof raw !== 'object') return { ...INITIAL_PROGRESS };
  const r = raw as Partial<OnboardingProgress>;
  const steps = (v: unknown) => (Array.isArray(v) ? WIZARD_STEPS.filter((s) => v.includes(s)) : []);
  return {
    step: isWizardPlace(r.step) ? r.step : 'sites',
    completed: steps(r.completed),
    skipped: steps(r.skipped),
    industry: typeof r.industry === 'string' ? r.industry : null,
  };
}

export function stepStatus(progress: OnboardingProgress, step: WizardStep): StepStatus {
  if (progress.step === step) return 'current';
  if (progress.completed.includes(step)) return 'completed';
  if (progress.skipped.includes(step)) return 'skipped';
  return 'upcoming';
}

/** the place after a step: the next step not yet completed or skipped, else `done` */
export function nextPlace(progress: Pick<OnboardingProgress, 'completed' | 'skipped'>, after: WizardStep): WizardPlace {
  const settled = (s: WizardStep) => progress.completed.includes(s) || progress.skipped.includes(s);
  const from = WIZARD_STEPS.indexOf(after);
  return WIZARD_STEPS.slice(from + 1).find((s) => !settled(s)) ?? WIZARD_STEPS.find((s) => !settled(s)) ?? 'done';
}

/** why a step cannot be completed now (a rule key of `onboarding:rules`), or null */
export function completeProblem(step: WizardStep, facts: OnboardingFacts): string | null {
  if (step === 'sites' && facts.sites < 1) return 'rules.needSite';
  if (step === 'modules' && facts.modules.length < 1) return 'rules.needModule';
  return null;
}

/** the wizard may open a place when every step before it is settled (going back is always allowed) */
export function canOpen(progress: OnboardingProgress, place: WizardPlace): boolean {
  const index = WIZARD_PLACES.indexOf(place);
  return WIZARD_STEPS.slice(0, index).every((s) => progress.completed.includes(s) || progress.skipped.includes(s));
}

/** why "Finish" is refused (a rule key), or null: the required steps are completed, the others completed or skipped */
export function finishProblem(progress: OnboardingProgress, facts: OnboardingFacts): string | null {
  if (facts.sites < 1 || !progress.completed.includes('sites')) return 'rules.needSite';
  if (facts.modules.length < 1 || !progress.completed.includes('modules')) return 'rules.needModule';
  if (!WIZARD_STEPS.every((s) => progress.completed.includes(s) || progress.skipped.includes(s))) return 'rules.stepsOpen';
  return null;
}

export type ProgressMove = { action: 'complete'; step: WizardStep } | { action: 'skip'; step: WizardStep } | { action: 'open'; step: WizardPlace };

/** a move applied to the progress, or the rule key that refuses it */
export function applyMove(progress: OnboardingProgress, move: ProgressMove, facts: OnboardingFacts): { progress: OnboardingProgress } | { problem: string } {
  if (move.action === 'open') {
    if (!canOpen(progress, move.step)) return { problem: 'rules.stepLocked' };
    return { progress: { ...progress, step: move.step } };
  }
  if (move.action === 'skip' && !isSkippable(move.step)) return { problem: 'rules.notSkippable' };
  if (move.action === 'complete') {
    const problem = completeProblem(move.step, facts);
    if (problem) return { problem };
  }
  const completed = move.action === 'complete' ? [...new Set([...progress.completed, move.step])] : progress.completed.filter((s) => s !== move.step);
  const skipped = move.action === 'skip' ? [...new Set([...progress.skipped, move.step])] : progress.skipped.filter((s) => s !== move.step);
  const order = (list: WizardStep[]) => WIZARD_STEPS.filter((s) => list.includes(s));
  const next = { ...progress, completed: order(completed), skipped: order(skipped) };
  return { progress: { ...next, step: nextPlace(next, move.step) } };
}

import { INITIAL_PROGRESS, applyMove, canOpen, finishProblem, nextPlace, progressOf, stepStatus, type OnboardingProgress } from '../model/wizard';
import { INDUSTRIES, STARTER_PACKS } from '../model/starter-content';
import { inviteSchema } from '../schemas/invite-schema';
import { ONBOARDING_RULE_MESSAGES, onboardingRuleKey } from '../schemas/rule-messages';

const facts = { sites: 1, modules: ['Incident'] };
const moved = (p: OnboardingProgress, move: Parameters<typeof applyMove>[1], f = facts) => {
  const r = applyMove(p, move, f);
  if ('problem' in r) throw new Error(r.problem);
  return r.progress;
};

describe('onboarding wizard rules', () => {
  it('starts at sites and reads a broken stored progress as the start', () => {
    expect(progressOf(undefined)).toEqual(INITIAL_PROGRESS);
    expect(progressOf({ step: 'nowhere', completed: ['sites', 'bogus'], skipped: 'x', industry: 3 })).toEqual({ step: 'sites', completed: ['sites'], skipped: [], industry: null });
  });

  it('walks sites → structure → users → modules → done, completing or skipping', () => {
    let p = moved(INITIAL_PROGRESS, { action: 'complete', step: 'sites' });
    expect(p).toMatchObject({ step: 'structure', completed: ['sites'] });
    p = moved(p, { action: 'skip', step: 'structure' });
    expect(p).toMatchObject({ step: 'users', skipped: ['structure'] });
    p = moved(p, { action: 'complete', step: 'users' });
    p = moved(p, { action: 'complete', step: 'modules' });
    expect(p).toEqual({ step: 'done', completed: ['sites', 'users', 'modules'], skipped: ['structure'], industry: null });
    expect(finishProblem(p, facts)).toBeNull();
    expect(stepStatus(p, 'structure')).toBe('skipped');
    expect(stepStatus(p, 'sites')).toBe('completed');
  });

  it('refuses to complete sites without a site, modules without one, and to skip them', () => {
    expect(applyMove(INITIAL_PROGRESS, { action: 'complete', step: 'sites' }, { sites: 0, modules: [] })).toEqual({ problem: 'rules.needSite' });
    expect(applyMove(INITIAL_PROGRESS, { action: 'skip', step: 'sites' }, facts)).toEqual({ problem: 'rules.notSkippable' });
    expect(applyMove(INITIAL_PROGRESS, { action: 'skip', step: 'modules' }, facts)).toEqual({ problem: 'rules.notSkippable' });
    expect(applyMove(INITIAL_PROGRESS, { action: 'complete', step: 'modules' }, { sites: 1, modules: [] })).toEqual({ problem: 'rules.needModule' });
  });

  it('opens a step only when the steps before it are settled; going back is always allowed', () => {
    expect(canOpen(INITIAL_PROGRESS, 'users')).toBe(false);
    expect(applyMove(INITIAL_PROGRESS, { action: 'open', step: 'done' }, facts)).toEqual({ problem: 'rules.stepLocked' });
    const p = moved(moved(INITIAL_PROGRESS, { action: 'complete', step: 'sites' }), { action: 'skip', step: 'structure' });
    expect(moved(p, { action: 'open', step: 'sites' }).step).toBe('sites');
    // completing a step again goes to the next unsettled one
    expect(nextPlace(p, 'sites')).toBe('users');
    // a skipped step completed later is no longer skipped
    expect(moved(p, { action: 'complete', step: 'structure' })).toMatchObject({ completed: ['sites', 'structure'], skipped: [] });
  });

  it('refuses Finish while a step is open or a required one is missing', () => {
    expect(finishProblem(INITIAL_PROGRESS, facts)).toBe('rules.needSite');
    const p = { step: 'done' as const, completed: ['sites' as const, 'modules' as const], skipped: [], industry: null };
    expect(finishProblem(p, facts)).toBe('rules.stepsOpen');
    expect(finishProblem({ ...p, skipped: ['structure', 'users'] }, { sites: 0, modules: ['Incident'] })).toBe('rules.needSite');
  });

  it('has a starter pack per industry with categories, sub-categories and templates with unique keys', () => {
    for (const industry of INDUSTRIES) {
      const pack = STARTER_PACKS[industry];
      expect(pack.categories.length).toBeGreaterThan(2);
      expect(pack.categories.every((c) => c.sub_categories.length > 0 && c.name.length <= 80)).toBe(true);
      expect(pack.templates.length).toBeGreaterThan(1);
      expect(new Set(pack.templates.map((t) => t.key)).size).toBe(pack.templates.length);
    }
  });

  it('validates the invite and maps server messages back to rule keys', async () => {
    const schema = inviteSchema((k) => k);
    await expect(schema.validate({ full_name: ' ', email: 'x', role_id: null, site_ids: [] }, { abortEarly: false })).rejects.toMatchObject({
      errors: ['invite.errors.nameRequired', 'invite.errors.emailInvalid', 'invite.errors.roleRequired', 'invite.errors.siteRequired'],
    });
    await expect(schema.validate({ full_name: 'Ann Lee', email: 'ann@globex.test', role_id: 3, site_ids: [1] })).resolves.toBeTruthy();
    expect(onboardingRuleKey(ONBOARDING_RULE_MESSAGES['rules.needSite'])).toBe('rules.needSite');
    expect(onboardingRuleKey('Something else')).toBeNull();
  });
});

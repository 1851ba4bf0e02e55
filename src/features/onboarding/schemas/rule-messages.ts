import { refusalTable } from '@/lib/forms/refusal-table';

/**
 * The demo backend's (English, Rails-style) messages for the onboarding rules, keyed by the rule keys of
 * `model/wizard.ts` and the `onboarding` namespace; the wizard maps a 422 back to its translated text.
 */
export const ONBOARDING_RULE_MESSAGES: Record<string, string> = {
  'rules.needSite': 'Add at least one site before you continue',
  'rules.needModule': 'Choose at least one module',
  'rules.notSkippable': 'This step cannot be skipped',
  'rules.stepLocked': 'Finish the steps before this one first',
  'rules.stepsOpen': 'Complete or skip every step first',
  'rules.unknownStep': 'Step is not valid',
  'rules.unknownModule': 'Module is not valid',
  'rules.unknownAction': 'Action is not valid',
  'rules.finished': 'Onboarding is already finished',
  'rules.unknownIndustry': 'Industry is not valid',
};

/** the rule key of a server message (null: not an onboarding rule) */
export const onboardingRuleKey = refusalTable({ messages: ONBOARDING_RULE_MESSAGES }).ruleKey;

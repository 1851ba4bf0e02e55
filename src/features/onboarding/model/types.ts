import type { OnboardingProgress } from './wizard';
import type { Industry, StarterContentResult } from './starter-content';

/** GET /organizations/:id/onboarding: the stored progress and what the steps show. */
export interface OnboardingState {
  organization_id: number;
  is_onboarding: boolean;
  progress: OnboardingProgress;
  /** the organisation's modules (`organization.modules`) */
  modules: string[];
  sites: { id: number; name: string; nodes: number }[];
  users: { id: number; full_name: string; email: string; role_name: string }[];
  roles: { id: number; name: string }[];
  /** starter templates stored so far */
  templates: { id: number; name: string; kind: string; industry: Industry }[];
}

export interface OnboardingResponse {
  onboarding: OnboardingState;
}

export type OnboardingPatch =
  | { action: 'complete'; step: string; modules?: string[] }
  | { action: 'skip'; step: string }
  | { action: 'open'; step: string }
  | { action: 'finish' };

export interface StarterContentResponse extends StarterContentResult {
  onboarding: OnboardingState;
}

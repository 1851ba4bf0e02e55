import type { components } from '@/lib/api/generated/openapi';

type Schemas = components['schemas'];

/** GET /organizations/:id/onboarding: the stored progress and what the steps show (`OnboardingState` of api/openapi.yaml). */
export type OnboardingState = Schemas['OnboardingState'];

export interface OnboardingResponse {
  onboarding: OnboardingState;
}

/** what the wizard sends (`OnboardingPatch`): open a step, complete or skip one, or finish */
export type OnboardingPatch = Schemas['OnboardingPatch'];

/** POST /onboarding/starter_content: what was added of the pack, and the new state */
export type StarterContentResponse = Schemas['OnboardingStarterContent'];

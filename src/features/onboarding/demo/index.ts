import { defineDemo } from '@/mocks/define-demo';
import { onboardingHandlers } from '@/mocks/handlers/onboarding';

export const demo = defineDemo({ order: 130, handlers: onboardingHandlers });

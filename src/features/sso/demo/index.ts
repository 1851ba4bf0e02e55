import { defineDemo } from '@/mocks/define-demo';
import { ssoHandlers } from './handlers';
import { seedSso } from './seed';
import { ssoSignInHandlers } from './sign-in';

// SSO is configured for the enterprise tenant (vertex); elsewhere the sub-domain is the suggested unique id
export const demo = defineDemo({ order: 41, handlers: [...ssoHandlers, ...ssoSignInHandlers], seed: { order: 1020, run: seedSso, version: 1 } });

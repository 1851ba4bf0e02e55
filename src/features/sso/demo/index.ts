import { defineDemo } from '@/mocks/define-demo';
import { ssoHandlers } from './handlers';

// no seed: an organisation starts without a configuration (its sub-domain is the suggested unique id)
export const demo = defineDemo({ order: 41, handlers: ssoHandlers });

import { defineDemo } from '@/mocks/define-demo';
import { mailerHandlers } from './handlers';
import { seedMailers } from './seed';

export const demo = defineDemo({ order: 42, handlers: mailerHandlers, seed: { order: 1010, run: seedMailers, version: 1 } });

import { defineDemo } from '@/mocks/define-demo';
import { hiraHandlers } from '@/mocks/handlers/hira';
import { seedHira } from '@/mocks/db/seed/hira';

export const demo = defineDemo({ order: 160, handlers: hiraHandlers, seed: { order: 110, run: seedHira } });

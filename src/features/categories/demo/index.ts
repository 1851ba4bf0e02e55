import { defineDemo } from '@/mocks/define-demo';
import { categoryHandlers } from '@/mocks/handlers/categories';
import { seedCategories } from '@/mocks/db/seed/categories';

export const demo = defineDemo({ order: 50, handlers: categoryHandlers, seed: { order: 40, run: seedCategories } });

import { defineDemo } from '@/mocks/define-demo';
import { userHandlers } from '@/mocks/handlers/users';
import { seedExtraUsers } from '@/mocks/db/seed/extra-users';

export const demo = defineDemo({ order: 10, handlers: userHandlers, seed: { order: 90, run: seedExtraUsers } });

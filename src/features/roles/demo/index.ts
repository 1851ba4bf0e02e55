import { defineDemo } from '@/mocks/define-demo';
import { roleHandlers } from '@/mocks/handlers/roles';
import { seedCustomRoles } from '@/mocks/db/seed/custom-roles';

// the system roles are core seed data (mocks/db/seed/roles.ts: every user needs one); the custom ones are here
export const demo = defineDemo({ order: 120, handlers: roleHandlers, seed: { order: 70, run: seedCustomRoles } });

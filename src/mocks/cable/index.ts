import { notificationHandlers } from './notifications';
import { cableHandler, startCableServer } from './server';

startCableServer();

/**
 * The realtime part of the demo backend: the /cable WebSocket and notifications. The master super admin's
 * organisation removal (SPEC §7 "DELETE /organizations/{id}", features/platform/demo) broadcasts `remove`, which
 * forces the organisation's users out (SPEC §4). A role update (handlers/roles) is
 * broadcast to its holders' permissions live (RulesChannel, server.ts).
 */
export const cableHandlers = [
  cableHandler,
  ...notificationHandlers,
  // PATCH /roles/:id (role permissions): handlers/roles, with the other role endpoints
  // PATCH and DELETE /organizations/:id (the console's edit, lock, deactivate, removal): features/platform/demo
];

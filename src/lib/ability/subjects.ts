/** The permission resources of SPEC §3 "Permission rule". */
export const SUBJECTS = [
  'User',
  'Site',
  'Role',
  'WorkFlow',
  'Category',
  'RC Master',
  'Audit Template',
  'Permit Form Setting',
  'Permit',
  'HIRA',
  'Library',
  'Action',
  'Audit',
  'Incident',
  'Observation',
  'Organization',
] as const;
export type AppSubject = (typeof SUBJECTS)[number];

export const ACTIONS = [
  'read',
  'create',
  'update',
  'delete',
  'revoke',
  'extend',
  'close',
  'reject',
  'approve',
  'manage',
] as const;
export type AppAction = (typeof ACTIONS)[number];

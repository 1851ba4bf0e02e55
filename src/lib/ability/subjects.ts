/**
 * The permission resources (SPEC §3 "Permission rule"). Each feature's manifest (`features/<m>/module.ts`) adds its
 * own subjects to this interface (`declare module '@/lib/ability/subjects' { interface SubjectRegistry { … } }`);
 * the runtime list is `SUBJECTS` of `lib/modules/registry.ts`. Organization is the platform's own subject.
 */
export interface SubjectRegistry {
  Organization: true;
}
export type AppSubject = Extract<keyof SubjectRegistry, string>;

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

import type { CurrentUser } from '@/lib/session/types';

export const MASTER_ROLE = 'MasterSuperAdmin';

/** SPEC §6: the platform-wide master super admin is recognised by its role name. */
export function isMasterSuperAdmin(user: Pick<CurrentUser, 'role_name'> | null | undefined): boolean {
  return user?.role_name === MASTER_ROLE;
}

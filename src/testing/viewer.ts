import { ACTIVE_MEMBER, type Viewer } from '@/app/routes/access-rules';
import type { AppAction, AppSubject } from '@/lib/ability/subjects';

export type Grants = Partial<Record<AppSubject, AppAction[]>>;

/** A signed-in, active viewer of the route guards with exactly these module rights (and any other field overridden). */
export function viewerWith(grants: Grants = {}, extra: Partial<Viewer> = {}): Viewer {
  return {
    ...ACTIVE_MEMBER,
    hasAnyPermission: Object.values(grants).some((a) => a.length > 0),
    can: (action, subject) => !!grants[subject]?.includes(action),
    ...extra,
  };
}

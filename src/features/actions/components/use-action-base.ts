import { useLocation } from 'react-router-dom';
import { ACTION_KINDS, type ActionKind } from '../model';

/** '/actions' or '/actions/<kind>' for the current URL, and the kind it lists. */
export function useActionBase(): { base: string; kind: ActionKind | null } {
  const { pathname } = useLocation();
  const segment = pathname.split('/')[2] ?? '';
  if (segment in ACTION_KINDS) return { base: `/actions/${segment}`, kind: segment as ActionKind };
  return { base: '/actions', kind: null };
}

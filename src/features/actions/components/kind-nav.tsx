import { useAbility } from '@/lib/ability/use-can';
import { Link } from 'react-router-dom';
import { ACTION_KINDS, type ActionKind } from '../model';
import { useActionLabels } from './labels';

/** Links between the action lists; observation actions need Incident read (SPEC §2). */
export function KindNav({ current }: { current: ActionKind | null }) {
  const can = useAbility();
  const { t } = useActionLabels();
  const kinds = (Object.keys(ACTION_KINDS) as ActionKind[]).filter((k) => k !== 'observations' || can('read', 'Incident'));
  return (
    <nav className="panel-tabs" aria-label={t('list.kinds')}>
      {kinds.map((k) => (
        <Link key={k} to={`/actions/${k}`} aria-current={current === k ? 'page' : undefined}>
          {t(`kinds.${k}`)}
        </Link>
      ))}
    </nav>
  );
}

import { Link } from 'react-router-dom';
import { INVESTIGATION_STEPS } from '../../model';
import { stepReachable } from './step-types';
import { useInvestigationLabels } from './labels';

/** the five steps with their state; reachable steps are links (revisitable), later ones are not */
export function Stepper({ base, current, completed }: { base: string; current: number; completed: number }) {
  const { t } = useInvestigationLabels();
  return (
    <nav className="inv-stepper" aria-label={t('steps.progress', { done: completed, total: INVESTIGATION_STEPS.length })}>
      <ol>
        {INVESTIGATION_STEPS.map((name, i) => {
          const n = i + 1;
          const done = n <= completed;
          const state = done ? t('steps.state.done') : stepReachable(n, completed) ? t('steps.state.todo') : t('steps.state.locked');
          const label = t('steps.linkLabel', { n, name: t(`steps.names.${name}`), state: state.toLocaleLowerCase() });
          const content = (
            <>
              <span className="num" aria-hidden="true">
                {done ? <i className="pi pi-check" /> : n}
              </span>
              <span aria-hidden="true">
                {t(`steps.names.${name}`)}
                <span className="state">{state}</span>
              </span>
            </>
          );
          return (
            <li key={name} className={done ? 'done' : undefined}>
              {stepReachable(n, completed) ? (
                <Link to={`${base}/${n}`} aria-current={n === current ? 'step' : undefined} aria-label={label}>
                  {content}
                </Link>
              ) : (
                <span className="locked">
                  <span className="sr-only">{label}</span>
                  {content}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

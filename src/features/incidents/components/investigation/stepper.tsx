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
          const reachable = stepReachable(n, completed);
          const state = done ? t('steps.state.done') : reachable ? t('steps.state.todo') : t('steps.state.locked');
          // the accessible name is the visible text with the step number in front: "Step 2: Investigation team, To do"
          const content = (
            <>
              <span className="num" aria-hidden="true">
                {done ? <i className="pi pi-check" /> : n}
              </span>
              <span>
                <span className="sr-only">{t('steps.stepN', { n })} </span>
                {t(`steps.names.${name}`)}
                <span className="sr-only">, </span>
                <span className="state">{state}</span>
              </span>
            </>
          );
          return (
            <li key={name} className={done ? 'done' : undefined}>
              {reachable ? (
                <Link to={`${base}/${n}`} aria-current={n === current ? 'step' : undefined}>
                  {content}
                </Link>
              ) : (
                <span className="locked">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import { NavLink } from 'react-router-dom';
import { useInvestigationLabels } from '../investigation/labels';

/** switch between the table and the cards of lessons learned */
export function LessonsNav() {
  const { t } = useInvestigationLabels();
  return (
    <nav aria-label={t('lessons.views')} className="form-actions">
      <NavLink to="/incidents/lfi-list" end>
        {t('lessons.listView')}
      </NavLink>
      <NavLink to="/incidents/lfi-card" end>
        {t('lessons.cardView')}
      </NavLink>
    </nav>
  );
}

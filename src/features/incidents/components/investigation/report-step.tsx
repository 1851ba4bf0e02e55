import { Link } from 'react-router-dom';
import { useInvestigationLabels } from './labels';
import type { StepProps } from './step-types';

/**
 * Step 1: the report. TEMPORARY until helper B's IncidentReportForm is committed: a link to the
 * report editor instead of the embedded form.
 */
export default function ReportStep({ incident, readOnly, onSaved }: StepProps) {
  const { t } = useInvestigationLabels();
  return (
    <div>
      <p>{t('report.intro', { number: incident.number })}</p>
      <div className="form-actions">
        {!readOnly && <Link to={`/incidents/edit/${incident.id}`}>{t('report.editLink')}</Link>}
        <Link to={`/incidents/summary/${incident.id}`}>{t('report.summaryLink')}</Link>
        <button type="button" className="p-button p-button-sm" onClick={() => onSaved(2)}>
          {t('actions.next')}
        </button>
      </div>
    </div>
  );
}

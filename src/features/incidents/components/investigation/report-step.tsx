import { Link } from 'react-router-dom';
import { IncidentReportForm } from '../report-form/incident-report-form';
import { useInvestigationLabels } from './labels';
import type { StepProps } from './step-types';

/** Step 1: the report — the reporting form (victims on <base>/1/victim/new|edit/:victimId); a summary link when read-only. */
export default function ReportStep({ incident, readOnly, base, onSaved }: StepProps) {
  const { t } = useInvestigationLabels();
  if (readOnly) {
    return (
      <div>
        <p>{t('report.readOnly', { number: incident.number })}</p>
        <div className="form-actions">
          <Link to={`/incidents/summary/${incident.id}`}>{t('report.summaryLink')}</Link>
          <button type="button" className="p-button p-button-sm p-button-outlined" onClick={() => onSaved(2)}>
            {t('actions.next')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div>
      <p>{t('report.intro', { number: incident.number })}</p>
      <IncidentReportForm incident={incident} basePath={`${base}/1`} onSaved={() => onSaved(2)} />
    </div>
  );
}

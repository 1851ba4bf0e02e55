import { useParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ScreenLoading } from '@/components/feedback/loading';
import { isImageAttachment } from '@/lib/files/attachment';
import { useGetObservationQuery } from '../api/observations-api';
import { useObservationLabels } from '../components/labels';
import '../components/report.css';

/** /observations/:id/report (Incident read): a printable report (print stylesheet) and a PDF download. */
export default function ObservationReportPage() {
  const L = useObservationLabels();
  const { t } = L;
  const { id } = useParams();
  const query = useGetObservationQuery(Number(id));
  if (query.isLoading) return <ScreenLoading />;
  const o = query.data;
  if (!o) return <Message severity="error" text={t('summary.notFound')} />;
  const rows: [string, string][] = [
    [t('fields.number'), o.number],
    [t('fields.type'), L.type(o.type)],
    [t('fields.category'), L.category(o.category)],
    [t('fields.siteArea'), `${o.site_name ?? ''}${o.area_name ? ` / ${o.area_name}` : ''}`],
    [t('fields.location'), o.location],
    [t('fields.observedAt'), L.dateTime(o.observed_at)],
    [t('fields.riskLevel'), L.risk(o.risk_level)],
    [t('fields.severity'), L.severity(o.severity)],
    [t('fields.status'), L.status(o.display_status ?? o.status)],
    [t('fields.reporter'), o.anonymous ? t('fields.anonymous') : (o.reporter_name ?? '')],
    [t('fields.equipmentName'), o.equipment_name],
    [t('fields.serialNumber'), o.serial_number],
    [t('fields.submittalNumber'), o.submittal_number],
    [t('fields.description'), o.description],
    [t('fields.actionRequired'), o.action_required ? t('form.yes') : t('form.no')],
    ...(o.action_required ? [] : ([[t('fields.noActionReason'), o.no_action_reason]] as [string, string][])),
    [t('fields.comment'), o.comment],
  ];
  const onPdf = async () => {
    const { buildReportPdf } = await import('../components/report-pdf');
    const actions = (o.actions ?? []).map((a) => `${a.number}: ${a.description} (${a.responsible_user_name ?? ''}, ${a.due_date}, ${L.status(a.display_status ?? a.status)})`);
    const blob = buildReportPdf(t('report.title', { number: o.number }), rows, t('summary.tabs.actions'), actions);
    const { downloadBlob } = await import('../components/excel');
    downloadBlob(blob, `${o.number}.pdf`, 'application/pdf');
  };
  return (
    <article className="report" aria-labelledby="obs-report-title">
      <div className="report-toolbar no-print form-actions">
        <Button type="button" icon="pi pi-print" label={t('report.print')} onClick={() => window.print()} />
        <Button type="button" outlined icon="pi pi-file-pdf" label={t('report.pdf')} onClick={() => void onPdf()} />
      </div>
      <h1 id="obs-report-title">{t('report.title', { number: o.number })}</h1>
      <table className="report-table">
        <tbody>
          {rows.map(([k, v]) => (
            <tr key={k}>
              <th scope="row">{k}</th>
              <td>{v || '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h2>{t('summary.tabs.actions')}</h2>
      {(o.actions?.length ?? 0) === 0 ? (
        <p>{t('summary.noActions')}</p>
      ) : (
        <table className="report-table">
          <thead>
            <tr>
              <th scope="col">{t('fields.number')}</th>
              <th scope="col">{t('fields.actionDescription')}</th>
              <th scope="col">{t('fields.responsible')}</th>
              <th scope="col">{t('fields.actionDueDate')}</th>
              <th scope="col">{t('fields.status')}</th>
            </tr>
          </thead>
          <tbody>
            {o.actions?.map((a) => (
              <tr key={a.id}>
                <td>{a.number}</td>
                <td>{a.description}</td>
                <td>{a.responsible_user_name}</td>
                <td>{L.date(a.due_date)}</td>
                <td>{L.status(a.display_status ?? a.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {o.attachments.some(isImageAttachment) && (
        <>
          <h2>{t('fields.attachments')}</h2>
          <div className="report-images">
            {o.attachments.filter(isImageAttachment).map((a, i) => (
              <img key={i} src={a.data_url} alt={a.name} />
            ))}
          </div>
        </>
      )}
    </article>
  );
}

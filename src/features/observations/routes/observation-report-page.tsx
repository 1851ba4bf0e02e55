import { i18n } from '@/lib/i18n/i18n';
import { useParams } from 'react-router-dom';
import { useAppSelector } from '@/lib/store/hooks';
import { env } from '@/config/env';
import { MissingRecord } from '@/components/feedback/missing-record';
import { ReportArticle, ReportImages, ReportRows } from '@/components/report/report-page';
import { useGetObservationQuery } from '../api/observations-api';
import { useObservationLabels } from '../components/labels';

/** /observations/:id/report (Incident read): a printable report (print stylesheet) and a PDF download. */
export default function ObservationReportPage() {
  const L = useObservationLabels();
  const { t } = L;
  const { id } = useParams();
  const organization = useAppSelector((s) => s.session.user?.organization?.name);
  const query = useGetObservationQuery(Number(id));
  const o = query.data;
  if (!o) return <MissingRecord loading={query.isLoading} text={t('summary.notFound')} query={query} />;
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
    [t('fields.actionRequired'), o.action_required == null ? t('summary.notReviewed') : o.action_required ? t('form.yes') : t('form.no')],
    ...(o.action_required !== false ? [] : ([[t('fields.noActionReason'), o.no_action_reason]] as [string, string][])),
    [t('fields.comment'), o.comment],
  ];
  const onPdf = async () => {
    const { buildReportPdf } = await import('@/lib/report/pdf');
    const actions = (o.actions ?? []).map((a) => `${a.number}: ${a.description} (${a.responsible_user_name ?? ''}, ${a.due_date}, ${L.status(a.display_status ?? a.status)})`);
    const blob = await buildReportPdf(t('report.title', { number: o.number }), [{ lines: [organization, env.productName].filter((x): x is string => !!x) }, { rows }, { title: t('summary.tabs.actions'), gap: 8, lines: actions }], { lang: i18n.language });
    const { downloadBlob } = await import('@/lib/files/download-blob');
    downloadBlob(blob, `${o.number}.pdf`, 'application/pdf');
  };
  return (
    <ReportArticle titleId="obs-report-title" title={t('report.title', { number: o.number })} printLabel={t('report.print')} pdfLabel={t('report.pdf')} onPdf={() => void onPdf()}>
      <ReportRows rows={rows} />
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
      <ReportImages title={t('fields.attachments')} attachments={o.attachments} />
    </ReportArticle>
  );
}

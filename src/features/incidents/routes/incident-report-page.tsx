import { i18n } from '@/lib/i18n/i18n';
import { todayIso } from '@/lib/forms/dates';
import { useAppSelector } from '@/lib/store/hooks';
import { env } from '@/config/env';
import { MissingRecord } from '@/components/feedback/missing-record';
import { ReportArticle, ReportImages, ReportRows } from '@/components/report/report-page';
import { displayActionStatus } from '@/features/actions/public';
import { INVESTIGATION_STEPS } from '../model';
import { useRouteIncident } from '../components/register/use-route-incident';
import { VictimsList, reportRows, victimText } from '../components/register/incident-details';
import '../components/register/register.css';

/** /incidents/:id/report: the printable incident report (print stylesheet) and a PDF download. */
export default function IncidentReportPage() {
  const { L, t, query } = useRouteIncident();
  const organization = useAppSelector((s) => s.session.user?.organization?.name);
  const i = query.data;
  if (!i) return <MissingRecord loading={query.isLoading} text={t('summary.notFound')} query={query} />;
  const today = todayIso();
  const rows = reportRows(i, L, today);
  const investigation: [string, string][] = [
    [t('summary.progress'), t('summary.stepsDone', { done: i.step_completed, total: INVESTIGATION_STEPS.length })],
    ...(i.team ? ([[t('report.team'), [i.team.lead_name, ...(i.team.member_names ?? [])].filter(Boolean).join(', ')], [t('report.targetDate'), L.date(i.team.target_date)]] as [string, string][]) : []),
    ...(i.root_cause ? ([[t('report.rootCause'), i.root_cause.whys.map((w, n) => `${n + 1}. ${w.question} → ${w.answer}`).join('\n')]] as [string, string][]) : []),
    ...(i.approvals.length
      ? ([[t('report.approvals'), i.approvals.map((a) => [a.approver_name ?? '', t(`report.decisions.${a.decision}`), L.date(a.decided_at), a.reason].filter(Boolean).join(' · ')).join('\n')]] as [string, string][])
      : []),
    ...(i.closed_at ? ([[t('report.closedAt'), L.date(i.closed_at)]] as [string, string][]) : []),
  ];
  const actionLine = (a: NonNullable<typeof i.actions>[number]) => `${a.number}: ${a.description} (${a.responsible_user_name ?? ''}, ${L.date(a.due_date)}, ${L.status(a.display_status ?? displayActionStatus(a.status, a.due_date, today))})`;
  const organizationLine = [organization, env.productName].filter((x): x is string => !!x);
  const onPdf = async () => {
    const { buildReportPdf } = await import('@/lib/report/pdf');
    const { downloadBlob } = await import('@/lib/files/download-blob');
    const blob = await buildReportPdf(t('report.title', { number: i.number }), [
      { lines: organizationLine },
      { rows },
      { title: t('fields.victims'), lines: i.victims.map((v) => victimText(v, L)) },
      { title: t('report.investigation'), rows: investigation },
      { title: t('summary.actions'), lines: (i.actions ?? []).map(actionLine) },
    ], { lang: i18n.language });
    downloadBlob(blob, `${i.number}.pdf`, 'application/pdf');
  };
  return (
    <ReportArticle titleId="inc-report-title" title={t('report.title', { number: i.number })} printLabel={t('report.print')} pdfLabel={t('report.pdf')} onPdf={() => void onPdf()}>
      <ReportRows rows={rows} />
      <h2>{t('fields.victims')}</h2>
      <VictimsList incident={i} />
      <h2>{t('report.investigation')}</h2>
      <ReportRows rows={investigation} />
      <h2>{t('summary.actions')}</h2>
      {(i.actions?.length ?? 0) === 0 ? (
        <p>{t('summary.noActions')}</p>
      ) : (
        <ul>
          {i.actions?.map((a) => (
            <li key={a.id}>{actionLine(a)}</li>
          ))}
        </ul>
      )}
      <ReportImages title={t('fields.attachments')} attachments={i.attachments} />
    </ReportArticle>
  );
}

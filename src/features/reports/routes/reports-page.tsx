import { lazy, Suspense } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { REPORT_KINDS, isReportKind } from '../model/report';
import './reports.css';

// Filters, the table, the chart and the exports load right after the first paint, with the API client; chart.js
// when the chart scrolls into view, exceljs and the PDF writer when the user exports.
const ReportBody = lazy(() => import('../components/report-body'));

/** /reports and /reports/:kind (SPEC §2, admin only): one report per page, the others one link away. */
export default function ReportsPage() {
  const { t } = useTranslation('reports');
  const { kind: raw } = useParams();
  if (raw !== undefined && !isReportKind(raw)) return <Navigate to="/reports" replace />;
  const kind = raw ?? REPORT_KINDS[0];
  return (
    <div className="reports">
      <h1>{t('title')}</h1>
      <nav aria-label={t('chooser')} className="reports-nav">
        <ul>
          {REPORT_KINDS.map((k) => (
            <li key={k}>
              <Link to={`/reports/${k}`} aria-current={k === kind ? 'page' : undefined} className={k === kind ? 'active' : undefined}>
                {t(`kinds.${k}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<p aria-busy="true">{t('loading')}</p>}>
        <ReportBody key={kind} kind={kind} />
      </Suspense>
    </div>
  );
}

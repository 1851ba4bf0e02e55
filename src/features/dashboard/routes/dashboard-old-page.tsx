import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import './dashboard.css';

const DashboardBody = lazy(() => import('../components/dashboard-body'));

/**
 * The classic dashboard (SPEC §2 "/dashboard_old", same access as "/"; "Dashboards, old and new, with observation,
 * permit, incident and action tabs"): per module, the counts by status and type of the same endpoints and filters as
 * the dashboard, each opening its formula, records and export.
 */
export default function DashboardOldPage() {
  const { t } = useTranslation('indicators');
  return (
    <div className="dashboard">
      <div className="dashboard-head">
        <h1>{t('classic.title')}</h1>
        <Link to="/">{t('classic.newLink')}</Link>
      </div>
      <p>{t('classic.intro')}</p>
      <Suspense fallback={<p aria-busy="true">{t('loading')}</p>}>
        <DashboardBody classic />
      </Suspense>
    </div>
  );
}

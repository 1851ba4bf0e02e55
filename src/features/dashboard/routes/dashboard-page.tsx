import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import './dashboard.css';

// Filters, tabs, figures and their panels load right after the first paint, with the API client; chart.js loads
// later still, when a chart scrolls into view. The first paint is the heading and the way to My work.
const DashboardBody = lazy(() => import('../components/dashboard-body'));

/** The signed-in home page (SPEC §2 "/", "Screens known only from labels": dashboards). */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  return (
    <div className="dashboard">
      <div className="dashboard-head">
        <h1>{t('title')}</h1>
        <Link to="/my-work">{t('myWork')}</Link>
      </div>
      <Suspense fallback={<p aria-busy="true">{t('loading')}</p>}>
        <DashboardBody />
      </Suspense>
    </div>
  );
}

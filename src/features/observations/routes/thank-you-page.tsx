import { Link, useLocation } from '@/lib/routing/nav';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/feedback/use-document-title';
import '@/components/public-form/public-form.css';

/** /thankyou after a public report: the link offers another report of the same kind (incident or observation). */
export default function ThankYouPage() {
  const { t } = useTranslation('observations');
  useDocumentTitle(t('thanks.title'));
  const incident = (useLocation().state as { from?: string } | null)?.from === 'incident';
  return (
    <div className="public-form">
      <h1>{t('thanks.title')}</h1>
      <p>{t('thanks.body')}</p>
      <p>
        <Link to={incident ? '/incident' : '/observation'}>{t(incident ? 'thanks.anotherIncident' : 'thanks.another')}</Link>
      </p>
    </div>
  );
}

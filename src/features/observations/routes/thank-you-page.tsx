import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/components/feedback/use-document-title';
import '../components/public.css';

/** /thankyou after a public report. */
export default function ThankYouPage() {
  const { t } = useTranslation('observations');
  useDocumentTitle(t('thanks.title'));
  return (
    <div className="public-obs">
      <h1>{t('thanks.title')}</h1>
      <p>{t('thanks.body')}</p>
      <p>
        <Link to="/observation">{t('thanks.another')}</Link>
      </p>
    </div>
  );
}

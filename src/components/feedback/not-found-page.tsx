import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <section className="center-screen" aria-labelledby="not-found-title">
      <i className="pi pi-map" style={{ fontSize: '2.5rem', color: '#4b5563' }} aria-hidden="true" />
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </section>
  );
}

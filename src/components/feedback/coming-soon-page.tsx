import { useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** Routes whose screens arrive with later modules: the guard is real, the screen says so plainly. */
export default function ComingSoonPage() {
  const { t } = useTranslation(['common', 'nav']);
  const matches = useMatches();
  const key = [...matches].reverse().map((m) => (m.handle as { titleKey?: string } | undefined)?.titleKey).find(Boolean);
  const name = key ? t(`nav:${key}`) : '';
  return (
    <section className="center-screen" aria-labelledby="coming-title">
      <i className="pi pi-hourglass" style={{ fontSize: '2.5rem', color: '#4b5563' }} aria-hidden="true" />
      <h1 id="coming-title">{name}</h1>
      <p>{t('comingSoon.body', { name })}</p>
    </section>
  );
}

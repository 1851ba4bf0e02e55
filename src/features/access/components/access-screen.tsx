import type { ReactNode } from 'react';
import { useId } from 'react';
import { LanguageSwitcher } from '@/components/layout/language-switcher';

/** A centred, full-page message (locked organisation, onboarding, no permissions, external redirects). */
export function AccessScreen({ icon, title, children, languageSwitcher = false }: { icon: string; title: string; children: ReactNode; languageSwitcher?: boolean }) {
  const titleId = useId();
  return (
    <section className="center-screen" aria-labelledby={titleId}>
      {languageSwitcher && <LanguageSwitcher />}
      <i className={icon} style={{ fontSize: '2.5rem', color: '#4b5563' }} aria-hidden="true" />
      <h1 id={titleId}>{title}</h1>
      {children}
    </section>
  );
}

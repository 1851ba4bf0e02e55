import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@/config/constants';
import { changeLanguage } from '@/lib/i18n/i18n';
import { LANGUAGE_NAMES, isLanguage } from '@/lib/i18n/languages';

/** A native select: tiny, keyboard- and screen-reader-friendly, usable on the login page's first paint. */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  return (
    <span className={className} style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        className="native-select"
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(e) => {
          if (isLanguage(e.target.value)) void changeLanguage(e.target.value);
        }}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {LANGUAGE_NAMES[lng]}
          </option>
        ))}
      </select>
    </span>
  );
}

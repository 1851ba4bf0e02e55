import { useTranslation } from 'react-i18next';

/** Translated labels for the enumerations (built inside a hook: no t() at module level). */
export function useObservationLabels() {
  const { t, i18n } = useTranslation('observations');
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return {
    t,
    type: (v: string) => (v ? t(`types.${v}`) : ''),
    category: (v: string) => (v ? t(`categories.${v}`) : ''),
    risk: (v: string) => (v ? t(`risk.${v}`) : ''),
    status: (v: string) => (v ? t(`status.${v}`) : ''),
    severity: (v: string) => (v ? t(`severity.${v}`) : ''),
    dateTime: (iso: string) => (iso ? dateTime.format(new Date(iso)) : ''),
    date: (iso: string | null) => (iso ? date.format(new Date(iso.length === 10 ? `${iso}T00:00:00` : iso)) : ''),
  };
}

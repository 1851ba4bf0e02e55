import { useTranslation } from 'react-i18next';

export function useActionLabels() {
  const { t, i18n } = useTranslation('actions');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return {
    t,
    type: (v: string) => (v ? t(`types.${v}`) : ''),
    category: (v: string) => (v ? t(`categories.${v}`) : ''),
    control: (v: string) => (v ? t(`control.${v}`) : ''),
    risk: (v: string) => (v ? t(`risk.${v}`) : ''),
    status: (v: string) => (v ? t(`status.${v}`) : ''),
    date: (iso: string | null | undefined) => (iso ? date.format(new Date(iso.length === 10 ? `${iso}T00:00:00` : iso)) : ''),
  };
}

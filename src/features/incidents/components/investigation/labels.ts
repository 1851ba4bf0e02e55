import { useTranslation } from 'react-i18next';

/** Translated labels of the investigation, root-cause and lessons screens (namespace `investigation`). */
export function useInvestigationLabels() {
  const { t, i18n } = useTranslation('investigation');
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return {
    t,
    date: (iso: string | null | undefined) => (iso ? date.format(new Date(iso.length === 10 ? `${iso}T00:00:00` : iso)) : ''),
    dateTime: (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : ''),
    status: (v: string) => (v ? t(`status.${v}`) : ''),
    actionStatus: (v: string) => (v ? t(`actionStatus.${v}`) : ''),
    control: (v: string) => (v ? t(`control.${v}`) : ''),
    decision: (v: string) => (v ? t(`decision.${v}`) : ''),
  };
}

export type InvestigationLabels = ReturnType<typeof useInvestigationLabels>;

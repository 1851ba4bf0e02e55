import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

type Label = (value: string | null | undefined) => string;

/**
 * A module's translated labels: `t` of its namespace, one function per enumeration (`{ type: 'types' }`
 * → `type('injury')` = t('types.injury'), '' for an empty value) and the user's date formats. Built
 * inside a hook, so the labels follow a language change.
 */
export function useEnumLabels<const G extends Record<string, string>>(namespace: string, groups: G) {
  const { t, i18n } = useTranslation(namespace);
  const language = i18n.language;
  const formats = useMemo(
    () => ({
      date: new Intl.DateTimeFormat(language, { dateStyle: 'medium' }),
      dateTime: new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }),
    }),
    [language],
  );
  const labels = {} as Record<keyof G, Label>;
  for (const [name, group] of Object.entries(groups) as [keyof G, string][]) labels[name] = (v) => (v ? t(`${group}.${v}`) : '');
  return {
    t,
    ...labels,
    /** a day ('2026-03-01', read as local) or an instant, in the user's medium date style */
    date: (iso: string | null | undefined) => (iso ? formats.date.format(new Date(iso.length === 10 ? `${iso}T00:00:00` : iso)) : ''),
    dateTime: (iso: string | null | undefined) => (iso ? formats.dateTime.format(new Date(iso)) : ''),
  };
}

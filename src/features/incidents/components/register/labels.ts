import { useTranslation } from 'react-i18next';
import { ratingBand, ratingScore, type IncidentLikelihood, type IncidentSeverity } from '../../model';

/** Translated labels of the incident enumerations (`incidents` namespace), built inside a hook. */
export function useIncidentLabels() {
  const { t, i18n } = useTranslation('incidents');
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const of = (group: string) => (v: string | null | undefined) => (v ? t(`${group}.${v}`) : '');
  return {
    t,
    type: of('types'),
    category: of('categories'),
    shift: of('shifts'),
    risk: of('risk'),
    status: of('status'),
    severity: of('severity'),
    likelihood: of('likelihood'),
    band: of('band'),
    victimType: of('victimTypes'),
    gender: of('genders'),
    ageRange: of('ageRanges'),
    bodyPart: of('bodyParts'),
    treatment: of('treatments'),
    step: of('steps'),
    yesNo: (v: boolean) => (v ? t('form.yes') : t('form.no')),
    /** "Major × Likely (12, high)" or "Rating pending" */
    rating: (severity: IncidentSeverity | null, likelihood: IncidentLikelihood | null) => {
      const score = ratingScore(severity, likelihood);
      if (score === null) return t('matrix.pending');
      return t('matrix.ratingText', { severity: t(`severity.${severity}`), likelihood: t(`likelihood.${likelihood}`), score, band: t(`band.${ratingBand(score)}`) });
    },
    dateTime: (iso: string | null | undefined) => (iso ? dateTime.format(new Date(iso)) : ''),
    date: (iso: string | null | undefined) => (iso ? date.format(new Date(iso.length === 10 ? `${iso}T00:00:00` : iso)) : ''),
  };
}

export type IncidentLabels = ReturnType<typeof useIncidentLabels>;

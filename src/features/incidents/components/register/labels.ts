import { useEnumLabels } from '@/lib/i18n/use-enum-labels';
import { ratingBand, ratingScore, type IncidentLikelihood, type IncidentSeverity } from '../../model';

/** Translated labels of the incident enumerations (`incidents` namespace), built inside a hook. */
export function useIncidentLabels() {
  const L = useEnumLabels('incidents', {
    type: 'types',
    category: 'categories',
    shift: 'shifts',
    risk: 'risk',
    status: 'status',
    /** an incident's own status: 'completed' is an investigation that waits for approval */
    incidentStatus: 'incidentStatus',
    severity: 'severity',
    likelihood: 'likelihood',
    band: 'band',
    victimType: 'victimTypes',
    gender: 'genders',
    ageRange: 'ageRanges',
    bodyPart: 'bodyParts',
    treatment: 'treatments',
    oshaCaseType: 'oshaCaseTypes',
    step: 'steps',
  });
  const { t } = L;
  return {
    ...L,
    /** the badge colour of an incident status: a completed investigation waits, it is not done */
    incidentBadge: (status: string) => (status === 'completed' ? 'awaiting' : status),
    yesNo: (v: boolean) => (v ? t('form.yes') : t('form.no')),
    /** "Major × Likely (12, high)" or "Rating pending" */
    rating: (severity: IncidentSeverity | null, likelihood: IncidentLikelihood | null) => {
      const score = ratingScore(severity, likelihood);
      if (score === null) return t('matrix.pending');
      return t('matrix.ratingText', { severity: t(`severity.${severity}`), likelihood: t(`likelihood.${likelihood}`), score, band: t(`band.${ratingBand(score)}`) });
    },
  };
}

export type IncidentLabels = ReturnType<typeof useIncidentLabels>;

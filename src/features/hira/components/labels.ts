import { useEnumLabels } from '@/lib/i18n/use-enum-labels';
import { BANDS, ratingOf, type Band } from '../model';

/** Translated labels of the HIRA enumerations (`hira` namespace) and the rating texts built from them. */
export function useHiraLabels() {
  const L = useEnumLabels('hira', {
    status: 'status',
    tab: 'tabs',
    likelihood: 'likelihood',
    likelihoodMeaning: 'likelihoodMeaning',
    severity: 'severity',
    severityMeaning: 'severityMeaning',
    band: 'band',
    bandMeaning: 'bandMeaning',
    classification: 'classification',
    frequency: 'frequency',
    controlType: 'controlType',
    controlKind: 'controlKind',
    event: 'event',
  });
  const { t } = L;
  /** "Likely × Major = 12 (High)", or "Not classified" */
  const rating = (likelihood: unknown, severity: unknown) => {
    const r = ratingOf(likelihood, severity);
    return r ? t('rating.value', { likelihood: L.likelihood(r.likelihood), severity: L.severity(r.severity), score: r.score, band: L.band(r.band) }) : t('rating.notRated');
  };
  /** "High: score 10–14" */
  const bandRange = (band: Band) => {
    const b = BANDS.find((x) => x.band === band)!;
    return t('bandRange', { band: L.band(band), min: b.min, max: b.max });
  };
  return { ...L, rating, bandRange };
}
export type HiraLabels = ReturnType<typeof useHiraLabels>;

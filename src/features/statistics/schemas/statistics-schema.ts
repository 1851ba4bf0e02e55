import * as yup from 'yup';
import { FREQUENCY_TYPES, STAT_FIN_YEAR_TYPES, TARGET_LIMITS } from '../model';

type T = (key: string) => string;

/** '' or a missing value reads as null (number inputs are text while typed) */
const emptyToNull = (value: unknown, original: unknown) => (original === '' || original == null ? null : value);

/**
 * SPEC §3 "Statistics settings": fin_year_type (Jan-Dec default, or Apr-Mar), frequency_type (monthly or yearly),
 * all_sites; when not all sites, the site the figures start with. Messages are keys of the `statistics` namespace;
 * the demo backend runs this schema with `statisticsServerT` (rule-messages.ts).
 */
export function statisticsSettingsSchema(t: T) {
  return yup.object({
    fin_year_type: yup.string().required(t('validation.finYearInvalid')).oneOf([...STAT_FIN_YEAR_TYPES], t('validation.finYearInvalid')),
    frequency_type: yup.string().required(t('validation.frequencyInvalid')).oneOf([...FREQUENCY_TYPES], t('validation.frequencyInvalid')),
    all_sites: yup.boolean().required(),
    site_id: yup
      .number()
      .transform(emptyToNull)
      .typeError(t('validation.siteInvalid'))
      .nullable()
      .test('site-when-not-all', t('validation.siteRequired'), function (v) {
        return this.parent.all_sites !== false || (typeof v === 'number' && v > 0);
      }),
  });
}

const rate = (t: T) =>
  yup
    .number()
    .transform(emptyToNull)
    .typeError(t('validation.rateInvalid'))
    .nullable()
    .min(0, t('validation.rateInvalid'))
    .max(TARGET_LIMITS.rateMax, t('validation.rateInvalid'));

/** A site's targets for one year: each optional, rates 0–1000, maximum incidents a whole number 0–100,000. */
export function siteTargetSchema(t: T) {
  return yup.object({
    site_id: yup.number().typeError(t('validation.siteInvalid')).required(t('validation.siteInvalid')).integer(t('validation.siteInvalid')).min(1, t('validation.siteInvalid')),
    year: yup.number().typeError(t('validation.yearInvalid')).required(t('validation.yearInvalid')).integer(t('validation.yearInvalid')).min(TARGET_LIMITS.yearMin, t('validation.yearInvalid')).max(TARGET_LIMITS.yearMax, t('validation.yearInvalid')),
    ltifr: rate(t),
    trir: rate(t),
    dart: rate(t),
    max_incidents: yup
      .number()
      .transform(emptyToNull)
      .typeError(t('validation.incidentsInvalid'))
      .nullable()
      .integer(t('validation.incidentsInvalid'))
      .min(0, t('validation.incidentsInvalid'))
      .max(TARGET_LIMITS.incidentsMax, t('validation.incidentsInvalid')),
  });
}

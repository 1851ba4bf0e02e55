import { serverMessages } from '@/lib/forms/rule-errors';
import { refusalTable } from '@/lib/forms/refusal-table';

/**
 * The demo backend's English (Rails-style) message for each rule key of the statistics schemas. The forms show the
 * translated text of the same key (locales/<lng>/statistics.json) and map a 422 back onto the field.
 */
export const STATISTICS_SERVER_MESSAGES: Record<string, string> = {
  'validation.finYearInvalid': 'Financial year type must be Jan-Dec or Apr-Mar',
  'validation.frequencyInvalid': 'Frequency type must be monthly or yearly',
  'validation.siteRequired': 'Site must be chosen when not all sites are shown',
  'validation.siteInvalid': 'Site must be a site of the organisation',
  'validation.yearInvalid': 'Year must be between 2000 and 2100',
  'validation.rateInvalid': 'Target must be a number from 0 to 1000',
  'validation.incidentsInvalid': 'Maximum incidents must be a whole number from 0 to 100000',
};

/** The form field each rule key belongs to. */
export const STATISTICS_RULE_FIELDS: Record<string, string> = {
  'validation.finYearInvalid': 'fin_year_type',
  'validation.frequencyInvalid': 'frequency_type',
  'validation.siteRequired': 'site_id',
  'validation.siteInvalid': 'site_id',
  'validation.yearInvalid': 'year',
};

export const statisticsServerT = serverMessages(STATISTICS_SERVER_MESSAGES);

const REFUSAL = refusalTable({ messages: STATISTICS_SERVER_MESSAGES });

/** a server message → its rule key (to translate it), or null when unknown */
export const statisticsRuleKey = REFUSAL.ruleKey;

import type { i18n as I18n } from 'i18next';
import type { PublicReportValues } from '@/components/public-form/public-form';
import type { OuterIncidentInput } from '../api/public-api';
import type { ReportValues } from '../components/report-form/report-values';

/** the public incident form's values (routes/public-incident-page.tsx) */
export interface PublicValues extends PublicReportValues {
  occurred_at: string;
}
export type Errors = Partial<Record<keyof PublicValues, string>>;

/**
 * The public incident report's checks and request body, loaded with the first check or send (issue 30: the page's
 * JS to interactive carries neither).
 */

/** the request body: what the visitor filled in over a blank report (no shift, no victims, rating pending until the investigation) */
export async function toBody({ anonymous, reporter_name, ...report }: PublicValues): Promise<OuterIncidentInput> {
  // the signed-in report's mapping
  const { initialReportValues, toIncidentInput } = await import('../components/report-form/report-values');
  return { ...toIncidentInput({ ...initialReportValues(), ...report } as ReportValues), anonymous, reporter_name: anonymous ? undefined : reporter_name.trim() || undefined };
}

/** the shared report rules (yup) with their messages: one message per field, the first */
export async function validatePublicIncident(v: PublicValues, i18n: I18n): Promise<Errors> {
  const [{ publicReportSchema }, { ValidationError }] = await Promise.all([import('../schemas/incident-schemas'), import('yup')]);
  await i18n.loadNamespaces('incidentRules');
  const tr = i18n.getFixedT(null, 'incidentRules');
  const body = { ...(await toBody(v)), occurred_at: v.occurred_at, reporter_name: v.reporter_name };
  try {
    await publicReportSchema((key: string) => tr(key)).validate(body, { abortEarly: false });
    return {};
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    const out: Errors = {};
    for (const err of e.inner) if (err.path && !(err.path in out)) out[err.path as keyof PublicValues] = err.message;
    return out;
  }
}

import type { AuditFormData } from '../api/audits-api';
import type { AuditLabels } from './labels';
import { LabelledControl, controlProps } from '@/components/form/labelled-control';

/** template, site, auditor and auditee selects (start an audit, new schedule) */
export function PeopleAndPlace({ L, data, values, errors, set, idp }: { L: AuditLabels; data: AuditFormData; values: { template_id: number | null; site_id: number | null; auditor_id: number | null; auditee_id?: number | null }; errors: Record<string, string>; set(key: string, v: number | null): void; idp: string }) {
  const { t } = L;
  const select = (key: 'template_id' | 'site_id' | 'auditor_id' | 'auditee_id', label: string, options: { id: number; name: string }[], required: boolean) => (
    <LabelledControl className="audit-field" id={`${idp}-${key}`} label={label} error={errors[key]} required={required}>
      <select {...controlProps(`${idp}-${key}`, errors[key])} className="native-input" value={values[key] ?? ''} onChange={(e) => set(key, e.target.value ? Number(e.target.value) : null)}>
        <option value="">{t('form.choose')}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </LabelledControl>
  );
  return (
    <>
      {select('template_id', t('fields.template'), data.templates.map((x) => ({ id: x.id, name: `${x.name} (v${x.version})` })), true)}
      {select('site_id', t('fields.site'), data.sites, true)}
      {select('auditor_id', t('fields.auditor'), data.users, true)}
      {select('auditee_id', t('fields.auditee'), data.users, false)}
    </>
  );
}


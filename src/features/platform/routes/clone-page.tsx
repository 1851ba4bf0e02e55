import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { useRecordForm } from '@/components/record/use-record-form';
import { refusedMessages } from '@/lib/api/refusal';
import { toastApiError } from '@/lib/api/notify-error';
import { ErrorText, fieldError, SelectField } from '@/components/form/fields';
import { CLONE_MODULES, type CloneInput, type CloneResult } from '../model';
import { cloneSchema } from '../schemas/clone-schema';
import { useCloneTemplatesMutation, useGetModuleTemplatesQuery, useGetOrganizationsQuery } from '../api/platform-api';
import { FixErrors, FormError } from '@/components/record/form-parts';

/** ids ticked in a checkbox group */
function toggle(ids: number[], id: number, on: boolean) {
  return on ? [...ids, id] : ids.filter((x) => x !== id);
}

/**
 * /clone (master super admin; SPEC §2 "/clone is for cloning templates", §7 GET /get_module_templates, POST
 * /msa_module_templates_cloning): pick templates of a module from a source organisation and clone them into one or
 * more targets; the result says, per target, what was cloned and what was skipped as a duplicate name.
 */
export default function ClonePage() {
  const { t } = useTranslation('platform');
  const orgs = useGetOrganizationsQuery({ page: 1, sort: 'name', order: 'asc' });
  const [clone] = useCloneTemplatesMutation();
  const [results, setResults] = useState<CloneResult[] | null>(null);
  const schema = useMemo(() => cloneSchema(t), [t]);
  const { formik, focusRef } = useRecordForm<CloneInput>({
    enableReinitialize: false,
    initialValues: { source_organization_id: null, module: 'Audit', template_ids: [], target_organization_ids: [] },
    schema,
    onSubmit: async (values, helpers) => {
      setResults(null);
      const result = await clone(values);
      if ('error' in result && result.error) {
        const messages = refusedMessages(result.error);
        if (messages) helpers.setStatus(messages.join(' '));
        else toastApiError(result.error);
        return false;
      }
      helpers.setStatus(undefined);
      setResults(result.data.results);
      return true;
    },
  });
  const { values } = formik;
  const source = values.source_organization_id;
  const templates = useGetModuleTemplatesQuery({ organization_id: source ?? 0, module: values.module }, { skip: source == null });
  const organizations = orgs.data?.organizations ?? [];
  const targets = organizations.filter((o) => o.id !== source);
  const templatesError = fieldError(formik, 'template_ids');
  const targetsError = fieldError(formik, 'target_organization_ids');
  // a new source or module: what was ticked belongs to the old one
  const resetPicks = () => {
    void formik.setFieldValue('template_ids', [], false);
    void formik.setFieldValue('target_organization_ids', [], false);
  };

  return (
    <div className="module-page">
      <div className="module-head">
        <h1>{t('clone.title')}</h1>
      </div>
      <p>{t('clone.intro')}</p>
      <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={t('clone.title')}>
        <FixErrors formik={formik} text={t('form.fixErrors')} />
        {typeof formik.status === 'string' && <FormError text={formik.status} />}
        <div className="form-grid two">
          <SelectField
            formik={formik}
            name="source_organization_id"
            id="clone-source"
            label={t('clone.source')}
            required
            numeric
            placeholder={t('clone.choose')}
            options={organizations.map((o) => [String(o.id), o.name])}
            onValue={() => resetPicks()}
          />
          <SelectField formik={formik} name="module" id="clone-module" label={t('clone.module')} required options={CLONE_MODULES.map((m) => [m, t(`modules.${m}`)])} onValue={() => resetPicks()} />
        </div>
        <fieldset className="group" aria-describedby={templatesError ? 'clone-templates-error' : undefined}>
          <legend>{t('clone.templates')}</legend>
          {source == null ? (
            <p>{t('clone.pickSource')}</p>
          ) : templates.data?.templates.length ? (
            templates.data.templates.map((tpl) => (
              <div className="field-checkbox" key={tpl.id}>
                <input type="checkbox" id={`clone-tpl-${tpl.id}`} checked={values.template_ids.includes(tpl.id)} onChange={(e) => void formik.setFieldValue('template_ids', toggle(values.template_ids, tpl.id, e.target.checked))} />
                <label htmlFor={`clone-tpl-${tpl.id}`}>{tpl.name}</label>
              </div>
            ))
          ) : (
            <p>{templates.isFetching ? t('clone.loading') : t('clone.noTemplates')}</p>
          )}
          <ErrorText id="clone-templates-error" error={templatesError} />
        </fieldset>
        <fieldset className="group" aria-describedby={targetsError ? 'clone-targets-error' : undefined}>
          <legend>{t('clone.targets')}</legend>
          {targets.map((o) => (
            <div className="field-checkbox" key={o.id}>
              <input type="checkbox" id={`clone-target-${o.id}`} checked={values.target_organization_ids.includes(o.id)} onChange={(e) => void formik.setFieldValue('target_organization_ids', toggle(values.target_organization_ids, o.id, e.target.checked))} />
              <label htmlFor={`clone-target-${o.id}`}>{o.name}</label>
            </div>
          ))}
          <ErrorText id="clone-targets-error" error={targetsError} />
        </fieldset>
        <div className="form-actions">
          <Button type="submit" icon="pi pi-copy" label={t('clone.submit')} loading={formik.isSubmitting} />
        </div>
      </form>
      {results && (
        <section aria-labelledby="clone-results-title" aria-live="polite">
          <h2 id="clone-results-title">{t('clone.results')}</h2>
          <table className="p-datatable-table">
            <caption className="sr-only">{t('clone.results')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('clone.target')}</th>
                <th scope="col">{t('clone.cloned')}</th>
                <th scope="col">{t('clone.skipped')}</th>
              </tr>
            </thead>
            <tbody>
              {results.map((r) => (
                <tr key={r.organization_id}>
                  <th scope="row">{r.organization_name}</th>
                  <td>{r.cloned.length ? r.cloned.join(', ') : '—'}</td>
                  <td>{r.skipped.length ? r.skipped.join(', ') : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}

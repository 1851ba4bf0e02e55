import { useMemo } from 'react';
import type { QueryOf } from '@/lib/api/contract';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { refusedMessages } from '@/lib/api/refusal';
import { toastApiError } from '@/lib/api/notify-error';
import { showToast } from '@/lib/feedback/toast-service';
import { useDebounced } from '@/lib/hooks/use-debounced';
import { SelectField, TextField } from '@/components/form/fields';
import { useRecordForm } from '@/components/record/use-record-form';
import { Register, RegisterPage } from '@/components/list/register';
import { useListState } from '@/components/list/list-state';
import { BLOCK_KINDS, DOMAIN_LISTS, type BlockKind, type DomainList, type DomainRule } from '../model';
import { domainRuleSchema } from '../schemas/domain-rule-schema';
import { domainRuleKey } from '../schemas/rule-messages';
import { useAddDomainRuleMutation, useGetDomainRulesQuery, useRemoveDomainRuleMutation } from '../api/platform-api';

const FILTER_KEYS = ['list'] as const;
type Filters = Pick<QueryOf<'/domains_controls', 'get'>, 'list'>;
interface Values {
  domain: string;
  list: DomainList;
  kind: BlockKind | '';
}
const INITIAL: Values = { domain: '', list: 'block', kind: 'disposable' };

/**
 * /domains_control (master super admin): the platform's allow list (business domains a maintained list wrongly calls
 * free) and block list (extra free or disposable providers) that the sign-up business-email check honours at once.
 */
export default function DomainsPage() {
  const { t, i18n } = useTranslation('platform');
  const state = useListState<Filters>({ base: '/domains_control', filterKeys: FILTER_KEYS, defaultSort: 'domain', defaultOrder: 'asc' });
  const searched = useDebounced(state.search.trim());
  const query = useGetDomainRulesQuery({ list: state.filters.list, search: searched || undefined });
  const [add] = useAddDomainRuleMutation();
  const [remove] = useRemoveDomainRuleMutation();
  const rows = query.data?.domains ?? [];
  const schema = useMemo(() => domainRuleSchema(t), [t]);
  // no draft: one domain at a time; the list and kind chosen stay for the next
  const { formik, focusRef } = useRecordForm<Values>({
    initialValues: INITIAL,
    schema,
    onSubmit: async (values, helpers) => {
      const domain = values.domain.trim().toLowerCase();
      const result = await add({ domain, list: values.list, kind: values.list === 'block' ? (values.kind as BlockKind) : null });
      if ('error' in result && result.error) {
        const messages = refusedMessages(result.error);
        if (messages) helpers.setErrors({ domain: messages.map((m) => (domainRuleKey(m) ? t(domainRuleKey(m)!) : m)).join(' ') });
        else toastApiError(result.error);
        return false;
      }
      showToast({ severity: 'success', detail: t(`domains.added.${values.list}`, { domain }) });
      helpers.resetForm({ values: { ...values, domain: '' } });
      return true;
    },
  });
  const onRemove = async (rule: DomainRule) => {
    const result = await remove(rule.id);
    if ('error' in result && result.error) toastApiError(result.error);
    else showToast({ severity: 'success', detail: t('domains.removed', { domain: rule.domain }) });
  };

  return (
    <RegisterPage title={t('domains.title')} outlet={null} listPath="/domains_control">
      <p>{t('domains.intro')}</p>
      <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={t('domains.addTitle')}>
        <fieldset className="group">
          <legend>{t('domains.addTitle')}</legend>
          <div className="form-grid two">
            <TextField formik={formik} name="domain" id="domain-new" label={t('domains.domain')} required />
            <SelectField formik={formik} name="list" id="domain-list" label={t('domains.list')} required options={DOMAIN_LISTS.map((l) => [l, t(`domains.lists.${l}`)])} />
            {formik.values.list === 'block' && <SelectField formik={formik} name="kind" id="domain-kind" label={t('domains.kind')} required options={BLOCK_KINDS.map((k) => [k, t(`domains.kinds.${k}`)])} />}
          </div>
          <div className="form-actions">
            <Button type="submit" icon="pi pi-plus" label={t('domains.add')} loading={formik.isSubmitting} />
          </div>
        </fieldset>
      </form>
      <Register<DomainRule, Filters>
        idPrefix="domains"
        title={t('domains.title')}
        state={state}
        filtersLabel={t('domains.filters')}
        filters={[{ kind: 'select', key: 'list', id: 'list', label: t('domains.list'), options: DOMAIN_LISTS.map((l) => [l, t(`domains.lists.${l}`)]) }]}
        columns={[
          { header: t('domains.domain'), cell: (r) => r.domain },
          { header: t('domains.list'), cell: (r) => t(`domains.lists.${r.list}`) },
          { header: t('domains.kind'), cell: (r) => (r.kind ? t(`domains.kinds.${r.kind}`) : '—') },
          { header: t('domains.addedAt'), cell: (r) => new Date(r.created_at).toLocaleDateString(i18n.language) },
        ]}
        rows={rows}
        rowActions={(r) => <Button type="button" text severity="danger" icon="pi pi-trash" aria-label={t('domains.removeOne', { domain: r.domain })} onClick={() => void onRemove(r)} />}
        total={rows.length}
        perPage={Math.max(rows.length, 1)}
        query={query}
        caption={t('domains.caption', { count: rows.length })}
        loadFailed={t('domains.loadFailed')}
      />
    </RegisterPage>
  );
}

import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { setIn, type FormikErrors, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { answersSchema, useGetPermitTemplateVersionQuery } from '@/features/permit-templates/public';
import { askedFields, defaultWorkerProfile } from '@/features/worker-profile/public';
import { RecordEditor } from '@/components/record/record-editor';
import { refusalOnFields } from '@/lib/api/refusal';
import { useAbility } from '@/lib/ability/use-can';
import { showToast } from '@/lib/feedback/toast-service';
import { localizeServerMessage, toastApiError } from '@/lib/api/notify-error';
import { useAppSelector } from '@/lib/store/hooks';
import { useCreatePermitMutation, useGetPermitQuery, useGetRecentWorkersQuery, useSendPermitDraftMutation, useUpdatePermitMutation } from '../../api/permits-api';
import { canEdit, rightsOf, type PermitRight } from '../../model/status';
import { permitSchema } from '../../schemas/permit-schema';
import { failedGasTests } from '../../model/gas-gate';
import { PERMIT_RULE_FIELDS, permitRuleKey } from '../../schemas/rule-messages';
import type { PermitDetail } from '../../model/types';
import { usePermitFormLabels } from '../labels';
import { PermitForm, type PermitFormValues } from './permit-form';
import { askedDefinition } from './sections';
import { usePermitFormData } from './use-form-data';
import '../permits-form.css';

/**
 * New permit from a template (pinned to the template's latest published version) or edit of a draft / requested
 * permit (pinned to its own version). Saves as a draft, sends the draft to one user, or submits the request (a
 * low-risk template's permit comes back approved). A 422 lands on its fields; the typed values stay.
 */
export function PermitEditor({ templateId, permitId }: { templateId: number | null; permitId: number | null }) {
  const L = usePermitFormLabels();
  const { t, tp } = L;
  const { t: tt } = useTranslation('permitTemplates');
  const navigate = useNavigate();
  const can = useAbility();
  const user = useAppSelector((s) => s.session.user);
  const formData = usePermitFormData();
  const record = useGetPermitQuery(permitId ?? 0, { skip: !permitId });
  const template = templateId ? formData.data?.templates.find((x) => x.id === templateId) : undefined;
  const versionId = permitId ? (record.data?.permit_form_version_id ?? 0) : (template?.latest_version_id ?? 0);
  const version = useGetPermitTemplateVersionQuery(versionId, { skip: !versionId });
  const recent = useGetRecentWorkersQuery();
  const [create] = useCreatePermitMutation();
  const [update] = useUpdatePermitMutation();
  const [send] = useSendPermitDraftMutation();
  const definition = version.data?.definition;
  const workerFields = askedFields(formData.data?.worker_profile ?? defaultWorkerProfile());

  const schemaFor = useCallback(
    (intent: 'draft' | 'submit') => {
      const base = permitSchema((k) => tp(k), { intent, definition: definition ?? null, workerFields, answersT: (k, p) => tt(k, p ?? {}) });
      // the form shows each answer's message on its question (the schema's own check puts them all on `answers`)
      if (intent !== 'submit' || !definition) return base;
      const asked = askedDefinition(definition);
      // the gas-test gate on the failed question itself (model/gas-gate.ts): a failed latest test blocks the request
      const answers = answersSchema(asked, (k, p) => tt(k, p ?? {})).test('gas-gate', function (v) {
        const failed = failedGasTests(asked, (v ?? {}) as Record<string, unknown>);
        return failed.length ? this.createError({ path: `${this.path}.${failed[0].key}`, message: tp('validation.gasTestFailed') }) : true;
      });
      return base.shape({ answers });
    },
    [definition, tp, tt, workerFields],
  );

  const failed = formData.isError ? t('form.loadFailed') : templateId && formData.data && !template ? t('form.templateUnavailable') : version.isError ? t('form.loadFailed') : null;
  const actor = { id: user?.id ?? 0, rights: rightsOf((r: PermitRight) => can(r as never, 'Permit')), is_admin: user?.is_admin };

  /**
   * A 422 onto its fields (rule keys of permit-schema / rule-messages); what no field takes (a cancelled subscription,
   * the free plan, an inactive template) is toasted in the user's language. True when the refusal has been shown.
   */
  const onFields = (error: unknown, helpers: FormikHelpers<PermitFormValues>) => {
    const other: string[] = [];
    const placed = refusalOnFields(
      error,
      (messages) => {
        let fields: FormikErrors<PermitFormValues> = {};
        for (const m of messages) {
          const key = permitRuleKey(m);
          const path = key ? PERMIT_RULE_FIELDS[key] : undefined;
          if (key && path) fields = setIn(fields, path, tp(key));
          else other.push(key ? tp(key) : localizeServerMessage(m));
        }
        return { fields, other };
      },
      helpers.setErrors,
    );
    if (!placed && other.length) showToast({ severity: 'error', detail: other.join(' ') });
    return placed || other.length > 0;
  };

  return (
    <RecordEditor<PermitDetail>
      t={t}
      id={permitId}
      subject="Permit"
      titleId="permit-form-title"
      titleLevel={1}
      record={record}
      pending={{ loading: formData.isLoading || (!!versionId && version.isLoading) || (!!permitId && record.isLoading), failed }}
      locked={(p) => (canEdit(p, actor) ? null : t('form.locked', { number: p.number }))}
      summaryPath={(saved) => `/permit/${saved}/summary`}
    >
      {({ record: permit, submit }) =>
        definition &&
        formData.data && (
          <PermitForm
            key={permitId ?? `new-${templateId}`}
            record={permit}
            definition={definition}
            versionId={versionId}
            versionNumber={version.data!.number}
            permitType={permit?.permit_type ?? template?.permit_type ?? null}
            sites={formData.data.sites}
            users={formData.data.users}
            workerFields={workerFields}
            recentWorkers={recent.data?.workers ?? []}
            schemaFor={schemaFor}
            draftKey={permitId ? `permit:edit:${permitId}` : `permit:new:${templateId}`}
            L={L}
            onCancel={() => navigate(permitId ? `/permit/${permitId}/summary` : '/permits')}
            onSubmit={async (input, mode, helpers, sendTo) => {
              const body = { permit: input, submit: mode === 'submit' };
              const result = permitId ? await update({ id: permitId, ...body }) : await create(body);
              if ('error' in result && result.error) {
                if (onFields(result.error, helpers)) return false;
                return submit(result);
              }
              const saved = result.data!;
              if (mode === 'send' && sendTo) {
                const shared = await send({ id: saved.id, shared_to_id: sendTo });
                if ('error' in shared && shared.error) {
                  toastApiError(shared.error);
                  // the draft is saved: carry on from its own edit page
                  if (!permitId) navigate(`/permit-form-questions/edit/${saved.id}`, { replace: true });
                  return true;
                }
                showToast({ severity: 'success', detail: t('form.sent', { number: saved.number, name: formData.data?.users.find((u) => u.id === sendTo)?.full_name ?? '' }) });
                navigate(`/permit/${saved.id}/summary`);
                return true;
              }
              if (mode === 'submit' && saved.status !== 'requested' && saved.status !== 'draft') {
                showToast({ severity: 'success', detail: t('form.autoApproved', { number: saved.number }) });
                navigate(`/permit/${saved.id}/summary`);
                return true;
              }
              return submit({ data: saved });
            }}
          />
        )
      }
    </RecordEditor>
  );
}

import { useAbility } from '@/lib/ability/use-can';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRecordForm } from '@/components/record/use-record-form';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { showToast } from '@/lib/feedback/toast-service';
import { DataTable } from '@/components/data/data-table';
import { apiErrorMessage } from '@/lib/api/notify-error';
import type { RootCauseSetting } from '../../model';
import { rootCauseSettingSchema, wouldCreateCycle } from '../../schemas/incident-schemas';
import { useCreateRootCauseSettingMutation, useUpdateRootCauseSettingMutation } from '../../api/incidents-api';
import { TextField } from '@/components/form/fields';
import { useInvestigationLabels } from '../investigation/labels';
import { buildTree, flatten, pathOf } from '../../model/root-cause-tree';
import { SubmitCancel } from '@/components/record/form-parts';

interface Props {
  /** null = the top categories */
  parentId: number | null;
  /** the categories shown (children of parentId) */
  items: RootCauseSetting[];
  /** the whole flat tree (child counts, move targets, sibling names) */
  all: RootCauseSetting[];
  /** headings / captions */
  title: string;
}

/** A level of the root-cause tree: add, rename, move (sub-levels) and (de)activate, with the server's 422 messages. */
export function CategoryManager({ parentId, items, all, title }: Props) {
  const can = useAbility();
  const L = useInvestigationLabels();
  const { t } = L;
  const [editing, setEditing] = useState<RootCauseSetting | null>(null);
  const [update] = useUpdateRootCauseSettingMutation();
  const [rowError, setRowError] = useState<string | null>(null);
  const canCreate = can('create', 'RC Master');
  const canUpdate = can('update', 'RC Master');
  const sorted = [...items].sort((a, b) => a.name.localeCompare(b.name));
  const childCount = (id: number) => all.filter((s) => s.parent_id === id).length;

  const toggle = async (s: RootCauseSetting) => {
    setRowError(null);
    const result = await update({ id: s.id, active: !s.active });
    if ('error' in result && result.error) return setRowError(apiErrorMessage(result.error));
    showToast({ severity: 'success', detail: s.active ? t('rc.deactivated', { name: s.name }) : t('rc.activated', { name: s.name }) });
  };

  return (
    <div>
      {canCreate && <AddForm parentId={parentId} siblings={items.map((s) => s.name)} />}
      {rowError && <Message severity="error" text={rowError} role="alert" style={{ width: '100%', margin: '0.5rem 0' }} />}
      {sorted.length === 0 ? (
        <p>{t('rc.empty')}</p>
      ) : (
        <DataTable caption={title} columns={[t('rc.name'), t('rc.children'), t('rc.status'), ...(canUpdate ? [t('rc.rowActions')] : [])]}>
          {sorted.map((s) => (
            <tr key={s.id}>
              <td>
                <Link to={`/whyanalysis/${s.id}/list`}>{s.name}</Link>
              </td>
              <td>{childCount(s.id)}</td>
              <td>
                <span className={`badge badge-${s.active ? 'active' : 'inactive'}`}>{s.active ? t('rc.active') : t('rc.inactive')}</span>
              </td>
              {canUpdate && (
                <td>
                  <div className="form-actions" style={{ marginTop: 0 }}>
                    <Button type="button" size="small" outlined label={parentId === null ? t('rc.rename') : t('rc.renameMove')} aria-label={t('rc.editOne', { name: s.name })} onClick={() => setEditing(s)} />
                    <Button
                      type="button"
                      size="small"
                      outlined
                      severity={s.active ? 'danger' : undefined}
                      label={s.active ? t('rc.deactivate') : t('rc.activate')}
                      aria-label={s.active ? t('rc.deactivateOne', { name: s.name }) : t('rc.activateOne', { name: s.name })}
                      onClick={() => void toggle(s)}
                    />
                  </div>
                </td>
              )}
            </tr>
          ))}
        </DataTable>
      )}
      <Dialog header={editing ? t('rc.editTitle', { name: editing.name }) : ''} visible={!!editing} onHide={() => setEditing(null)} style={{ width: 'min(560px, 96vw)' }}>
        {editing && <EditForm setting={editing} all={all} allowMove={parentId !== null} onDone={() => setEditing(null)} />}
      </Dialog>
    </div>
  );
}

function AddForm({ parentId, siblings }: { parentId: number | null; siblings: string[] }) {
  const { t } = useInvestigationLabels();
  const { t: rules } = useTranslation('incidentRules');
  const [create] = useCreateRootCauseSettingMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const { formik, focusRef } = useRecordForm({
    initialValues: { name: '' },
    schema: useMemo(() => rootCauseSettingSchema(rules, { siblings }), [rules, siblings]),
    onSubmit: async (values, helpers) => {
      setServerError(null);
      const result = await create({ name: values.name.trim(), parent_id: parentId });
      if ('error' in result && result.error) {
        setServerError(apiErrorMessage(result.error));
        return false;
      }
      showToast({ severity: 'success', detail: t('rc.added', { name: result.data.name }) });
      helpers.resetForm();
      return true;
    },
  });
  const id = `rc-add-${parentId ?? 'top'}`;
  return (
    <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={parentId === null ? t('rc.addTop') : t('rc.addChild')} className="inv-add">
      <TextField formik={formik} name="name" id={id} label={parentId === null ? t('rc.newTopName') : t('rc.newChildName')} required />
      <div className="field">
        <Button type="submit" icon="pi pi-plus" label={parentId === null ? t('rc.addTop') : t('rc.addChild')} loading={formik.isSubmitting} />
      </div>
      {serverError && <Message severity="error" text={serverError} role="alert" style={{ width: '100%' }} />}
    </form>
  );
}

function EditForm({ setting, all, allowMove, onDone }: { setting: RootCauseSetting; all: RootCauseSetting[]; allowMove: boolean; onDone(): void }) {
  const { t } = useInvestigationLabels();
  const { t: rules } = useTranslation('incidentRules');
  const [update] = useUpdateRootCauseSettingMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  // where it may move: any category that is not itself or below it
  const targets = useMemo(() => flatten(buildTree(all)).filter((n) => !wouldCreateCycle(all, setting.id, n.id)), [all, setting.id]);
  const { formik, focusRef } = useRecordForm<{ name: string; parent_id: number | null }>({
    initialValues: { name: setting.name, parent_id: setting.parent_id },
    enableReinitialize: false,
    validate: async (values) => {
      const siblings = all.filter((s) => s.parent_id === values.parent_id && s.id !== setting.id).map((s) => s.name);
      try {
        await rootCauseSettingSchema(rules, { siblings }).validate(values);
        return wouldCreateCycle(all, setting.id, values.parent_id) ? { parent_id: rules('validation.rcCycle') } : {};
      } catch (e) {
        return { name: (e as Error).message };
      }
    },
    onSubmit: async (values) => {
      setServerError(null);
      const body = { id: setting.id, name: values.name.trim(), ...(allowMove ? { parent_id: values.parent_id } : {}) };
      const result = await update(body);
      if ('error' in result && result.error) {
        setServerError(apiErrorMessage(result.error));
        return false;
      }
      showToast({ severity: 'success', detail: t('rc.saved', { name: result.data.name }) });
      onDone();
      return true;
    },
  });
  const parentError = typeof formik.errors.parent_id === 'string' && formik.submitCount > 0 ? formik.errors.parent_id : null;
  return (
    <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={t('rc.editTitle', { name: setting.name })} className="inv-page">
      {serverError && <Message severity="error" text={serverError} role="alert" style={{ width: '100%' }} />}
      <TextField formik={formik} name="name" id={`rc-edit-${setting.id}-name`} label={t('rc.name')} required />
      {allowMove && (
        <div className="field">
          <label htmlFor={`rc-edit-${setting.id}-parent`}>{t('rc.parent')}</label>
          <select
            id={`rc-edit-${setting.id}-parent`}
            className="native-input"
            value={formik.values.parent_id == null ? '' : String(formik.values.parent_id)}
            onChange={(e) => void formik.setFieldValue('parent_id', e.target.value ? Number(e.target.value) : null)}
            aria-invalid={!!parentError}
            aria-describedby={parentError ? `rc-edit-${setting.id}-parent-error` : undefined}
          >
            <option value="">{t('rc.topLevel')}</option>
            {targets.map((n) => (
              <option key={n.id} value={n.id}>
                {pathOf(all, n.id).join(' › ')}
              </option>
            ))}
          </select>
          {parentError && (
            <small id={`rc-edit-${setting.id}-parent-error`} className="field-error">
              {parentError}
            </small>
          )}
        </div>
      )}
      <SubmitCancel submit={t('rc.save')} cancel={t('form.cancel')} submitting={formik.isSubmitting} onCancel={onDone} />
    </form>
  );
}

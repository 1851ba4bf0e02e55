import { useMemo, useRef, useState } from 'react';
import type { FormikHelpers } from 'formik';
import { Button } from 'primereact/button';
import { TextField } from '@/components/form/fields';
import { useRecordForm } from '@/components/record/use-record-form';
import { DraftNotice } from '@/lib/drafts/draft-notice';
import { allRights, isFullAccess, normalizeActions, type RoleInput, type RoleRecord } from '../model';
import { roleSchema } from '../schemas/role-schema';
import { PermissionMatrix } from './permission-matrix';
import { RolePreview } from './role-preview';
import { useRoleLabels } from './labels';
import { FixErrors } from '@/components/record/form-parts';

export type RoleFormValues = RoleInput;

const initial = (record?: RoleRecord): RoleFormValues => ({ name: record?.name ?? '', role_actions_attributes: normalizeActions(record?.role_actions_attributes) });

export const toRoleInput = (v: RoleFormValues): RoleInput => ({ name: v.name.trim(), role_actions_attributes: normalizeActions(v.role_actions_attributes) });

interface Props {
  record?: RoleRecord;
  draftKey: string;
  /** saves; false when refused (the form keeps what was typed; field errors were set through `helpers`) */
  onSubmit(values: RoleInput, helpers: FormikHelpers<RoleFormValues>): Promise<boolean>;
  onCancel(): void;
  /** shown after the save buttons (the delete button) */
  extraActions?: React.ReactNode;
}

/**
 * The role form (SPEC §3 "Role", §6): the name (required, 2–50 characters, unique in the organisation; a system
 * role keeps its name), "grant admin access" (every right on every module) and the role × module × right matrix,
 * with the "view as this role" preview of what is ticked.
 */
export function RoleForm({ record, draftKey, onSubmit, onCancel, extraActions }: Props) {
  const { t } = useRoleLabels();
  const initialValues = useMemo(() => initial(record), [record]);
  const schema = useMemo(() => roleSchema(t), [t]);
  const { formik, focusRef, draft } = useRecordForm<RoleFormValues>({ initialValues, schema, draftKey, onSubmit: (values, helpers) => onSubmit(toRoleInput(values), helpers) });
  const idp = record ? `role-edit-${record.id}` : 'role-new';
  const actions = formik.values.role_actions_attributes;
  const [admin, setAdmin] = useState(() => isFullAccess(initialValues.role_actions_attributes));
  /** the matrix as it was before admin access was granted (restored when it is taken back) */
  const before = useRef(actions);
  const setActions = (next: typeof actions) => void formik.setFieldValue('role_actions_attributes', next);
  const toggleAdmin = (on: boolean) => {
    setAdmin(on);
    if (on) {
      before.current = actions;
      setActions(allRights());
    } else if (!isFullAccess(before.current)) setActions(before.current);
  };

  return (
    <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={record ? t('form.editTitle', { number: record.name }) : t('form.newTitle')}>
      <DraftNotice draft={draft} />
      <FixErrors formik={formik} text={t('form.fixErrors')} />
      <TextField formik={formik} name="name" id={`${idp}-name`} label={t('fields.name')} required disabled={record?.system} />
      {record?.system && <p className="hint">{t('form.systemName')}</p>}
      <fieldset className="group">
        <legend>{t('form.rights')}</legend>
        <label className="role-admin-toggle" htmlFor={`${idp}-admin`}>
          <input id={`${idp}-admin`} type="checkbox" checked={admin} onChange={(e) => toggleAdmin(e.target.checked)} aria-describedby={`${idp}-admin-hint`} />
          {t('form.grantAdmin')}
        </label>
        <p id={`${idp}-admin-hint`} className="hint">
          {t('form.grantAdminHint')}
        </p>
        <PermissionMatrix idp={idp} actions={actions} onChange={setActions} disabled={admin} />
      </fieldset>
      <div className="form-actions">
        <Button type="submit" label={record ? t('form.saveChanges') : t('form.create')} icon="pi pi-check" loading={formik.isSubmitting} />
        <Button type="button" outlined label={t('form.cancel')} onClick={onCancel} />
        {extraActions}
      </div>
      <div className="role-page-parts">
        <RolePreview actions={actions} roleName={formik.values.name.trim()} />
      </div>
    </form>
  );
}

import { useMemo } from 'react';
import { useFormik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { AGE_RANGES, BODY_PARTS, GENDERS, TREATMENTS, VICTIM_TYPES, type BodyPart, type VictimInput } from '../../model';
import { victimSchema } from '../../schemas/incident-schemas';
import { useIncidentLabels } from '../register/labels';
import { SelectField, TextField } from '@/components/form/fields';

export const emptyVictim = (): VictimInput => ({
  type: '' as VictimInput['type'],
  name: '',
  gender: '' as VictimInput['gender'],
  employee_id: '',
  age_range: '',
  body_parts: [],
  injury_details: '',
  taken_to_hospital: false,
  treatment: '',
  return_to_work_date: null,
});

interface Props {
  /** the victim being edited, or null to add one */
  victim: VictimInput | null;
  /** the incident's date and time (the return-to-work date may not be before it) */
  occurredAt: string;
  onSave(victim: VictimInput): void;
  onClose(): void;
}

/** The add / edit victim dialog, bound to the `victim/new` and `victim/edit/:victimId` child routes. */
export function VictimDialog({ victim, occurredAt, onSave, onClose }: Props) {
  const L = useIncidentLabels();
  const { t } = L;
  const { t: tr } = useTranslation('incidentRules');
  const schema = useMemo(() => victimSchema(tr, occurredAt), [tr, occurredAt]);
  const formik = useFormik<VictimInput>({
    initialValues: victim ?? emptyVictim(),
    validationSchema: schema,
    onSubmit: (values) => onSave({ ...values, name: values.name.trim(), return_to_work_date: values.return_to_work_date || null }),
  });
  const toggleBodyPart = (part: BodyPart, on: boolean) => {
    const current = formik.values.body_parts;
    void formik.setFieldValue('body_parts', on ? [...current, part] : current.filter((p) => p !== part));
  };
  const title = victim ? t('victim.editTitle') : t('victim.addTitle');
  return (
    <Dialog header={title} visible onHide={onClose} style={{ width: 'min(720px, 96vw)' }} modal>
      <form onSubmit={formik.handleSubmit} noValidate aria-label={title}>
        <div className="form-grid two">
          <SelectField formik={formik} name="type" id="victim-type" label={t('victim.type')} required options={VICTIM_TYPES.map((v) => [v, L.victimType(v)])} placeholder={t('form.choose')} />
          <TextField formik={formik} name="name" id="victim-name" label={t('victim.name')} required />
          <SelectField formik={formik} name="gender" id="victim-gender" label={t('victim.gender')} required options={GENDERS.map((v) => [v, L.gender(v)])} placeholder={t('form.choose')} />
          <TextField formik={formik} name="employee_id" id="victim-employee" label={t('fields.employeeId')} />
          <SelectField formik={formik} name="age_range" id="victim-age" label={t('victim.ageRange')} options={AGE_RANGES.map((v) => [v, L.ageRange(v)])} placeholder={t('form.choose')} />
          <SelectField formik={formik} name="treatment" id="victim-treatment" label={t('fields.treatment')} options={TREATMENTS.map((v) => [v, L.treatment(v)])} placeholder={t('form.choose')} />
        </div>
        <fieldset className="group">
          <legend>{t('fields.bodyParts')}</legend>
          <div className="radio-row">
            {BODY_PARTS.map((p) => (
              <label key={p}>
                <input type="checkbox" checked={formik.values.body_parts.includes(p)} onChange={(e) => toggleBodyPart(p, e.target.checked)} />
                {L.bodyPart(p)}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField formik={formik} name="injury_details" id="victim-injury" label={t('fields.injuryDetails')} multiline />
        <div className="form-grid two">
          <div className="field" style={{ flexDirection: 'row', gap: '0.5rem', alignItems: 'center' }}>
            <input id="victim-hospital" type="checkbox" checked={formik.values.taken_to_hospital} onChange={(e) => void formik.setFieldValue('taken_to_hospital', e.target.checked)} />
            <label htmlFor="victim-hospital" style={{ fontWeight: 400 }}>
              {t('fields.takenToHospital')}
            </label>
          </div>
          <TextField formik={formik} name="return_to_work_date" id="victim-return" label={t('fields.returnToWork')} type="date" />
        </div>
        <div className="form-actions">
          <Button type="submit" icon="pi pi-check" label={t('victim.save')} />
          <Button type="button" outlined label={t('form.cancel')} onClick={onClose} />
        </div>
      </form>
    </Dialog>
  );
}

import * as yup from 'yup';

type T = (key: string) => string;

/** SPEC §5: control, responsible person, due date and type are required; completing needs proof. */
export function actionSchema(t: T) {
  return yup.object({
    type: yup.string().required(t('validation.typeRequired')),
    description: yup.string().trim().required(t('validation.descriptionRequired')).max(2000, t('validation.tooLong')),
    category: yup.string(),
    control_type: yup.string().required(t('validation.controlRequired')),
    risk_level: yup.string(),
    responsible_user_id: yup.number().nullable().required(t('validation.responsibleRequired')),
    assigned_to_id: yup.number().nullable(),
    due_date: yup.string().required(t('validation.dueDateRequired')),
    status: yup.string().required(),
    remarks: yup.string().max(2000, t('validation.tooLong')),
    site_id: yup.number().nullable(),
    area_id: yup.number().nullable(),
    completion_proof: yup
      .array()
      .when('status', ([status], s) => (status === 'completed' || status === 'closed' ? s.min(1, t('validation.proofRequired')) : s)),
  });
}

import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileField } from '@/lib/files/file-field';
import { IMAGE_TYPES } from '@/lib/files/validate-upload';
import { useRecordForm } from '@/components/record/use-record-form';
import { DraftNotice } from '@/lib/drafts/draft-notice';
import type { Lesson } from '../../model';
import type { LessonInput } from '../../api/incidents-api';
import { lessonSchema } from '../../schemas/incident-schemas';
import { TextField } from '@/components/form/fields';
import { useInvestigationLabels } from '../investigation/labels';
import { FixErrors, FormError, SubmitCancel } from '@/components/record/form-parts';

export type LessonValues = Omit<LessonInput, 'incident_id'>;

/** title, lesson text, incident images and action images (shared upload validator), publish */
export function LessonForm({ incidentId, lesson, onSubmit, onCancel }: { incidentId: number; lesson?: Lesson; onSubmit(values: LessonValues): Promise<string | null>; onCancel(): void }) {
  const { t } = useInvestigationLabels();
  const { t: rules } = useTranslation('incidentRules');
  const [serverError, setServerError] = useState<string | null>(null);
  const initialValues = useMemo<LessonValues>(
    () => ({
      title: lesson?.title ?? '',
      lesson: lesson?.lesson ?? '',
      incident_images: lesson?.incident_images ?? [],
      inc_act_images: lesson?.inc_act_images ?? [],
      published: lesson?.published ?? false,
    }),
    [lesson],
  );
  const { formik, focusRef, draft } = useRecordForm<LessonValues>({
    initialValues,
    enableReinitialize: false,
    schema: useMemo(() => lessonSchema(rules), [rules]),
    draftKey: lesson ? `lesson:edit:${lesson.id}` : `lesson:new:${incidentId}`,
    onSubmit: async (values) => {
      setServerError(null);
      const error = await onSubmit({ ...values, title: values.title.trim() });
      setServerError(error);
      return !error;
    },
  });
  return (
    <form ref={focusRef} onSubmit={formik.handleSubmit} noValidate aria-label={lesson ? t('lessons.editTitle') : t('lessons.newTitle')}>
      <DraftNotice draft={draft} />
      <FixErrors formik={formik} text={t('form.fixErrors')} />
      {serverError && <FormError text={serverError} />}
      <TextField formik={formik} name="title" id="lesson-title" label={t('lessons.titleField')} required />
      <TextField formik={formik} name="lesson" id="lesson-text" label={t('lessons.lessonField')} required multiline />
      {(
        [
          ['incident_images', 'lesson-incident-images', t('lessons.incidentImages')],
          ['inc_act_images', 'lesson-action-images', t('lessons.actionImages')],
        ] as const
      ).map(([name, id, label]) => (
        <FileField
          key={name}
          id={id}
          label={label}
          hint={t('lessons.imagesHint')}
          multiple
          maxFiles={10}
          accept="image/jpeg,image/png,image/gif"
          allowedTypes={IMAGE_TYPES}
          value={formik.values[name]}
          onChange={(next) => void formik.setFieldValue(name, next)}
        />
      ))}
      <div className="field">
        <label className="check" htmlFor="lesson-published">
          <input id="lesson-published" type="checkbox" checked={formik.values.published} onChange={(e) => void formik.setFieldValue('published', e.target.checked)} />
          {t('lessons.publish')}
        </label>
      </div>
      <SubmitCancel submit={lesson ? t('lessons.saveChanges') : t('lessons.save')} cancel={t('form.cancel')} submitting={formik.isSubmitting} onCancel={onCancel} />
    </form>
  );
}

import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { RecordEditor } from '@/components/record/record-editor';
import { named } from '../components/server-errors';
import type { EnvironmentCategoryRecord } from '../model';
import { useCreateEnvironmentCategoryMutation, useGetEnvironmentCategoriesQuery, useUpdateEnvironmentCategoryMutation } from '../api/categories-api';
import { EnvironmentCategoryForm } from '../components/environment-category-form';

/**
 * Children 'new' and 'edit/:id' of /environment_categories (admin only; an admin holds every right, Category
 * included, which RecordEditor checks). SPEC §7 has no GET of one record: the edited one comes from the list.
 * After a save the list reloads (its tag is invalidated) and the editor returns to it.
 */
export default function EnvironmentCategoryFormPage() {
  const { t } = useTranslation('categories', { keyPrefix: 'env' });
  const { id } = useParams();
  const navigate = useNavigate();
  const editId = id ? Number(id) : null;
  const list = useGetEnvironmentCategoriesQuery();
  const found = editId ? list.data?.find((e) => e.id === editId) : undefined;
  const data = found ? { ...found, number: found.name } : undefined;
  const [create] = useCreateEnvironmentCategoryMutation();
  const [update] = useUpdateEnvironmentCategoryMutation();
  const taken = (list.data ?? []).filter((e) => e.id !== editId).map((e) => e.name);

  return (
    <RecordEditor<EnvironmentCategoryRecord & { number: string }>
      t={t}
      id={editId}
      subject="Category"
      titleId="env-form-title"
      record={{ data, isLoading: list.isLoading }}
      pending={{ loading: list.isLoading, failed: null }}
      summaryPath={() => '/environment_categories'}
    >
      {({ record, submit }) => (
        <EnvironmentCategoryForm
          key={editId ?? 'new'}
          record={record}
          takenNames={taken}
          draftKey={editId ? `environment-category:edit:${editId}` : 'environment-category:new'}
          onCancel={() => navigate('/environment_categories')}
          onSubmit={async (values) => {
            const result = editId ? await update({ id: editId, ...values }) : await create(values);
            return submit(named<EnvironmentCategoryRecord>(result)) ? null : result.error;
          }}
        />
      )}
    </RecordEditor>
  );
}

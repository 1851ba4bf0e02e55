import { useNavigate, useParams } from 'react-router-dom';
import { RecordEditor } from '@/components/record/record-editor';
import { named } from '../components/server-errors';
import { CATEGORY_TYPES, type CategoryRecord } from '../model';
import { useCreateCategoryMutation, useGetCategoryQuery, useGetCategoryTypesQuery, useUpdateCategoryMutation } from '../api/categories-api';
import { CategoryForm } from '../components/category-form';
import { useCategoryLabels } from '../components/labels';

/** Children 'new' and 'edit/:id' of /categories; a saved category opens its sub-categories (/categories/{id}). */
export default function CategoryFormPage() {
  const { t } = useCategoryLabels();
  const { id } = useParams();
  const navigate = useNavigate();
  const editId = id ? Number(id) : null;
  const types = useGetCategoryTypesQuery();
  const found = useGetCategoryQuery(editId ?? 0, { skip: !editId });
  // RecordEditor names a record by its `number`: a category's is its name
  const data = found.data ? { ...found.data, number: found.data.name } : undefined;
  const [create] = useCreateCategoryMutation();
  const [update] = useUpdateCategoryMutation();

  return (
    <RecordEditor<CategoryRecord & { number: string }>
      t={t}
      id={editId}
      subject="Category"
      titleId="cat-form-title"
      record={{ data, isLoading: found.isLoading }}
      pending={{ loading: types.isLoading, failed: null }}
      summaryPath={(saved) => `/categories/${saved}`}
    >
      {({ record, submit }) => (
        <CategoryForm
          key={editId ?? 'new'}
          record={record}
          types={types.data?.category_types ?? CATEGORY_TYPES}
          draftKey={editId ? `category:edit:${editId}` : 'category:new'}
          onCancel={() => navigate('/categories')}
          onSubmit={async (values) => {
            const result = editId ? await update({ id: editId, ...values }) : await create(values);
            return submit(named<CategoryRecord>(result)) ? null : result.error;
          }}
        />
      )}
    </RecordEditor>
  );
}

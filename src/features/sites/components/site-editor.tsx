import { refusalOnFields } from '@/lib/api/refusal';
import { useNavigate } from 'react-router-dom';
import { RecordEditor } from '@/components/record/record-editor';
import { useCreateSiteMutation, useGetSiteFormDataQuery, useGetSiteQuery, useUpdateSiteMutation } from '../api/sites-api';
import { siteFieldErrors } from '../schemas/rule-messages';
import { SiteForm } from './site-form';
import { useSiteLabels } from './labels';


/** Create (no id) or edit a site; a saved site opens in its editor, a 422 is shown on the fields it concerns. */
export function SiteEditor({ id }: { id: number | null }) {
  const { t } = useSiteLabels();
  const navigate = useNavigate();
  const formData = useGetSiteFormDataQuery();
  const record = useGetSiteQuery(id ?? 0, { skip: !id });
  const [create] = useCreateSiteMutation();
  const [update] = useUpdateSiteMutation();
  return (
    <RecordEditor t={t} id={id} subject="Site" titleId="site-form-title" record={record} pending={{ loading: formData.isLoading, failed: formData.data ? null : t('list.loadFailed') }} summaryPath={(saved) => `/sites/edit/${saved}`}>
      {({ record: site, submit }) =>
        formData.data && (
          <SiteForm
            key={id ?? 'new'}
            record={site}
            formData={formData.data}
            draftKey={id ? `site:edit:${id}` : 'site:new'}
            onCancel={() => navigate('/sites')}
            onSubmit={async (values, helpers) => {
              const result = id ? await update({ id, ...values }) : await create(values);
              // the refusal is shown on its fields (focus moves to the first); what was typed stays
              if (refusalOnFields(result.error, (messages) => siteFieldErrors(messages, t), helpers.setErrors)) return false;
              return submit(result);
            }}
          />
        )
      }
    </RecordEditor>
  );
}

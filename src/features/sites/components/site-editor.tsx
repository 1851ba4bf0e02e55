import { useNavigate } from 'react-router-dom';
import { RecordEditor } from '@/components/record/record-editor';
import { useCreateSiteMutation, useGetSiteFormDataQuery, useGetSiteQuery, useUpdateSiteMutation } from '../api/sites-api';
import { siteFieldErrors } from '../schemas/rule-messages';
import { SiteForm } from './site-form';
import { useSiteLabels } from './labels';

/** the server's `errors` list of a refused save (Rails-style 422), else null */
function refusedMessages(error: unknown): string[] | null {
  if (!error || typeof error !== 'object' || !('status' in error) || error.status !== 422) return null;
  const body = (error as { data?: { errors?: unknown } }).data;
  return Array.isArray(body?.errors) ? body.errors.filter((m): m is string => typeof m === 'string') : null;
}

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
              const messages = refusedMessages(result.error);
              if (messages) {
                const { fields, other } = siteFieldErrors(messages, t);
                if (Object.keys(fields).length > 0) {
                  // the refusal is shown on its fields (focus moves to the first); what typed stays
                  helpers.setErrors(fields);
                  if (other.length === 0) return false;
                }
              }
              return submit(result);
            }}
          />
        )
      }
    </RecordEditor>
  );
}

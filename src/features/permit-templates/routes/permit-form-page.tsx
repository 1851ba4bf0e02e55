import { Link, useParams } from 'react-router-dom';
import { Message } from 'primereact/message';
import { MissingRecord } from '@/components/feedback/missing-record';
import { useCan } from '@/lib/ability/use-can';
import { useGetPermitTemplateFormDataQuery, useGetPermitTemplateQuery } from '../api/permit-templates-api';
import { TemplateBuilder } from '../components/template-builder';
import { VersionsPanel } from '../components/versions-panel';
import { usePermitTemplateLabels } from '../components/labels';
import '../components/permit-templates.css';

/** /permit-forms/new and /permit-forms/{id}: the builder (read-only without Permit Form Setting update), its versions and diff. */
export default function PermitFormPage() {
  const { t } = usePermitTemplateLabels();
  const { id: raw } = useParams();
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const isNew = !raw || raw === 'new';
  const canEdit = useCan(isNew ? 'create' : 'update', 'Permit Form Setting');
  const formData = useGetPermitTemplateFormDataQuery();
  const record = useGetPermitTemplateQuery(id ?? 0, { skip: !id });
  const title = isNew ? t('builder.newTitle') : (record.data?.name ?? t('builder.title'));

  let body;
  if (!isNew && !id) body = <MissingRecord loading={false} text={t('builder.notFound')} />;
  else if (!isNew && !record.data) body = <MissingRecord loading={record.isLoading} text={t('builder.notFound')} query={record} />;
  else if (!formData.data) body = formData.isError ? <Message severity="error" text={t('list.loadFailed')} /> : <MissingRecord loading text="" />;
  else
    body = (
      <>
        {!canEdit && <Message severity="info" text={t('builder.readOnly')} />}
        <TemplateBuilder key={record.data?.id ?? 'new'} record={isNew ? undefined : record.data} formData={formData.data} canEdit={canEdit} />
        {!isNew && record.data && <VersionsPanel record={record.data} />}
      </>
    );

  return (
    <div className="module-page pt-page">
      <div className="module-head">
        <h1>{title}</h1>
        <div className="form-actions">
          <Link to="/permit-forms" className="p-button p-button-text">
            {t('builder.backToList')}
          </Link>
        </div>
      </div>
      {body}
    </div>
  );
}

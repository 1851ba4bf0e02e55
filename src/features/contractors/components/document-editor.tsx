import { useNavigate } from 'react-router-dom';
import type { TFunction } from 'i18next';
import { Message } from 'primereact/message';
import { refusalOnFields } from '@/lib/api/refusal';
import { AttachmentList } from '@/lib/files/file-field';
import { RecordEditor } from '@/components/record/record-editor';
import { useCreateDocumentMutation, useGetDocumentQuery, useUpdateDocumentMutation } from '../api/contractors-api';
import { contractorFieldErrors } from '../schemas/rule-messages';
import { DocumentForm } from './document-form';
import { ReviewPanel, ReviewTrailView } from './review-panel';
import { useContractorLabels } from './labels';

/** Add or edit (resubmit) a contractor document; an admin other than the submitter reviews it below. */
export function DocumentEditor({ contractorId, id }: { contractorId: number; id: number | null }) {
  const L = useContractorLabels();
  const { t } = L;
  const navigate = useNavigate();
  const record = useGetDocumentQuery({ contractorId, id: id ?? 0 }, { skip: !id });
  const [create] = useCreateDocumentMutation();
  const [update] = useUpdateDocumentMutation();
  const listPath = `/contractor/${contractorId}/documents`;
  const td = ((key: string, options?: Record<string, unknown>) => t(key.replace(/^form\./, 'documents.'), options as never)) as unknown as TFunction;
  return (
    <RecordEditor t={td} id={id} subject={null} titleId="document-form-title" record={record} summaryPath={(saved) => `${listPath}/edit/${saved}`}>
      {({ record: doc, submit }) => (
        <>
          {doc && <ReviewTrailView record={doc} status={doc.display_status} />}
          {doc && doc.validity !== 'valid' && doc.display_status !== 'rejected' && (
            <Message severity={doc.validity === 'expired' ? 'error' : 'warn'} text={t(`documents.${doc.validity}`, { date: L.date(doc.valid_until) })} style={{ width: '100%', marginBottom: '1rem' }} />
          )}
          {doc && <AttachmentList items={doc.files} label={t('fields.file')} />}
          <DocumentForm
            key={id ?? 'new'}
            record={doc}
            draftKey={`contractor-document:${contractorId}:${id ?? 'new'}`}
            onCancel={() => navigate(listPath)}
            onSubmit={async (values, helpers) => {
              const result = id ? await update({ contractorId, id, document: values }) : await create({ contractorId, ...values });
              if (refusalOnFields(result.error, (messages) => contractorFieldErrors(messages, t), helpers.setErrors)) return false;
              return submit(result);
            }}
          />
          {doc && <ReviewPanel record={doc} onReview={(review) => update({ contractorId, id: doc.id, review })} />}
        </>
      )}
    </RecordEditor>
  );
}

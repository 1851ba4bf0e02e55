import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useSelector } from 'react-redux';
import { MissingRecord } from '@/components/feedback/missing-record';
import { Badge } from '@/components/list/list-ui';
import { TitledSection } from '@/components/layout/titled-section';
import { useCan } from '@/lib/ability/use-can';
import { dataUrlBytes, safeDownloadName } from '@/lib/files/attachment';
import { showToast } from '@/lib/feedback/toast-service';
import type { RootState } from '@/lib/store/store';
import { useGetFoldersQuery, useGetLibraryContentQuery, useGetLibraryFileQuery, useGetLibraryFormDataQuery, useGetRemindersQuery, useSetFavoriteMutation, type LibraryContent } from '../api/library-api';
import { DeleteDialog, MoveDialog, type DeleteItem, type MoveItem } from '../components/folder-dialogs';
import { ReminderForm } from '../components/reminder-form';
import { REVIEW_BADGE, formatSize, libraryErrorText, useLibraryLabels } from '../components/labels';
import '../components/library.css';

/** the content as a Blob of `type` (null when it cannot be decoded) */
function blobOf(content: LibraryContent | undefined, type: string | null): Blob | null {
  if (!content || !type) return null;
  try {
    return new Blob([dataUrlBytes(content.data_url) as BlobPart], { type });
  } catch {
    return null;
  }
}

/**
 * An object URL of the content typed as `type` (the data URL itself where the runtime has none). The URL is revoked
 * when it is replaced or the page goes away (after a tick, so a development remount keeps it).
 */
function useObjectUrl(content: LibraryContent | undefined, type: string | null): string | null {
  const url = useMemo(() => {
    if (!content || !type) return null;
    if (typeof URL.createObjectURL !== 'function') return content.data_url;
    const blob = blobOf(content, type);
    return blob ? URL.createObjectURL(blob) : null;
  }, [content, type]);
  const previous = useRef<string | null>(null);
  const live = useRef(true);
  useEffect(() => {
    const old = previous.current;
    previous.current = url;
    if (old && old !== url && old.startsWith('blob:')) URL.revokeObjectURL(old);
  }, [url]);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      const last = previous.current;
      setTimeout(() => {
        if (!live.current && last?.startsWith('blob:')) URL.revokeObjectURL(last);
      }, 0);
    };
  }, []);
  return url;
}

/** /library/view/{id}: the document's details and document-control facts, an in-browser preview (images, PDF), the download, favourite, reminders. */
export default function LibraryViewPage() {
  const { id: raw } = useParams();
  const id = Number(raw);
  const L = useLibraryLabels();
  const { t } = L;
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const canUpdate = useCan('update', 'Library');
  const canDelete = useCan('delete', 'Library');
  const meId = useSelector((s: RootState) => s.session.user?.id ?? null);
  const file = useGetLibraryFileQuery(id);
  const content = useGetLibraryContentQuery(id, { skip: !file.data });
  const reminders = useGetRemindersQuery(id, { skip: !file.data });
  const formData = useGetLibraryFormDataQuery();
  const folders = useGetFoldersQuery();
  const [setFavorite, favoriting] = useSetFavoriteMutation();
  const [moving, setMoving] = useState<MoveItem>(null);
  const [deleting, setDeleting] = useState<DeleteItem>(null);
  const f = file.data;
  const previewable = f && (f.kind === 'image' || f.kind === 'pdf');
  const previewUrl = useObjectUrl(previewable ? content.data : undefined, f?.file.type ?? null);
  const downloadUrl = useObjectUrl(content.data, 'application/octet-stream');

  if (!f) return <MissingRecord loading={file.isLoading} text={t('summary.notFound')} query={file} />;

  const toggleFavorite = async () => {
    const result = await setFavorite({ id: f.id, favorite: !f.is_favorite });
    if ('error' in result && result.error) showToast({ severity: 'error', detail: libraryErrorText(result.error, t) });
  };

  return (
    <div className="module-page">
      <div className="module-head">
        <h1>{f.name}</h1>
        <div className="form-actions">
          <Button type="button" outlined icon={f.is_favorite ? 'pi pi-star-fill' : 'pi pi-star'} label={f.is_favorite ? t('favorite.remove') : t('favorite.add')} aria-pressed={f.is_favorite} loading={favoriting.isLoading} onClick={() => void toggleFavorite()} />
          {downloadUrl && (
            <a className="p-button p-button-outlined" href={downloadUrl} download={safeDownloadName(f.file.name, f.file.type)}>
              <i className="pi pi-download" aria-hidden="true" />
              &nbsp;{t('view.download')}
            </a>
          )}
          {canUpdate && (
            <Link className="p-button p-button-outlined" to={`/library/edit/${f.id}`}>
              <i className="pi pi-pencil" aria-hidden="true" />
              &nbsp;{t('view.edit')}
            </Link>
          )}
          {canUpdate && <Button type="button" outlined icon="pi pi-arrow-right" label={t('move.button')} onClick={() => setMoving({ kind: 'file', id: f.id, name: f.name, from: f.folder_id })} />}
          {canDelete && <Button type="button" outlined severity="danger" icon="pi pi-trash" label={t('delete.confirm')} onClick={() => setDeleting({ kind: 'file', id: f.id, name: f.name })} />}
        </div>
      </div>
      <p>
        <Link to={{ pathname: '/library', search: `?folder_id=${f.folder_id}` }}>{t('view.back', { name: f.folder_name })}</Link>
      </p>
      {f.review_state === 'overdue' && <Message severity="warn" text={t('view.reviewOverdue', { date: L.date(f.review_date) })} style={{ width: '100%', marginBottom: '1rem' }} />}
      <TitledSection id="library-details" title={t('view.details')} className="panel">
        <dl className="library-meta">
          <dt>{t('fields.folder')}</dt>
          <dd>{f.site_name ? `${f.folder_name} (${f.site_name})` : f.folder_name}</dd>
          <dt>{t('fields.version')}</dt>
          <dd>{t('fields.revisionN', { n: f.version })}</dd>
          <dt>{t('fields.reviewDate')}</dt>
          <dd>
            {f.review_date ? (
              <>
                {L.date(f.review_date)} <Badge kind={REVIEW_BADGE[f.review_state]}>{L.review(f.review_state)}</Badge>
              </>
            ) : (
              L.review('none')
            )}
          </dd>
          <dt>{t('fields.author')}</dt>
          <dd>{f.author || '—'}</dd>
          <dt>{t('fields.uploadedBy')}</dt>
          <dd>{f.uploaded_by_name || '—'}</dd>
          <dt>{t('fields.createdAt')}</dt>
          <dd>{L.dateTime(f.created_at)}</dd>
          <dt>{t('fields.updatedAt')}</dt>
          <dd>{f.updated_by_name ? t('view.modifiedBy', { date: L.dateTime(f.updated_at), name: f.updated_by_name }) : L.dateTime(f.updated_at)}</dd>
          <dt>{t('fields.file')}</dt>
          <dd>{`${f.file.name} · ${L.kind(f.kind)} · ${formatSize(f.file.size, i18n.language)}`}</dd>
          {f.description && (
            <>
              <dt>{t('fields.description')}</dt>
              <dd>{f.description}</dd>
            </>
          )}
        </dl>
      </TitledSection>
      <TitledSection id="library-preview" title={t('view.preview')} className="panel library-preview">
        {!previewable ? (
          <p>{t('view.noPreview')}</p>
        ) : content.isError ? (
          <Message severity="error" text={t('view.previewFailed')} />
        ) : !previewUrl ? (
          <p aria-busy="true">{t('view.loadingPreview')}</p>
        ) : f.kind === 'image' ? (
          <img src={previewUrl} alt={t('view.imageAlt', { name: f.name })} />
        ) : (
          <object data={previewUrl} type="application/pdf" aria-label={t('view.pdfTitle', { name: f.name })}>
            <p>{t('view.noPdfViewer')}</p>
          </object>
        )}
      </TitledSection>
      <TitledSection id="library-reminders" title={t('reminders.title')} className="panel">
        {reminders.data && reminders.data.length > 0 ? (
          <ul className="library-reminders" aria-label={t('reminders.list')}>
            {reminders.data.map((r) => (
              <li key={r.id}>
                <strong>{L.date(r.remind_on)}</strong> — {r.note}
                <br />
                <small>{t('reminders.forWhom', { names: r.user_names.join(', '), by: r.created_by_name })}</small>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('reminders.none')}</p>
        )}
        <ReminderForm fileId={f.id} users={formData.data?.users ?? []} meId={meId} />
      </TitledSection>
      <MoveDialog item={moving} folders={folders.data ?? []} onClose={() => setMoving(null)} />
      <DeleteDialog item={deleting} onClose={() => setDeleting(null)} onDeleted={() => navigate({ pathname: '/library', search: `?folder_id=${f.folder_id}` })} />
    </div>
  );
}

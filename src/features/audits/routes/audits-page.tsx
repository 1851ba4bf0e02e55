import { useMemo, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useCan } from '@/lib/ability/use-can';
import { todayIso } from '@/lib/forms/dates';
import { showToast } from '@/lib/feedback/toast-service';
import { toastApiError } from '@/lib/api/notify-error';
import { Badge } from '@/components/list/list-ui';
import { useListState } from '@/components/list/list-state';
import { AUDIT_LIST_TYPES, isAuditListType, type AuditListType, type StartAuditInput } from '../model';
import { startAuditSchema } from '../schemas/audit-schemas';
import { useGetAuditFormDataQuery, useGetAuditsQuery, useStartAuditMutation } from '../api/audits-api';
import { PeopleAndPlace } from '../components/people-and-place';
import { useAuditLabels, type AuditLabels } from '../components/labels';
import { LabelledControl, controlProps } from '@/components/form/labelled-control';
import { useRecordForm } from '@/components/record/use-record-form';
import { SchedulesView } from '../components/schedules-view';
import '@/components/list/module.css';
import '../components/audits.css';

const PER_PAGE = 25;

/** /audits/{type}: the audit lists (SPEC §2) and /audits/schedules; a numeric "type" is an audit: its summary opens. */
export default function AuditsPage() {
  const { type = 'all' } = useParams();
  const L = useAuditLabels();
  const { t } = L;
  const canCreate = useCan('create', 'Audit');
  const [starting, setStarting] = useState(false);
  if (/^\d+$/.test(type)) return <Navigate to={`/audits/${type}/summary`} replace />;
  const listType: AuditListType | 'schedules' = type === 'schedules' ? 'schedules' : isAuditListType(type) ? type : 'all';
  return (
    <div className="module-page">
      <div className="audit-head">
        <h1>{t('list.title')}</h1>
        {canCreate && listType !== 'schedules' && (
          <Button type="button" icon="pi pi-play" label={t('start.open')} aria-expanded={starting} aria-controls="audit-start" onClick={() => setStarting((v) => !v)} />
        )}
      </div>
      <nav aria-label={t('list.views')}>
        <ul className="audit-tabs">
          {[...AUDIT_LIST_TYPES, 'schedules' as const].map((v) => (
            <li key={v}>
              <Link to={`/audits/${v}`} aria-current={v === listType ? 'page' : undefined}>
                {t(`list.types.${v}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {starting && listType !== 'schedules' && <StartAudit L={L} onClose={() => setStarting(false)} />}
      {listType === 'schedules' ? <SchedulesView /> : <AuditList type={listType} L={L} />}
    </div>
  );
}

const NO_FILTERS = [] as const;

function AuditList({ type, L }: { type: AuditListType; L: AuditLabels }) {
  const { t } = L;
  // the page in the URL (`useListState`): back returns to the page before
  const { page, setPage } = useListState<object>({ base: useLocation().pathname.replace(/\/+$/, ''), filterKeys: NO_FILTERS, defaultSort: '' });
  const query = useGetAuditsQuery({ type, page });
  const rows = query.data?.audits ?? [];
  const total = query.data?.total_count ?? 0;
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  return (
    <>
      {query.isError && <Message severity="error" text={t('list.loadFailed')} />}
      {/* a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('list.caption', { count: total })}>
        <table className="data-table" aria-busy={query.isFetching}>
          <caption className="sr-only">{t('list.caption', { count: total })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('fields.number')}</th>
              <th scope="col">{t('fields.template')}</th>
              <th scope="col">{t('fields.site')}</th>
              <th scope="col">{t('fields.auditor')}</th>
              <th scope="col">{t('fields.dueDate')}</th>
              <th scope="col">{t('fields.status')}</th>
              <th scope="col">{t('fields.score')}</th>
            </tr>
          </thead>
          <tbody>
            {!query.isLoading && rows.length === 0 && (
              <tr>
                <td colSpan={7}>{t('list.empty')}</td>
              </tr>
            )}
            {rows.map((a) => (
              <tr key={a.id}>
                <td>
                  <Link to={`/audits/${a.id}/summary`}>{a.number}</Link>
                </td>
                <td>{a.template_name}</td>
                <td>{a.site_name}</td>
                <td>{a.auditor_name}</td>
                <td>{L.date(a.due_date)}</td>
                <td>
                  <Badge kind={a.display_status}>{L.status(a.display_status)}</Badge>
                </td>
                <td>{a.percent == null ? '–' : `${a.percent}%${a.passed === false ? ` (${t('score.failed')})` : ''}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav className="pager" aria-label={t('list.pages')}>
          <button type="button" className="p-button p-button-outlined p-button-sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('list.prev')}
          </button>
          <span aria-live="polite">{t('list.pageOf', { page, pages })}</span>
          <button type="button" className="p-button p-button-outlined p-button-sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('list.next')}
          </button>
        </nav>
      )}
    </>
  );
}

function StartAudit({ L, onClose }: { L: AuditLabels; onClose(): void }) {
  const { t } = L;
  const navigate = useNavigate();
  const data = useGetAuditFormDataQuery();
  const [start, state] = useStartAuditMutation();
  const [initialValues] = useState<StartAuditInput>(() => ({ template_id: null, site_id: null, auditor_id: null, auditee_id: null, due_date: todayIso() }));
  const schema = useMemo(() => startAuditSchema(t), [t]);
  // a panel that leaves for the audit once started: no draft
  const { formik, focusRef } = useRecordForm<StartAuditInput>({
    initialValues,
    schema,
    onSubmit: async (values) => {
      const result = await start(values);
      if ('error' in result && result.error) {
        toastApiError(result.error);
        return false;
      }
      showToast({ severity: 'success', detail: t('start.started', { number: result.data.number }) });
      navigate(`/audits/${result.data.id}/audit/0`);
      return true;
    },
  });
  const { values } = formik;
  // the messages show once a start was tried, as before
  const errors = (formik.submitCount > 0 ? formik.errors : {}) as Record<string, string>;
  const setValue = (k: string, v: unknown) => void formik.setFieldValue(k, v);
  return (
    <form id="audit-start" ref={focusRef} className="panel" noValidate onSubmit={formik.handleSubmit} aria-labelledby="audit-start-title">
      <h2 id="audit-start-title">{t('start.title')}</h2>
      {data.data && (
        <div className="audit-row">
          <PeopleAndPlace L={L} data={data.data} values={values} errors={errors} idp="start" set={setValue} />
          <LabelledControl className="audit-field" id="start-due" label={t('fields.dueDate')} error={errors.due_date} required>
            <input type="date" {...controlProps('start-due', errors.due_date)} className="native-input" value={values.due_date} onChange={(e) => setValue('due_date', e.target.value)} />
          </LabelledControl>
        </div>
      )}
      <div className="audit-pager">
        <Button type="button" outlined label={t('form.cancel')} onClick={onClose} />
        <Button type="submit" label={t('start.submit')} loading={state.isLoading} />
      </div>
    </form>
  );
}

import { Link } from 'react-router-dom';
import { Message } from 'primereact/message';
import { useCan } from '@/lib/ability/use-can';
import { Button } from 'primereact/button';
import { useNavigate } from 'react-router-dom';
import { showToast } from '@/lib/feedback/toast-service';
import { toastApiError } from '@/lib/api/notify-error';
import { useGetAuditStartersQuery, useGetAuditTemplatesQuery, useImportAuditStarterMutation } from '../api/audits-api';
import { useAuditLabels } from '../components/labels';
import '@/components/list/module.css';
import '../components/audits.css';

/** /audit-forms (Audit Template read): the templates with their published version. */
export default function TemplatesPage() {
  const L = useAuditLabels();
  const { t } = L;
  const canCreate = useCan('create', 'Audit Template');
  const query = useGetAuditTemplatesQuery();
  const rows = query.data ?? [];
  return (
    <div className="module-page">
      <div className="audit-head">
        <h1>{t('templates.title')}</h1>
        {canCreate && (
          <Link className="p-button" to="/audit-forms/new">
            <i className="pi pi-plus" aria-hidden="true" />
            &nbsp;{t('templates.new')}
          </Link>
        )}
      </div>
      {canCreate && <Starters />}
      {query.isError && <Message severity="error" text={t('list.loadFailed')} />}
      {/* a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('templates.caption', { count: rows.length })}>
        <table className="data-table" aria-busy={query.isFetching}>
          <caption className="sr-only">{t('templates.caption', { count: rows.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('templates.name')}</th>
              <th scope="col">{t('templates.questions')}</th>
              <th scope="col">{t('templates.scoring')}</th>
              <th scope="col">{t('templates.version')}</th>
              <th scope="col">{t('templates.updated')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((tpl) => (
              <tr key={tpl.id}>
                <th scope="row">
                  <i className={`pi ${tpl.icon}`} aria-hidden="true" /> <Link to={`/audit-forms/${tpl.id}`}>{tpl.name}</Link>
                  {tpl.description && (
                    <>
                      <br />
                      <small>{tpl.description}</small>
                    </>
                  )}
                </th>
                <td>{tpl.question_count}</td>
                <td>{tpl.definition.scoring ? t('templates.on') : t('templates.off')}</td>
                <td>{tpl.version ? `v${tpl.version}${tpl.dirty ? ` · ${t('templates.unpublished')}` : ''}` : t('templates.draft')}</td>
                <td>{L.date(tpl.updated_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** the audit and inspection starter templates chosen at onboarding, imported as drafts to edit and publish */
function Starters() {
  const { t } = useAuditLabels();
  const navigate = useNavigate();
  const starters = useGetAuditStartersQuery();
  const [importStarter, state] = useImportAuditStarterMutation();
  const rows = starters.data ?? [];
  if (!rows.length) return null;
  return (
    <section className="panel" aria-labelledby="starters-title">
      <h2 id="starters-title">{t('templates.starters')}</h2>
      <ul>
        {rows.map((s) => (
          <li key={s.key}>
            {t('templates.starterLine', { name: s.name, count: s.items })}{' '}
            {s.imported ? (
              <span>({t('templates.imported')})</span>
            ) : (
              <Button
                type="button"
                size="small"
                outlined
                label={t('templates.import')}
                aria-label={t('templates.importOne', { name: s.name })}
                loading={state.isLoading}
                onClick={async () => {
                  const result = await importStarter(s.key);
                  if ('error' in result && result.error) return toastApiError(result.error);
                  showToast({ severity: 'success', detail: t('templates.importedOne', { name: result.data.name }) });
                  navigate(`/audit-forms/${result.data.id}`);
                }}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { Link, useNavigate, useOutlet } from 'react-router-dom';
import { useCan } from '@/lib/ability/use-can';
import { useDebounced } from '@/lib/hooks/use-debounced';
import { showToast } from '@/lib/feedback/toast-service';
import { savedOrToast } from '@/lib/api/saved-or-toast';
import { NewLink } from '@/components/list/list-pieces';
import { Register, RegisterPage } from '@/components/list/register';
import { useListState } from '@/components/list/list-state';
import { PERMIT_TEMPLATES_PER_PAGE, type PermitTemplateRecord } from '../model';
import { useGetPermitTemplateFormDataQuery, useGetPermitTemplatesQuery, useImportStarterTemplateMutation, type PermitTemplateFilters } from '../api/permit-templates-api';
import { usePermitTemplateLabels } from '../components/labels';
import '../components/permit-templates.css';

const FILTER_KEYS = ['active', 'low_risk'] as const;

/** Starter permit templates chosen at onboarding, offered as drafts until imported. */
function StarterTemplates() {
  const { t } = usePermitTemplateLabels();
  const navigate = useNavigate();
  const formData = useGetPermitTemplateFormDataQuery();
  const [importStarter, importing] = useImportStarterTemplateMutation();
  const waiting = (formData.data?.starter_templates ?? []).filter((s) => !s.imported);
  if (waiting.length === 0) return null;
  return (
    <section className="panel pt-starters" aria-labelledby="pt-starters-title">
      <h2 id="pt-starters-title">{t('starters.title')}</h2>
      <p className="hint">{t('starters.hint')}</p>
      <ul>
        {waiting.map((s) => (
          <li key={s.key}>
            <span>{t('starters.item', { name: s.name, count: s.items })}</span>
            <button
              type="button"
              className="p-button p-button-outlined p-button-sm"
              disabled={importing.isLoading}
              onClick={async () => {
                const saved = savedOrToast(await importStarter(s.key));
                if (!saved) return;
                showToast({ severity: 'success', detail: t('starters.imported', { name: saved.name }) });
                navigate(`/permit-forms/${saved.id}`);
              }}
            >
              {t('starters.import', { name: s.name })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /permit-forms: the templates register (search, active and low-risk filters, sort; state in the URL). */
export default function PermitFormsPage() {
  const outlet = useOutlet();
  const L = usePermitTemplateLabels();
  const { t } = L;
  const canCreate = useCan('create', 'Permit Form Setting');
  const state = useListState<PermitTemplateFilters>({ base: '/permit-forms', filterKeys: FILTER_KEYS, defaultSort: 'name', defaultOrder: 'asc' });
  const { page, filters, search, sort } = state;
  const searched = useDebounced(search.trim());
  const query = useGetPermitTemplatesQuery({ ...filters, page, search: searched || undefined, sort: sort.field, order: sort.order });
  const rows = query.data?.permit_forms ?? [];
  const total = query.data?.total_count ?? 0;

  return (
    <RegisterPage title={t('list.title')} actions={canCreate && <NewLink to="/permit-forms/new" label={t('list.new')} />} outlet={outlet} listPath="/permit-forms">
      {canCreate && <StarterTemplates />}
      <Register<PermitTemplateRecord, PermitTemplateFilters>
        idPrefix="permit-forms"
        title={t('list.title')}
        state={state}
        filtersLabel={t('list.filters')}
        filters={[
          { kind: 'select', key: 'active', id: 'active', label: t('fields.status'), options: [['true', t('list.active')], ['false', t('list.inactive')]] },
          { kind: 'select', key: 'low_risk', id: 'low-risk', label: t('fields.lowRisk'), options: [['true', t('list.yes')], ['false', t('list.no')]] },
        ]}
        columns={[
          { header: t('fields.name'), sort: 'name', cell: (f) => <Link to={`/permit-forms/${f.id}`}>{f.name}</Link> },
          { header: t('fields.prefix'), sort: 'prefix_id', cell: (f) => f.prefix_id },
          { header: t('list.version'), cell: (f) => (f.latest_version == null ? t('list.notPublished') : `${t('versions.number', { number: f.latest_version })}${f.unpublished_changes ? ` · ${t('list.draftChanged')}` : ''}`) },
          { header: t('fields.status'), cell: (f) => [f.active ? t('list.active') : t('list.inactive'), f.low_risk ? t('list.lowRisk') : null].filter(Boolean).join(' · ') },
          { header: t('list.hours'), cell: (f) => t('list.hoursValue', { hours: f.default_hours, extension: f.extension_hours }) },
          { header: t('list.updatedAt'), sort: 'updated_at', cell: (f) => L.date(f.updated_at) },
        ]}
        rows={rows}
        total={total}
        perPage={PERMIT_TEMPLATES_PER_PAGE}
        query={query}
        caption={t('list.caption', { count: total })}
        loadFailed={t('list.loadFailed')}
      />
    </RegisterPage>
  );
}

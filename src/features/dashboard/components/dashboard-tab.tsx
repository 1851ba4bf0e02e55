import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useEnumLabels } from '@/lib/i18n/use-enum-labels';
import { useAppSelector } from '@/lib/store/hooks';
import { SECTION_ENDPOINTS, useGetDashboardSectionQuery, useGetDrillRecordsQuery, type SectionEndpoint } from '../api/dashboard-api';
import type { DashModule, Figure, Section } from '../model/figures';
import { Chart } from './chart';

const PAGE = 50;

/** where a record of each module opens */
export const recordPath = (module: DashModule, id: number) => (module === 'observations' ? `/observations/edit/${id}` : module === 'incidents' ? `/incidents/${id}/steps` : `/actions/all/summary/${id}`);

function useFormat() {
  const { t, i18n } = useTranslation('indicators');
  return useMemo(() => {
    const nf = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
    const num = (v: number | string | null | undefined) => (v === null || v === undefined ? t('none') : typeof v === 'number' ? nf.format(v) : v);
    const name = (f: Figure) => f.label ?? t(`figure.${f.key}`);
    const value = (f: Figure) => (f.value === null ? t('none') : f.kind === 'percent' ? t('percentValue', { value: nf.format(f.value) }) : f.kind === 'days' ? t('daysValue', { count: f.value, value: nf.format(f.value) }) : nf.format(f.value));
    return { t, num, name, value };
  }, [t, i18n.language]);
}

/** One tab of the dashboard: its SPEC §7 endpoints' sections, in order. */
export default function DashboardTab({ module, params, figure, onFigure }: { module: DashModule; params: Record<string, string>; figure: string | null; onFigure(id: string | null): void }) {
  return (
    <div className="dash-sections">
      {SECTION_ENDPOINTS[module].map((endpoint) => (
        <EndpointSections key={endpoint} endpoint={endpoint} params={params} figure={figure} onFigure={onFigure} />
      ))}
    </div>
  );
}

function EndpointSections({ endpoint, params, figure, onFigure }: { endpoint: SectionEndpoint; params: Record<string, string>; figure: string | null; onFigure(id: string | null): void }) {
  const { t } = useFormat();
  const query = useGetDashboardSectionQuery({ endpoint, params });
  if (query.isError) return <p role="alert">{t('failed')}</p>;
  if (!query.data) return <p aria-busy="true">{t('loading')}</p>;
  return (
    <>
      {query.data.sections.map((s) => (
        <SectionView key={s.key} id={`${endpoint}.${s.key}`} section={s} open={figure} onFigure={onFigure} busy={query.isFetching} />
      ))}
    </>
  );
}

function SectionView({ id, section, open, onFigure, busy }: { id: string; section: Section; open: string | null; onFigure(id: string | null): void; busy: boolean }) {
  const { t, name, value } = useFormat();
  const headingId = `dash-${id.replace(/\W/g, '-')}`;
  const title = t(`section.${section.key}`);
  const openIndex = section.figures.findIndex((_, i) => open === `${id}.${i}`);
  return (
    <section className="dash-section" aria-labelledby={headingId} aria-busy={busy}>
      <h2 id={headingId}>{title}</h2>
      {section.notes?.map((n) => (
        <p key={n} className="dash-note">
          {t(`note.${n}`)}
        </p>
      ))}
      {section.figures.length > 0 && (
        <ul className="dash-figures">
          {section.figures.map((f, i) => {
            const fid = `${id}.${i}`;
            return (
              <li key={fid}>
                <button type="button" className="dash-figure" aria-expanded={openIndex === i} aria-controls={openIndex === i ? `${headingId}-panel` : undefined} onClick={() => onFigure(openIndex === i ? null : fid)}>
                  <span className="dash-figure-name">
                    {name(f)}
                    {f.key === 'champion' && <span className="dash-badge"> {t('championBadge')}</span>}
                  </span>{' '}
                  <span className="dash-figure-value">{value(f)}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {openIndex >= 0 && <FigurePanel key={`${id}.${openIndex}`} id={`${headingId}-panel`} figure={section.figures[openIndex]} onClose={() => onFigure(null)} />}
      {section.chart && section.figures.length > 0 && <Chart id={`${headingId}-chart`} title={title} kind={section.chart} labels={section.figures.map(name)} values={section.figures.map((f) => f.value ?? 0)} />}
    </section>
  );
}

/** The formula of a figure with its numbers, and the records it counts (a page of 50 at a time), each linked. */
function FigurePanel({ id, figure, onClose }: { id: string; figure: Figure; onClose(): void }) {
  const { t, num, name, value } = useFormat();
  const heading = useRef<HTMLHeadingElement>(null);
  const [page, setPage] = useState(0);
  // a new figure is a new panel (keyed by the caller), so its page starts at 0; focus moves to its heading
  useEffect(() => heading.current?.focus(), []);
  const values = Object.fromEntries(Object.entries(figure.formula?.values ?? {}).map(([k, v]) => [k, num(v)]));
  const estimate = ['ltifr', 'trir', 'dart_rate', 'severity_rate', 'man_hours'].includes(figure.key);
  // man-hours come from the manpower settings (organisation admin only, SPEC §2 /manpower)
  const admin = useAppSelector((s) => s.session.user?.is_admin ?? false);
  return (
    <section id={id} className="dash-panel" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('panelTitle', { name: name(figure), value: value(figure) })}
      </h3>
      <p className="dash-formula">{figure.formula ? t(`formula.${figure.formula.key}`, values) : t('formula.count', { count: figure.ids.length })}</p>
      {figure.formula && figure.value === null && figure.kind === 'rate' && <p>{t('noHours')}</p>}
      {estimate && (
        <p className="dash-note">
          {t('note.man_hours_estimate')}
          {admin && (
            <>
              {' '}
              <Link to="/manpower">{t('manpowerLink')}</Link>
            </>
          )}
        </p>
      )}
      <Records figure={figure} page={page} onPage={setPage} />
      <button type="button" className="p-button p-button-outlined p-button-sm" onClick={onClose}>
        {t('close')}
      </button>
    </section>
  );
}

function Records({ figure, page, onPage }: { figure: Figure; page: number; onPage(p: number): void }) {
  const L = useEnumLabels('indicators', { status: 'status' });
  const { t } = L;
  const ids = figure.ids.slice(page * PAGE, (page + 1) * PAGE);
  const records = useGetDrillRecordsQuery({ module: figure.module, ids }, { skip: ids.length === 0 });
  const pages = Math.ceil(figure.ids.length / PAGE);
  const title = t('records', { count: figure.ids.length, module: t(`modules.${figure.module}`) });
  if (figure.ids.length === 0) return <p>{t(figure.key === 'man_hours' ? 'noRecordsHours' : 'noRecords')}</p>;
  return (
    <div className="dash-records" aria-busy={records.isFetching}>
      <h4>{title}</h4>
      {records.isError ? (
        <p role="alert">{t('failed')}</p>
      ) : !records.data ? (
        <p>{t('loading')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.number')}</th>
                <th scope="col">{t('columns.date')}</th>
                <th scope="col">{t('columns.site')}</th>
                <th scope="col">{t('columns.description')}</th>
                <th scope="col">{t('columns.status')}</th>
              </tr>
            </thead>
            <tbody>
              {records.data.records.map((r) => (
                <tr key={r.id}>
                  <td>
                    <Link to={recordPath(figure.module, r.id)}>{r.number}</Link>
                  </td>
                  <td>{L.date(r.date)}</td>
                  <td>{r.site_name}</td>
                  <td>{r.description}</td>
                  <td>{L.status(r.status)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav className="dash-pager" aria-label={t('pager.nav')}>
          <button type="button" className="p-button p-button-text p-button-sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
            {t('pager.prev')}
          </button>
          <span>{t('pager.status', { page: page + 1, pages })}</span>
          <button type="button" className="p-button p-button-text p-button-sm" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
            {t('pager.next')}
          </button>
        </nav>
      )}
    </div>
  );
}

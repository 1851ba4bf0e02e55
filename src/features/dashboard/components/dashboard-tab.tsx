import type { DashboardQuery } from '../model/indicators';
import { SECTION_ENDPOINTS, useGetDashboardSectionQuery, type SectionEndpoint } from '../api/dashboard-api';
import type { DashModule, Section } from '../model/figures';
import { Chart } from './chart';
import { FigurePanel, TargetGapText, useFormat, type ExportFilter } from './figure-panel';
import { showsOtherData } from '@/lib/api/query-busy';

/**
 * The classic dashboard (/dashboard_old): per module, the count sections only (counts by status, by type, …), no
 * charts — the same endpoints and figures as the dashboard, so a count opens the same formula, records and export.
 */
export const CLASSIC_SECTIONS: Partial<Record<DashModule, { endpoints: readonly SectionEndpoint[]; sections: readonly string[] }>> = {
  observations: { endpoints: ['leading_indicators'], sections: ['observations', 'observation_types'] },
  permits: { endpoints: ['permit_summaries'], sections: ['permits_now', 'permit_status', 'permits'] },
  incidents: { endpoints: ['lagging_indicators', 'safety_pyramids'], sections: ['lagging', 'pyramid'] },
  actions: { endpoints: ['action_summaries'], sections: ['action_status', 'action_types'] },
};

/** One tab of the dashboard: its SPEC §7 endpoints' sections, in order (classic: the count sections only). */
export default function DashboardTab({ module, params, figure, onFigure, exportFilters, classic = false }: { module: DashModule; params: DashboardQuery; figure: string | null; onFigure(id: string | null): void; exportFilters: ExportFilter[]; classic?: boolean }) {
  const only = classic ? CLASSIC_SECTIONS[module] : undefined;
  return (
    <div className={classic ? 'dash-sections dash-sections--classic' : 'dash-sections'}>
      {(only?.endpoints ?? SECTION_ENDPOINTS[module]).map((endpoint) => (
        <EndpointSections key={endpoint} endpoint={endpoint} params={params} figure={figure} onFigure={onFigure} exportFilters={exportFilters} only={only?.sections} />
      ))}
    </div>
  );
}

function EndpointSections({ endpoint, params, figure, onFigure, exportFilters, only }: { endpoint: SectionEndpoint; params: DashboardQuery; figure: string | null; onFigure(id: string | null): void; exportFilters: ExportFilter[]; only?: readonly string[] }) {
  const { t } = useFormat();
  const query = useGetDashboardSectionQuery({ endpoint, params });
  if (query.isError) return <p role="alert">{t('failed')}</p>;
  if (!query.data) return <p aria-busy="true">{t('loading')}</p>;
  return (
    <>
      {query.data.sections
        .filter((s) => !only || only.includes(s.key))
        .sort((a, b) => (only ? only.indexOf(a.key) - only.indexOf(b.key) : 0))
        .map((s) => (
          <SectionView key={s.key} id={`${endpoint}.${s.key}`} section={only ? { ...s, chart: undefined } : s} open={figure} onFigure={onFigure} busy={showsOtherData(query)} exportFilters={exportFilters} />
        ))}
    </>
  );
}

function SectionView({ id, section, open, onFigure, busy, exportFilters }: { id: string; section: Section; open: string | null; onFigure(id: string | null): void; busy: boolean; exportFilters: ExportFilter[] }) {
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
                  {f.target && <TargetGapText gap={f.target} kind={f.kind} />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {openIndex >= 0 && <FigurePanel key={`${id}.${openIndex}`} id={`${headingId}-panel`} figure={section.figures[openIndex]} onClose={() => onFigure(null)} exportFilters={exportFilters} />}
      {section.chart && section.figures.length > 0 && <Chart id={`${headingId}-chart`} title={title} kind={section.chart} labels={section.figures.map(name)} values={section.figures.map((f) => f.value ?? 0)} />}
    </section>
  );
}


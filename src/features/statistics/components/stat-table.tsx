import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart, FigurePanel, TargetGapText, type ExportFilter, type Figure } from '@/features/dashboard/public';
import type { StatSection } from '../model';
import { ScrollRegion } from '@/components/data/scroll-region';

export interface ColumnView {
  key: string;
  label: string;
  from: string;
  to: string;
  future: boolean;
}

/**
 * One section as a table (a row per figure, a column per month or year and the total) and a chart of the same
 * numbers (chart.js loads when it scrolls into view). Each cell is a button that opens the dashboard's figure panel:
 * the formula with its numbers, the site target and gap, the records behind it and their export.
 */
export function StatTable({ section, columns, open, onOpen, exportFilters, siteChosen }: { section: StatSection; columns: ColumnView[]; open: string | null; onOpen(cell: string | null): void; exportFilters: ExportFilter[]; siteChosen: boolean }) {
  const { t, i18n } = useTranslation('indicators');
  const { t: ts } = useTranslation('statistics');
  const nf = useMemo(() => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }), [i18n.language]);
  const title = t(`section.${section.key}`);
  const headingId = `stat-${section.key}`;
  const rowName = (key: string) => t(`figure.${key}`);
  const show = (v: number | null, kind: string) => (v === null ? t('none') : kind === 'percent' ? t('percentValue', { value: nf.format(v) }) : nf.format(v));
  const openCell = (() => {
    if (!open?.startsWith(`${section.key}.`)) return null;
    const [, rowKey, col] = open.split('.');
    const row = section.rows.find((r) => r.key === rowKey);
    const index = Number(col);
    const cell = row?.cells[index];
    if (!row || !cell || !columns[index] || columns[index].future) return null;
    const figure: Figure = { key: row.key, value: cell.value, kind: row.kind, module: row.module, ids: cell.ids, ...(cell.formula ? { formula: cell.formula } : {}), ...(cell.target ? { target: cell.target } : {}) };
    return { id: open, figure, title: `${rowName(row.key)} — ${columns[index].label}`, period: `${columns[index].from} – ${columns[index].to}` };
  })();
  const charted = columns.map((c, i) => ({ c, i })).filter(({ c }) => c.key !== 'total' && !c.future);
  const hasRates = section.key === 'rates';

  return (
    <section className="stat-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {section.notes?.map((n) => (
        <p key={n} className="stat-note">
          {t(`note.${n}`)}
        </p>
      ))}
      {hasRates && <p className="stat-note">{siteChosen ? ts('targetsNote') : ts('targetsPerSite')}</p>}
      <ScrollRegion label={title}>
        <table className="data-table stat-table">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{ts('figure')}</th>
              {columns.map((c) => (
                <th key={c.key} scope="col">
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {section.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{rowName(row.key)}</th>
                {row.cells.map((cell, i) => {
                  const id = `${section.key}.${row.key}.${i}`;
                  if (columns[i]?.future) return <td key={id}>{t('none')}</td>;
                  const value = show(cell.value, row.kind);
                  return (
                    <td key={id}>
                      <button type="button" className="stat-cell" aria-expanded={open === id} aria-label={ts('cellLabel', { name: rowName(row.key), period: columns[i].label, value })} onClick={() => onOpen(open === id ? null : id)}>
                        {value}
                      </button>
                      {cell.target && (
                        <span className="stat-cell-gap">
                          <TargetGapText gap={cell.target} kind={row.kind} />
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {openCell && <FigurePanel key={openCell.id} id={`${headingId}-panel`} figure={openCell.figure} title={openCell.title} onClose={() => onOpen(null)} exportFilters={[...exportFilters, [ts('filters.period'), openCell.period]]} />}
      {charted.length > 0 && section.rows.length > 0 && (
        <Chart id={`${headingId}-chart`} title={ts('chartTitle', { title })} kind="bar" labels={charted.map(({ c }) => c.label)} series={section.rows.map((r) => ({ label: rowName(r.key), values: charted.map(({ i }) => r.cells[i].value ?? 0) }))} />
      )}
    </section>
  );
}

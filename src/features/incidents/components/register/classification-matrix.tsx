import { INCIDENT_LIKELIHOODS, INCIDENT_SEVERITIES, ratingBand, ratingScore, type IncidentLikelihood, type IncidentSeverity } from '../../model';
import { useIncidentLabels } from './labels';
import './register.css';
import { ScrollRegion } from '@/components/data/scroll-region';

export type MatrixSelection = { severity: IncidentSeverity; likelihood: IncidentLikelihood } | 'pending' | null;

interface Props {
  cells: { severity: IncidentSeverity; likelihood: IncidentLikelihood; count: number }[] | undefined;
  pending: number | undefined;
  selected: MatrixSelection;
  onSelect(next: MatrixSelection): void;
}

/**
 * SPEC §2/§9 classification matrix: 5 severities × 5 likelihoods with the count of incidents in each
 * cell, coloured by the rating band (AA contrast, the band is also written in the cell). A click
 * filters the list by that cell; a second click on the same cell clears it.
 */
export function ClassificationMatrix({ cells, pending, selected, onSelect }: Props) {
  const L = useIncidentLabels();
  const { t } = L;
  const count = (s: IncidentSeverity, l: IncidentLikelihood) => cells?.find((c) => c.severity === s && c.likelihood === l)?.count ?? 0;
  const isSelected = (s: IncidentSeverity, l: IncidentLikelihood) => selected !== null && selected !== 'pending' && selected.severity === s && selected.likelihood === l;
  // the most severe row on top, as on paper matrices; a cell's name starts with its visible text (count, band)
  const rows = [...INCIDENT_SEVERITIES].reverse();
  return (
    <section className="inc-matrix" aria-labelledby="inc-matrix-title">
      <h2 id="inc-matrix-title">{t('matrix.title')}</h2>
      <p className="inc-matrix-help">{t('matrix.help')}</p>
      <ScrollRegion label={t('matrix.caption')}>
        <table className="inc-matrix-table">
          <caption className="sr-only">{t('matrix.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="inc-matrix-axis">{t('matrix.axes')}</span>
              </th>
              {INCIDENT_LIKELIHOODS.map((l) => (
                <th scope="col" key={l}>
                  {L.likelihood(l)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((s) => (
              <tr key={s}>
                <th scope="row">{L.severity(s)}</th>
                {INCIDENT_LIKELIHOODS.map((l) => {
                  const score = ratingScore(s, l);
                  const band = ratingBand(score);
                  const n = count(s, l);
                  const on = isSelected(s, l);
                  return (
                    <td key={l} className={`inc-cell band-${band}`}>
                      <button
                        type="button"
                        aria-pressed={on}
                        aria-label={t('matrix.cellLabel', { severity: L.severity(s), likelihood: L.likelihood(l), count: n, band: L.band(band) })}
                        onClick={() => onSelect(on ? null : { severity: s, likelihood: l })}
                      >
                        <span className="inc-cell-count">{n}</span>{' '}
                        <span className="inc-cell-band">{L.band(band)}</span>
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <div className="inc-matrix-foot">
        <button type="button" className="inc-pending" aria-pressed={selected === 'pending'} onClick={() => onSelect(selected === 'pending' ? null : 'pending')}>
          {t('matrix.pendingCount', { count: pending ?? 0 })}
        </button>
        {selected !== null && (
          <button type="button" className="p-button p-button-text p-button-sm" onClick={() => onSelect(null)}>
            {t('matrix.clear')}
          </button>
        )}
      </div>
    </section>
  );
}

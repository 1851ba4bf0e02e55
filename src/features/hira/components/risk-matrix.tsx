import { useRef, useState, type KeyboardEvent } from 'react';
import { LIKELIHOODS, SEVERITIES, bandOf, riskScore, type HiraMatrixCell, type Likelihood, type MatrixKind, type Severity } from '../model';
import { useHiraLabels } from './labels';
import './hira.css';
import { ScrollRegion } from '@/components/data/scroll-region';

export type CellSelection = { likelihood: Likelihood; severity: Severity } | null;

interface Props {
  kind: MatrixKind;
  cells: readonly HiraMatrixCell[] | undefined;
  /** the chosen cell of this matrix, or null */
  selected: CellSelection;
  onSelect(next: CellSelection): void;
}

const ROWS = [...SEVERITIES].reverse();

/**
 * One 5×5 matrix (SPEC §9): likelihood across, severity down (the most severe on top), each cell with its count,
 * score and band written out (colour is never the only cue). A table of buttons with one tab stop: the arrow keys,
 * Home and End move between cells (roving tabindex); Enter or Space filters the register by the cell, a second press
 * clears it. Hovering or focusing a cell shows what its two levels mean.
 */
export function RiskMatrix({ kind, cells, selected, onSelect }: Props) {
  const L = useHiraLabels();
  const { t } = L;
  const title = t(`matrix.${kind}Title`);
  const titleId = `hira-matrix-${kind}-title`;
  const refs = useRef(new Map<string, HTMLButtonElement | null>());
  const initial = selected ? [ROWS.indexOf(selected.severity), LIKELIHOODS.indexOf(selected.likelihood)] : [0, 0];
  const [active, setActive] = useState<[number, number]>(initial as [number, number]);
  const count = (l: Likelihood, s: Severity) => cells?.find((c) => c.likelihood === l && c.severity === s)?.count ?? 0;
  const isOn = (l: Likelihood, s: Severity) => selected?.likelihood === l && selected.severity === s;

  const move = (e: KeyboardEvent, row: number, col: number) => {
    const last = LIKELIHOODS.length - 1;
    const next: Record<string, [number, number]> = {
      ArrowRight: [row, Math.min(last, col + 1)],
      ArrowLeft: [row, Math.max(0, col - 1)],
      ArrowDown: [Math.min(ROWS.length - 1, row + 1), col],
      ArrowUp: [Math.max(0, row - 1), col],
      Home: [row, 0],
      End: [row, last],
    };
    const to = next[e.key];
    if (!to) return;
    e.preventDefault();
    setActive(to);
    refs.current.get(`${to[0]}-${to[1]}`)?.focus();
  };

  return (
    <section className="hira-matrix" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <ScrollRegion label={t('matrix.caption', { title })}>
        <table className="hira-matrix-table">
          <caption className="sr-only">{t('matrix.caption', { title })}</caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="hira-axis">{t('matrix.axes')}</span>
              </th>
              {LIKELIHOODS.map((l, i) => (
                <th scope="col" key={l}>
                  {i + 1} {L.likelihood(l)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((s, row) => (
              <tr key={s}>
                <th scope="row">
                  {SEVERITIES.indexOf(s) + 1} {L.severity(s)}
                </th>
                {LIKELIHOODS.map((l, col) => {
                  const score = riskScore(l, s);
                  const band = bandOf(score);
                  const n = count(l, s);
                  const on = isOn(l, s);
                  const tipId = `hira-${kind}-tip-${l}-${s}`;
                  return (
                    <td key={l} className={`hira-cell band-${band}`}>
                      <button
                        ref={(el) => {
                          refs.current.set(`${row}-${col}`, el);
                        }}
                        type="button"
                        tabIndex={active[0] === row && active[1] === col ? 0 : -1}
                        aria-pressed={on}
                        aria-describedby={tipId}
                        onFocus={() => setActive([row, col])}
                        onKeyDown={(e) => move(e, row, col)}
                        onClick={() => onSelect(on ? null : { likelihood: l, severity: s })}
                      >
                        {/* the name is the visible text with its words for screen readers: "Likely × Major: 3 risks, score 12 High" */}
                        <span className="sr-only">{t('matrix.cellWhere', { likelihood: L.likelihood(l), severity: L.severity(s) })} </span>
                        <span className="hira-cell-count">{n}</span>
                        <span className="sr-only"> {t('matrix.cellRisks')} </span>
                        <span className="hira-cell-band">
                          {score} {L.band(band)}
                        </span>
                      </button>
                      <span role="tooltip" id={tipId} className="hira-tip">
                        {L.likelihood(l)}: {L.likelihoodMeaning(l)} {L.severity(s)}: {L.severityMeaning(s)} {L.band(band)}: {L.bandMeaning(band)}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}

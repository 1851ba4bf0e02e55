import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { CHART_COLOURS, useLazyChart } from '@/lib/charts/use-lazy-chart';

export interface CountRow {
  key: string;
  label: string;
  count: number;
  /** the drill-down: /permits with the filter */
  to: string;
}

interface Props {
  id: string;
  title: string;
  kind: 'bar' | 'doughnut';
  rows: CountRow[];
  /** column headers and link names of the table */
  words: { item: string; count: string; chartOf: string; open: (label: string, count: number) => string; none: string };
}

/**
 * A chart of counts and the same counts as a table whose numbers link to the permits they count (the table is what
 * keyboard, screen-reader and print users read). Chart.js loads only when the chart scrolls into view
 * (IntersectionObserver); without it or a canvas (jsdom) the table alone shows.
 */
export function CountChart({ id, title, kind, rows, words }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const shown = rows.filter((r) => r.count > 0);
  const key = JSON.stringify([kind, shown.map((r) => [r.label, r.count])]);
  useLazyChart(canvas, key, () =>
    shown.length === 0
      ? null
      : {
          type: kind,
          data: { labels: shown.map((r) => r.label), datasets: [{ label: title, data: shown.map((r) => r.count), backgroundColor: kind === 'bar' ? CHART_COLOURS[0] : CHART_COLOURS.slice(0, shown.length) }] },
          options: {
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            indexAxis: kind === 'bar' ? 'y' : undefined,
            plugins: { legend: { display: kind === 'doughnut', position: 'bottom' } },
            ...(kind === 'bar' ? { scales: { x: { beginAtZero: true, ticks: { precision: 0 } } } } : {}),
          },
        },
  );

  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {shown.length > 0 && (
        <div className="permit-chart-canvas">
          <canvas ref={canvas} role="img" aria-label={words.chartOf} />
        </div>
      )}
      <table className="data-table">
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr>
            <th scope="col">{words.item}</th>
            <th scope="col">{words.count}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={2}>{words.none}</td>
            </tr>
          )}
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.label}</th>
              <td>
                {r.count > 0 ? (
                  <Link to={r.to} aria-label={words.open(r.label, r.count)}>
                    {r.count}
                  </Link>
                ) : (
                  r.count
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';

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

const COLOURS = ['#1d4ed8', '#b45309', '#047857', '#b91c1c', '#6d28d9', '#0f766e', '#be185d', '#4d7c0f', '#9a3412', '#1e40af', '#6b21a8', '#155e75'];

/**
 * A chart of counts and the same counts as a table whose numbers link to the permits they count (the table is what
 * keyboard, screen-reader and print users read). Chart.js loads only when the chart scrolls into view
 * (IntersectionObserver); without it or a canvas (jsdom) the table alone shows.
 */
export function CountChart({ id, title, kind, rows, words }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const shown = rows.filter((r) => r.count > 0);
  const key = JSON.stringify([kind, shown.map((r) => [r.label, r.count])]);
  useEffect(() => {
    const el = canvas.current;
    if (!el || typeof IntersectionObserver === 'undefined' || shown.length === 0) return;
    let chart: { destroy(): void } | null = null;
    let cancelled = false;
    const draw = async () => {
      const ctx = el.getContext('2d');
      if (!ctx) return;
      const { default: ChartJs } = await import('chart.js/auto');
      if (cancelled) return;
      chart = new ChartJs(ctx, {
        type: kind,
        data: { labels: shown.map((r) => r.label), datasets: [{ label: title, data: shown.map((r) => r.count), backgroundColor: kind === 'bar' ? COLOURS[0] : COLOURS.slice(0, shown.length) }] },
        options: {
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          indexAxis: kind === 'bar' ? 'y' : undefined,
          plugins: { legend: { display: kind === 'doughnut', position: 'bottom' } },
          ...(kind === 'bar' ? { scales: { x: { beginAtZero: true, ticks: { precision: 0 } } } } : {}),
        },
      });
    };
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        io.disconnect();
        void draw();
      }
    });
    io.observe(el);
    return () => {
      cancelled = true;
      io.disconnect();
      chart?.destroy();
    };
    // redraw when the numbers change
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

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

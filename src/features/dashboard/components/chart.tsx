import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChartProps {
  id: string;
  title: string;
  kind: 'bar' | 'doughnut';
  labels: string[];
  values: number[];
}

const COLOURS = ['#1d4ed8', '#b45309', '#047857', '#b91c1c', '#6d28d9', '#0f766e', '#be185d'];

/**
 * A chart and the same numbers as a table (the table is what assistive technology and print read). Chart.js is
 * imported only when the chart scrolls into view (IntersectionObserver): a dashboard whose charts are never seen
 * never downloads it. Without IntersectionObserver or a canvas (jsdom) only the table shows.
 */
export function Chart({ id, title, kind, labels, values }: ChartProps) {
  const { t } = useTranslation('indicators');
  const canvas = useRef<HTMLCanvasElement>(null);
  const key = JSON.stringify([kind, labels, values]);

  useEffect(() => {
    const el = canvas.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    let chart: { destroy(): void } | null = null;
    let cancelled = false;
    const draw = async () => {
      const ctx = el.getContext('2d');
      if (!ctx) return;
      const { default: ChartJs } = await import('chart.js/auto');
      if (cancelled) return;
      chart = new ChartJs(ctx, {
        type: kind,
        data: { labels, datasets: [{ label: title, data: values, backgroundColor: kind === 'bar' ? COLOURS[0] : COLOURS.slice(0, values.length) }] },
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
    <figure className="dash-chart" aria-labelledby={`${id}-caption`}>
      <div className="dash-chart-canvas">
        <canvas ref={canvas} role="img" aria-label={t('chartOf', { title })} />
      </div>
      <details>
        <summary id={`${id}-caption`}>{t('dataTable', { title })}</summary>
        <table className="data-table">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('item')}</th>
              <th scope="col">{t('value')}</th>
            </tr>
          </thead>
          <tbody>
            {labels.map((l, i) => (
              <tr key={`${l}-${i}`}>
                <th scope="row">{l}</th>
                <td>{values[i]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

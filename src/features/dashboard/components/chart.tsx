import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CHART_COLOURS, useLazyChart } from '@/lib/charts/use-lazy-chart';
import './chart.css';

export interface ChartProps {
  id: string;
  title: string;
  kind: 'bar' | 'doughnut';
  labels: string[];
  /** one series (its label is the title) … */
  values?: number[];
  /** … or several (statistics: one per figure, over the periods); the data table then has a column per series */
  series?: { label: string; values: number[] }[];
}

/**
 * A chart and the same numbers as a table (the table is what assistive technology and print read). Chart.js is
 * imported only when the chart scrolls into view (IntersectionObserver): a dashboard whose charts are never seen
 * never downloads it. Without IntersectionObserver or a canvas (jsdom) only the table shows.
 */
export function Chart({ id, title, kind, labels, values, series }: ChartProps) {
  const { t } = useTranslation('indicators');
  const canvas = useRef<HTMLCanvasElement>(null);
  const sets = series ?? [{ label: title, values: values ?? [] }];
  const multi = !!series;
  const key = JSON.stringify([kind, labels, sets]);

  useLazyChart(canvas, key, () => ({
    type: kind,
    data: {
      labels,
      datasets: sets.map((set, i) => ({ label: set.label, data: set.values, backgroundColor: kind === 'bar' ? CHART_COLOURS[i % CHART_COLOURS.length] : CHART_COLOURS.slice(0, set.values.length) })),
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      indexAxis: kind === 'bar' && !multi ? 'y' : undefined,
      plugins: { legend: { display: kind === 'doughnut' || multi, position: 'bottom' } },
      ...(kind === 'bar' ? { scales: multi ? { y: { beginAtZero: true } } : { x: { beginAtZero: true, ticks: { precision: 0 } } } } : {}),
    },
  }));

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
              {multi ? (
                sets.map((set) => (
                  <th key={set.label} scope="col">
                    {set.label}
                  </th>
                ))
              ) : (
                <th scope="col">{t('value')}</th>
              )}
            </tr>
          </thead>
          <tbody>
            {labels.map((l, i) => (
              <tr key={`${l}-${i}`}>
                <th scope="row">{l}</th>
                {sets.map((set) => (
                  <td key={set.label}>{set.values[i]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

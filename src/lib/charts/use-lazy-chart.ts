import { useEffect, type RefObject } from 'react';
import type { ChartConfiguration } from 'chart.js';

/** the colours of chart series and slices (AA against white for the bars' edges and the legend's text) */
export const CHART_COLOURS = ['#1d4ed8', '#b45309', '#047857', '#b91c1c', '#6d28d9', '#0f766e', '#be185d', '#4d7c0f', '#9a3412', '#1e40af', '#6b21a8', '#155e75'];

/**
 * Draws a Chart.js chart on `canvas` once it scrolls into view: chart.js is imported only then (a page whose charts
 * are never seen never downloads it), and redrawn when `key` (what the numbers are) changes. Without
 * IntersectionObserver or a canvas (jsdom), or when `config` is null, nothing is drawn: the caller's data table is
 * what everyone can read.
 */
export function useLazyChart(canvas: RefObject<HTMLCanvasElement | null>, key: string, config: () => ChartConfiguration | null) {
  useEffect(() => {
    const el = canvas.current;
    const made = config();
    if (!el || !made || typeof IntersectionObserver === 'undefined') return;
    let chart: { destroy(): void } | null = null;
    let cancelled = false;
    const draw = async () => {
      const ctx = el.getContext('2d');
      if (!ctx) return;
      const { default: ChartJs } = await import('chart.js/auto');
      if (cancelled) return;
      chart = new ChartJs(ctx, made);
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
    // redraw when the numbers change, not when the caller's closure does
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

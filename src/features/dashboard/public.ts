/**
 * What other features may use of the dashboard: its formulas and figure computations (pure), and — loaded lazily,
 * so importing this file pulls in no screen code — the figure panel (formula, target gap, records, Excel export)
 * and the chart with its data table.
 */
import { lazy } from 'react';

export {
  DAYS_LOST_CAP,
  daysLost,
  isRecordable,
  FIN_YEAR_TYPES,
  LTIFR_BASE,
  RATE_BASES,
  dartRate,
  estimateManHours,
  finYearStartMonth,
  gapOf,
  inRange,
  ltifr,
  monthsOf,
  ratePer,
  roundRate,
  severityRate,
  trir,
  type DashboardFilters,
  type DateRange,
  type FinYearType,
  type ManHoursEstimate,
  type ManpowerRow,
  type RateBase,
  type RateTargets,
  type TargetGap,
} from './model/indicators';
export {
  actionSummary,
  auditSummary,
  closureReport,
  hiraSummary,
  laggingIndicators,
  leadingIndicators,
  type ActRow,
  type AudRow,
  type Context,
  type DashModule,
  type DashboardAnswer,
  type Figure,
  type FigureKind,
  type Formula,
  type HiraRow,
  type IncRow,
  type ObsRow,
  type Section,
} from './model/figures';
export type { ExportFilter } from './components/figure-panel';

/** the panel a figure opens: formula, target and gap, the records behind it, an Excel export of them */
export const FigurePanel = lazy(() => import('./components/figure-panel').then((m) => ({ default: m.FigurePanel })));
/** a figure's value against its target, in words and colour */
export const TargetGapText = lazy(() => import('./components/figure-panel').then((m) => ({ default: m.TargetGapText })));
/** a chart (chart.js when scrolled into view) with its data table */
export const Chart = lazy(() => import('./components/chart').then((m) => ({ default: m.Chart })));
/** the reports' filters: the dashboard's periods (this_month default), record date types and their parsing */
export { PERIODS, RECORD_DATE_TYPES, parseFilters, resolveRange } from './model/indicators';
/** the period filter with its custom range (dashboard, classic dashboard, reports) */
export { PeriodFields } from './components/period-fields';

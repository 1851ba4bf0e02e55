import { OBS_RISK_LEVELS, OBSERVATION_CATEGORIES, OBSERVATION_TYPES, SEVERITIES, type ObservationRecord } from '../model';

/** A spreadsheet cell as exceljs reads it (rich text and formulas as objects). */
export type Cell = string | number | boolean | Date | null | undefined | { text?: string; result?: unknown };

/** The translated labels the sheet is written with (useObservationLabels provides them). */
export interface SheetLabels {
  t(key: string): string;
  type(v: string | null | undefined): string;
  category(v: string | null | undefined): string;
  risk(v: string | null | undefined): string;
  severity(v: string | null | undefined): string;
  status(v: string | null | undefined): string;
}

type EnumLabel = 'type' | 'category' | 'risk' | 'severity';

/**
 * One column of the observations sheet. The export, the import template and the import read the same
 * list, so an exported file imports again: headers are the labels people see (the code names of the first
 * template are still accepted), list values are written as labels and read back from label or code.
 */
export interface SheetColumn {
  /** the code name (the first template's header) */
  key: string;
  /** the `fields.*` key of the header people see */
  label: string;
  /** the values come from this list (written as their labels) */
  codes?: readonly string[];
  enumLabel?: EnumLabel;
  /** written by the export only; the import ignores it (number, status, reporter) */
  readOnly?: boolean;
  /** the import refuses a sheet without this column */
  required?: boolean;
  value(o: ObservationRecord, L: SheetLabels): string | number | Date;
  /** the template's sample value (in the labels' language) */
  sample?(L: SheetLabels, site?: { name: string; areas: { name: string }[] }): string;
}

/** An instant as the date cell Excel shows in the user's local time (Excel cells have no time zone). */
export function excelDateTime(iso: string): Date {
  const d = new Date(iso);
  return new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes()));
}

export const OBSERVATION_SHEET: readonly SheetColumn[] = [
  { key: 'number', label: 'fields.number', readOnly: true, value: (o) => o.number },
  { key: 'type', label: 'fields.type', required: true, codes: OBSERVATION_TYPES, enumLabel: 'type', value: (o, L) => L.type(o.type), sample: (L) => L.type('unsafe_condition') },
  { key: 'category', label: 'fields.category', codes: OBSERVATION_CATEGORIES, enumLabel: 'category', value: (o, L) => L.category(o.category), sample: (L) => L.category('housekeeping') },
  { key: 'description', label: 'fields.description', required: true, value: (o) => o.description, sample: () => 'Pallets blocking the walkway' },
  { key: 'site', label: 'fields.site', required: true, value: (o) => o.site_name ?? '', sample: (_L, site) => site?.name ?? '' },
  { key: 'area', label: 'fields.area', value: (o) => o.area_name ?? '', sample: (_L, site) => site?.areas[0]?.name ?? '' },
  { key: 'location', label: 'fields.location', value: (o) => o.location, sample: () => 'Gate 2' },
  { key: 'observed_at', label: 'fields.observedAt', required: true, value: (o) => excelDateTime(o.observed_at), sample: () => '2025-01-15 09:30' },
  { key: 'risk_level', label: 'fields.riskLevel', required: true, codes: OBS_RISK_LEVELS, enumLabel: 'risk', value: (o, L) => L.risk(o.risk_level), sample: (L) => L.risk('medium') },
  { key: 'severity', label: 'fields.severity', codes: SEVERITIES, enumLabel: 'severity', value: (o, L) => L.severity(o.severity), sample: (L) => L.severity('minor') },
  { key: 'status', label: 'fields.status', readOnly: true, value: (o, L) => L.status(o.display_status ?? o.status) },
  { key: 'reporter', label: 'fields.reporter', readOnly: true, value: (o, L) => (o.anonymous ? L.t('fields.anonymous') : (o.reporter_name ?? '')) },
  { key: 'equipment_name', label: 'fields.equipmentName', value: (o) => o.equipment_name },
  { key: 'serial_number', label: 'fields.serialNumber', value: (o) => o.serial_number },
  { key: 'submittal_number', label: 'fields.submittalNumber', value: (o) => o.submittal_number },
  { key: 'comment', label: 'fields.comment', value: (o) => o.comment, sample: () => 'Reported at the toolbox talk' },
];

export const IMPORT_SHEET = OBSERVATION_SHEET.filter((c) => !c.readOnly);

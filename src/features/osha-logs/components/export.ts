import type { TFunction } from 'i18next';
import { OSHA_CASE_TYPES, OUTCOMES, caseColumn, describeCase, type OshaCase } from '../model/osha';

export interface LogLabels {
  t: TFunction;
  /** a body part's translated name */
  bodyPart(part: string): string;
}

/** B as shown: the name, or "Privacy case" */
export const nameOf = (c: OshaCase, t: TFunction) => (c.privacy_case || c.name === null ? t('log.privacy') : c.name);

/** Form 300's columns A–M as the exports write them (G–J and M1–M6 as check marks "X", like the paper form) */
export function exportColumns({ t, bodyPart }: LogLabels): { header: string; value(c: OshaCase): string | number }[] {
  return [
    { header: t('cols.A'), value: (c) => c.case_no },
    { header: t('cols.B'), value: (c) => nameOf(c, t) },
    { header: t('cols.C'), value: (c) => c.job_title },
    { header: t('cols.D'), value: (c) => c.date },
    { header: t('cols.E'), value: (c) => c.where },
    { header: t('cols.F'), value: (c) => describeCase(c, bodyPart) },
    ...OUTCOMES.map((o) => ({ header: t(`cols.${o}`), value: (c: OshaCase) => (c.outcome === o ? 'X' : '') })),
    { header: t('cols.K'), value: (c) => c.days_away },
    { header: t('cols.L'), value: (c) => c.days_restricted },
    ...OSHA_CASE_TYPES.map((type) => ({ header: `(${caseColumn(type)}) ${t(`types.${type}`)}`, value: (c: OshaCase) => (c.case_type === type ? 'X' : '') })),
  ];
}

/** the filtered log as an .xlsx (exceljs, loaded here on demand) */
export async function exportExcel(cases: OshaCase[], L: LogLabels, fileName: string) {
  const { buildWorkbook, downloadBlob } = await import('@/lib/excel/workbook');
  const columns = exportColumns(L);
  const buffer = await buildWorkbook(
    L.t('export.sheet'),
    columns.map((c) => c.header),
    cases.map((r) => columns.map((c) => c.value(r))),
  );
  downloadBlob(buffer, fileName);
}

/** the filtered log as a PDF (the house PDF writer, loaded on demand): one section per case */
export async function exportPdf(cases: OshaCase[], L: LogLabels, title: string, filters: string, fileName: string, lang: string) {
  const { buildReportPdf } = await import('@/lib/report/pdf');
  const { downloadBlob } = await import('@/lib/files/download-blob');
  const { t } = L;
  const [caseNo, name, ...rest] = exportColumns(L);
  const shown = rest.filter((c) => !/^\((?:[GHIJ]|M\d)\)/.test(c.header));
  const blob = await buildReportPdf(
    title,
    [
      { lines: [filters, t('log.count', { count: cases.length })] },
      ...cases.map((c) => ({
        title: `${caseNo.value(c)} — ${name.value(c)}`,
        gap: 10,
        rows: [
          ...shown.map((col) => [col.header, String(col.value(c) === '' ? '—' : col.value(c))] as [string, string]),
          [t('log.outcome'), `(${c.outcome}) ${t(`outcomes.${c.outcome}`)}`] as [string, string],
          [t('cols.M'), `(${caseColumn(c.case_type)}) ${t(`types.${c.case_type}`)}`] as [string, string],
        ],
      })),
    ],
    { lang },
  );
  downloadBlob(blob, fileName, 'application/pdf');
}

/** a form as titled tables of [label, value] rows: the 300A's totals and establishment, or one 301's sections */
export type FormSections = [title: string, rows: [string, string][]][];

/** the 300A (or any form's sections) as a workbook: one sheet, a bold title row per section, then its rows */
export async function buildFormWorkbook(sheet: string, sections: FormSections, intro: string[] = []): Promise<ArrayBuffer> {
  const { loadExcel, writeSafeXlsx } = await import('@/lib/excel/workbook');
  const ExcelJS = await loadExcel();
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheet.slice(0, 31));
  for (const line of intro) ws.addRow([line]);
  for (const [title, rows] of sections) {
    if (ws.rowCount) ws.addRow([]);
    ws.addRow([title]).font = { bold: true };
    // numbers stay numbers, so the sheet adds up
    for (const [label, value] of rows) ws.addRow([label, /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value]);
  }
  ws.getColumn(1).width = 48;
  ws.getColumn(2).width = 40;
  return writeSafeXlsx(wb);
}

/** the same sections as a PDF (the house writer) */
export async function buildFormPdf(title: string, sections: FormSections, intro: string[], lang: string, loadFont?: (url: string) => Promise<ArrayBuffer | Uint8Array>): Promise<Blob> {
  const { buildReportPdf } = await import('@/lib/report/pdf');
  return buildReportPdf(title, [...(intro.length ? [{ lines: intro }] : []), ...sections.map(([t, rows]) => ({ title: t, gap: 10, rows }))], { lang, ...(loadFont ? { loadFont } : {}) });
}

/** downloads a form: Excel (the 300A) or PDF (the 300A, one 301) */
export async function exportForm(kind: 'excel' | 'pdf', input: { title: string; sheet: string; sections: FormSections; intro: string[]; fileName: string; lang: string }) {
  const { downloadBlob } = await import('@/lib/files/download-blob');
  if (kind === 'excel') downloadBlob(await buildFormWorkbook(input.sheet, input.sections, [input.title, ...input.intro]), `${input.fileName}.xlsx`);
  else downloadBlob(await buildFormPdf(input.title, input.sections, input.intro, input.lang), `${input.fileName}.pdf`, 'application/pdf');
}

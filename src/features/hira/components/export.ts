import type { HiraRecord } from '../model';
import type { HiraLabels } from './labels';

/** The register's export columns: one definition for the workbook and the PDF. */
export function exportColumns(L: HiraLabels): { header: string; value(r: HiraRecord): string | number }[] {
  const { t } = L;
  return [
    { header: t('fields.referenceId'), value: (r) => r.reference_id },
    { header: t('fields.title'), value: (r) => r.title },
    { header: t('fields.status'), value: (r) => L.status(r.status) },
    { header: t('fields.version'), value: (r) => r.version },
    { header: t('fields.site'), value: (r) => r.site_name },
    { header: t('fields.area'), value: (r) => r.area_name },
    { header: t('fields.classification'), value: (r) => L.classification(r.classification) },
    { header: t('fields.hazard'), value: (r) => r.hazard },
    { header: t('fields.risk'), value: (r) => r.risk },
    { header: t('fields.consequence'), value: (r) => r.consequence },
    { header: t('fields.inherent'), value: (r) => L.rating(r.inherent_likelihood, r.inherent_severity) },
    { header: t('fields.residual'), value: (r) => L.rating(r.residual_likelihood, r.residual_severity) },
    { header: t('fields.target'), value: (r) => L.rating(r.target_likelihood, r.target_severity) },
    { header: t('fields.controls'), value: (r) => r.controls.map((c) => t('controlLine', { type: L.controlType(c.type), kind: L.controlKind(c.kind), text: c.text })).join('\n') },
    { header: t('fields.tags'), value: (r) => r.tags.join(', ') },
    { header: t('fields.assessedBy'), value: (r) => r.assessed_by_name },
    { header: t('fields.assessedAt'), value: (r) => r.assessed_at },
    { header: t('fields.approvedBy'), value: (r) => r.approved_by_name ?? '' },
    { header: t('fields.reviewFrequency'), value: (r) => L.frequency(r.review_frequency) },
    { header: t('fields.nextReview'), value: (r) => (r.next_review ? `${r.next_review}${r.review_overdue ? ` (${t('summary.overdue')})` : ''}` : '') },
  ];
}

/** the filtered register as an .xlsx (exceljs, loaded here on demand) */
export async function exportExcel(rows: HiraRecord[], L: HiraLabels, fileName: string) {
  const { buildWorkbook, downloadBlob } = await import('@/lib/excel/workbook');
  const columns = exportColumns(L);
  const buffer = await buildWorkbook(
    L.t('export.sheet'),
    columns.map((c) => c.header),
    rows.map((r) => columns.map((c) => c.value(r))),
  );
  downloadBlob(buffer, fileName);
}

/** the filtered register as a PDF (our small PDF writer, loaded on demand): one section per risk */
export async function exportPdf(rows: HiraRecord[], L: HiraLabels, title: string, filters: string, fileName: string, lang: string) {
  const { buildReportPdf } = await import('@/lib/report/pdf');
  const { downloadBlob } = await import('@/lib/files/download-blob');
  const [ref, name, ...rest] = exportColumns(L);
  const blob = await buildReportPdf(title, [{ lines: [filters, L.t('export.count', { count: rows.length })] }, ...rows.map((r) => ({ title: `${ref.value(r)} — ${name.value(r)}`, gap: 10, rows: rest.map((c) => [c.header, String(c.value(r) || '—')] as [string, string]) }))], { lang });
  downloadBlob(blob, fileName, 'application/pdf');
}

/**
 * Every audit screen in one lazy chunk: the route table (on every first paint) then carries one dynamic import for
 * the module instead of nine.
 */
export { default as AuditsPage } from './audits-page';
export { default as AuditFramePage } from './audit-frame-page';
export { default as AuditSummaryPage } from './audit-summary-page';
export { default as AuditSectionPage } from './audit-section-page';
export { default as AuditFindingsPage } from './audit-findings-page';
export { default as AuditActionsPage } from './audit-actions-page';
export { default as AuditReportPage } from './audit-report-page';
export { default as TemplatesPage } from './templates-page';
export { default as TemplateBuilderPage } from './template-builder-page';
export { default as AuditSummaryReportPage } from './audit-summary-report-page';

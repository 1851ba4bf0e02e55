/**
 * What other features (dashboards, reports, the permit views) may use of permits: the record and list types, the
 * status rules (display status, board column, overdue), the list filters and the register query.
 */
export type { Permit, PermitSummary, PermitDetail, PermitListResponse, DisplayPermitStatus, StoredPermitStatus, BoardColumn, PermitClash, ClashKind, PermitAction } from './model/types';
export { DISPLAY_PERMIT_STATUSES, STORED_PERMIT_STATUSES, BOARD_COLUMNS, CLASH_KINDS, PERMIT_ACTIONS } from './model/types';
export { displayStatus, boardColumn, isOverdue, inTab, PERMIT_TABS, type PermitTab } from './model/status';
export { matchesPermitFilters, PERMITS_PER_PAGE, PERMITS_MAX_PER_PAGE, type PermitListArgs } from './model/filters';
export { useGetPermitsQuery, useGetPermitQuery } from './api/permits-api';

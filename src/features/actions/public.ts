/**
 * What other features (observations, incidents, audits) may use to show and raise actions.
 */
export type { ActionRecord, ActionInput, ActionType, ActionStatus, RiskLevel, ControlType, ActionCategory } from './model';
export { ACTION_TYPES, ACTION_STATUSES, CONTROL_TYPES, ACTION_CATEGORIES, RISK_LEVELS, displayActionStatus, todayIso } from './model';
export { useTenantMemory } from './components/use-tenant-memory';

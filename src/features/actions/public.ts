/**
 * What other features (observations, incidents, audits) may use to show and raise actions.
 */
export type { ActionRecord, ActionInput, ActionType, ActionStatus, RiskLevel, ControlType, ActionCategory } from './model';
export { ACTION_TYPES, ACTION_STATUSES, CONTROL_TYPES, ACTION_CATEGORIES, RISK_LEVELS, displayActionStatus } from './model';
export { ActionSummary } from './components/action-summary';
export { useCreateActionMutation, useUpdateActionMutation, useGetActionsQuery } from './api/actions-api';
export { RaiseActionDialog, type RaiseActionProps } from './components/raise-action-dialog';

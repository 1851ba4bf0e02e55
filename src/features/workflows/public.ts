/** What other features may use of workflows: the pure choice of who reviews a record (see model/impact.ts). */
export { governingWorkflow, reviewPlan, type ScopedWorkflow } from './model/impact';

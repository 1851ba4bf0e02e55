/** What other features may use of the contractors module. */
export { INELIGIBLE_REASON_TEXT, workerIneligibility, type IneligibleReason } from './model';

import type { CapaInput, IncidentFormData, IncidentRecord, WhyEntry } from '../../model';

/** what every investigation step receives from the steps page */
export interface StepProps {
  incident: IncidentRecord;
  formData: IncidentFormData;
  /** no Incident update right, or the incident is closed */
  readOnly: boolean;
  /** /incidents/:id/steps */
  base: string;
  /** after a successful save: go to step `next` (1-based) */
  onSaved(next: number): void;
}

/** the step to open for /incidents/:id/steps: the first one not completed yet (1..5) */
export function nextStep(stepCompleted: number): number {
  return Math.min(Math.max(stepCompleted + 1, 1), 5);
}

/** a step can be opened once every step before it is completed (steps already done stay revisitable) */
export function stepReachable(step: number, stepCompleted: number): boolean {
  return step >= 1 && step <= 5 && step <= stepCompleted + 1;
}

export const emptyWhy = (): WhyEntry => ({ question: '', answer: '', root_cause_setting_id: null });
export const emptyCapa = (): CapaInput => ({ description: '', control_type: '', responsible_user_id: null, due_date: '' });

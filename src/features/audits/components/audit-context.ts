import { createContext, useContext } from 'react';
import type { Answer, Answers, AuditWithDefinition, KeyFinding } from '../model';
import type { AuditScore } from '../model/scoring';
import type { AuditLabels } from './labels';

/** What the audit frame (/audits/{id}) hands its child screens (a React context: the route guards sit between them). */
export interface AuditContext {
  audit: AuditWithDefinition;
  answers: Answers;
  setAnswer(questionId: string, answer: Answer): void;
  findings: KeyFinding[];
  setFindings(next: KeyFinding[]): void;
  score: AuditScore;
  editable: boolean;
  dirty: boolean;
  saving: boolean;
  /** saves answers and findings; `submit` completes the audit. false when refused */
  save(submit?: boolean): Promise<boolean>;
  L: AuditLabels;
}

export const AuditCtx = createContext<AuditContext | null>(null);

export function useAudit(): AuditContext {
  const ctx = useContext(AuditCtx);
  if (!ctx) throw new Error('useAudit outside the audit frame');
  return ctx;
}

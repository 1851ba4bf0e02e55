import { db, type TenantData } from '../../db/db';
import type { DemoPermit } from '../../db/types';
import { approvalFor, historyEntry } from './rules';
import { permitsOf } from './serialize';

/**
 * A workflow created, changed or deleted restarts the review of the requested permits it covers (SPEC §4; the
 * workflows' impact preview lists them): the permit's approval round is drawn again from the workflows as they now
 * are, the approvals given so far are dropped, and the history says who changed which workflow. Clash
 * acknowledgements stay: the clashes themselves did not change.
 */
export function restartPermitApproval(tenant: TenantData, permitId: number, by: { id: number; full_name: string }, workflowTitle: string): void {
  const p = permitsOf(tenant).find((x) => x.id === permitId);
  if (!p || p.status !== 'requested') return;
  const row: DemoPermit = {
    ...p,
    approval: approvalFor(tenant, p.location.site_id, p.permit_form_id, { id: p.requestor_id, name: p.requestor_name }),
    history: [...p.history, historyEntry(tenant, by, 'review_restart', 'requested', 'requested', workflowTitle)],
    updated_at: new Date().toISOString(),
  };
  db.commit(tenant, 'permits', 'update', row);
}

import { createNotification } from '@/mocks/cable/notifications';
import type { DemoNotification } from '@/mocks/cable/payloads';
import { db, type TenantData } from '@/mocks/db/db';
import type { DemoUser } from '@/mocks/db/types';
import { validityState } from '../model';
import { contractorsOf, documentsOf, today as todayOf } from './store';

export const EXPIRING_KIND = 'contractor_document_expiring';

/**
 * SPEC §9 "Contractor document expiry warning: one month ahead" — the nightly job of a real backend: a document that
 * ends within one month (and was not rejected) gives the organisation's admins and the contractor's own users one
 * notification, once per document (its link names the document, so a later run sends nothing new).
 */
export function remindExpiringDocuments(tenant: TenantData, today = todayOf()): void {
  const admins = db.list<DemoUser>(tenant, 'users').filter((u) => u.is_admin && u.status === 'Active').map((u) => u.id);
  const sent = new Set(
    db
      .list<DemoNotification>(tenant, 'notifications')
      .filter((n) => n.kind === EXPIRING_KIND)
      .map((n) => `${n.user_id}|${n.link}`),
  );
  for (const c of contractorsOf(tenant)) {
    for (const d of documentsOf(tenant).filter((x) => x.contractor_id === c.id)) {
      if (d.status === 'rejected' || validityState(d.valid_until, today) !== 'expiring') continue;
      const link = `/contractor/${c.id}/documents/edit/${d.id}`;
      for (const userId of new Set([...admins, ...c.user_ids])) {
        if (sent.has(`${userId}|${link}`)) continue;
        createNotification(tenant, userId, { kind: EXPIRING_KIND, title: `${c.company_name}: ${d.title} (${d.valid_until})`.slice(0, 120), link });
      }
    }
  }
}

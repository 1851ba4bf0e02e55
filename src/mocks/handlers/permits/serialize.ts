import { permitHolder } from '@/features/permits/model/handover';
import { findClashes, isClashChecked, isClashOpen, type ClashCandidate, type PlanGeometry } from '@/features/permits/model/clash';
import { boardColumn, displayStatus } from '@/features/permits/model/status';
import type { PermitClash, PermitDetail, PermitSummary } from '@/features/permits/model/types';
import type { PermitType } from '@/features/site-plans/model';
import { db, type TenantData } from '../../db/db';
import type { DemoPermit, DemoSite, DemoSitePlan } from '../../db/types';
import { ensurePermits } from '../../db/seed/permits';

export function permitsOf(tenant: TenantData): DemoPermit[] {
  if (ensurePermits(tenant)) db.touch(tenant);
  return db.list<DemoPermit>(tenant, 'permits');
}

/** the site plans' zones and pins, per site id (what the clash rules read) */
export function planGeometry(tenant: TenantData): Map<number, PlanGeometry> {
  return new Map(
    db.list<DemoSitePlan>(tenant, 'site_plans').map((p) => [
      p.site_id,
      {
        zones: p.zones.map((z) => ({ ...z, required_permits: z.required_permits as PermitType[] })),
        pins: p.pins.map((pin) => ({ ...pin, kind: pin.kind as never })),
      } as PlanGeometry,
    ]),
  );
}

/** The context of one request's serialisation: the live permits and plans read once. */
export interface ClashContext {
  live: ClashCandidate[];
  plans: Map<number, PlanGeometry>;
}

export function clashContext(tenant: TenantData): ClashContext {
  return { live: permitsOf(tenant).filter((p) => isClashOpen(p.status)), plans: planGeometry(tenant) };
}

/** the clashes of a permit with the open ones (model/clash.ts rules; a finished permit clashes with nothing) */
export function clashesFor(p: ClashCandidate, ctx: ClashContext): PermitClash[] {
  if (!isClashChecked(p.status)) return [];
  return findClashes(
    p,
    ctx.live.filter((o) => o.id !== p.id),
    ctx.plans,
  );
}

/** site id → name (a draft saved before a site was chosen has a null site: no name) */
const siteNames = (tenant: TenantData) => new Map<number | null, string>(db.list<DemoSite>(tenant, 'sites').map((s) => [s.id, s.name]));

export function serializeSummary(tenant: TenantData, p: DemoPermit, ctx: ClashContext = clashContext(tenant), now = new Date(), names = siteNames(tenant)): PermitSummary {
  const { answers: _a, history: _h, closure_answers: _c, extensions, handovers: _ho, ...rest } = p;
  return {
    ...rest,
    display_status: displayStatus(p, now),
    board_column: boardColumn(p, now),
    extension_count: extensions.length,
    clash_count: clashesFor(p, ctx).length,
    site_name: names.get(p.location.site_id) ?? '',
    ...permitHolder(p),
  };
}

export function serializeDetail(tenant: TenantData, p: DemoPermit, ctx: ClashContext = clashContext(tenant), now = new Date()): PermitDetail {
  return { ...p, display_status: displayStatus(p, now), clashes: clashesFor(p, ctx), site_name: siteNames(tenant).get(p.location.site_id) ?? '' };
}

/** what travels on the cable: the detail plus the summary's fields, so both a cached list row and the open summary can be patched */
export function serializeForCable(tenant: TenantData, p: DemoPermit) {
  const ctx = clashContext(tenant);
  const detail = serializeDetail(tenant, p, ctx);
  return { ...detail, board_column: boardColumn(p), extension_count: p.extensions.length, clash_count: detail.clashes.length, ...permitHolder(p) };
}

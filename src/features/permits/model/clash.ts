import type { PlanPin, PlanZone } from '@/features/site-plans/public';
import type { Permit, PermitClash } from './types';

/** what the clash rules read of a permit */
export type ClashCandidate = Pick<Permit, 'id' | 'number' | 'title' | 'status' | 'start_at' | 'end_at' | 'location' | 'permit_type' | 'clash_acknowledgements'>;

/** the site plan geometry the rules need (zones and pins in image pixels), per site id */
export type PlanGeometry = { zones: PlanZone[]; pins: PlanPin[] };

/**
 * The clashes of `permit` with `others` (issue 14 "clash detection"). Placeholder signature: the body is written by
 * the permit views work (this file's owner); the demo backend and the form call it.
 */
export function findClashes(permit: ClashCandidate, others: readonly ClashCandidate[], plans: ReadonlyMap<number, PlanGeometry>): PermitClash[] {
  void permit;
  void others;
  void plans;
  return [];
}

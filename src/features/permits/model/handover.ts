import type { Permit, PermitHandover } from './types';

/**
 * Who holds the permit (HSE HSG250 "shift change / handover": responsibility passes only when the incoming person has
 * been briefed and accepted it — a handover takes two people). The holder is the requester (the performing
 * authority the permit was issued to) until a handover is CONFIRMED by its incoming person; a handover the incoming
 * person has not confirmed leaves the outgoing person holding it (shown as "handover to … waiting"). Every view that
 * names the holder (summary, board card, map list, report) reads this one rule.
 */
export interface PermitHolder {
  holder: { id: number; name: string };
  /** the incoming person of a handover not yet confirmed */
  handover_to: { id: number; name: string } | null;
}

export function permitHolder(p: Pick<Permit, 'requestor_id' | 'requestor_name'> & { handovers?: readonly PermitHandover[] }): PermitHolder {
  let holder = { id: p.requestor_id, name: p.requestor_name };
  let handoverTo: PermitHolder['handover_to'] = null;
  for (const h of p.handovers ?? []) {
    if (h.incoming_confirmed_at) {
      holder = { id: h.incoming_id, name: h.incoming_name };
      handoverTo = null;
    } else if (h.outgoing_confirmed) handoverTo = { id: h.incoming_id, name: h.incoming_name };
  }
  return { holder, handover_to: handoverTo };
}

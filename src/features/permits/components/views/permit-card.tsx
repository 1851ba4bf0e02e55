import { memo } from 'react';
import type { PermitSummary } from '../../model/types';
import { statusBadge, type PermitViewLabels } from './labels';

/** what a card shows, formatted once per permit list and language (the board caches it) */
export interface CardView {
  id: number;
  href: string;
  title: string;
  place: string;
  window: string;
  status: string;
  badge: string;
  type: string;
  clashes: string;
  overdue: boolean;
  /** who holds it (the outgoing person until a handover is accepted) */
  holder: string;
}

/** "Held by X" (and the handover waiting for its incoming person): open permits only */
export function holderText(p: Pick<PermitSummary, 'holder' | 'handover_to' | 'status'>, L: Pick<PermitViewLabels, 'tp'>): string {
  if (!p.holder || !['approved', 'active', 'suspended', 'handed_back'].includes(p.status)) return '';
  return p.handover_to ? L.tp('holder.waiting', { name: p.holder.name, to: p.handover_to.name }) : L.tp('holder.line', { name: p.holder.name });
}

export function cardView(p: PermitSummary, L: PermitViewLabels): CardView {
  return {
    id: p.id,
    href: `/permit/${p.id}/summary`,
    title: `${p.number} · ${p.title}`,
    place: [p.site_name, p.location.description].filter(Boolean).join(' · '),
    window: L.window(p.start_at, p.end_at),
    status: L.status(p.display_status),
    badge: statusBadge(p.display_status),
    type: L.permitType(p.permit_type),
    clashes: p.clash_count > 0 ? L.t('clash.count', { count: p.clash_count }) : '',
    overdue: p.display_status === 'overdue',
    holder: holderText(p, L),
  };
}

/**
 * One permit on the board, kept light so a 200-permit board renders fast: pre-formatted text (no translation or date
 * formatting while rendering), a plain link (the board handles its clicks: no router hooks per card), no PrimeReact;
 * `content-visibility: auto` (views.css) skips the layout and paint of cards off screen.
 */
export const PermitCard = memo(function PermitCard({ card: c }: { card: CardView }) {
  return (
    <li className={`permit-card${c.overdue ? ' is-overdue' : ''}${c.clashes ? ' is-clashing' : ''}`} data-permit-id={c.id}>
      <a href={c.href}>{c.title}</a>
      <span className="meta">{c.place}</span>
      <span className="meta">{c.window}</span>
      {c.holder && <span className="meta">{c.holder}</span>}
      <span className="flags">
        <span className={`badge badge-${c.badge}`}>{c.status}</span>
        {c.type && <span className="badge badge-closed">{c.type}</span>}
        {c.clashes && (
          <span className="badge badge-clash">
            <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {c.clashes}
          </span>
        )}
      </span>
    </li>
  );
});

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

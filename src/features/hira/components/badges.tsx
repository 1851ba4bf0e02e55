import { Badge } from '@/components/list/list-ui';
import { ratingIn, type HiraInput, type HiraStatus } from '../model';
import type { HiraLabels } from './labels';

const STATUS_KIND: Record<HiraStatus, string> = {
  draft: 'closed',
  waiting_for_approval: 'awaiting',
  published: 'open',
  approved: 'completed',
  rejected: 'overdue',
  archive: 'closed',
};

export function StatusBadge({ status, L }: { status: HiraStatus; L: HiraLabels }) {
  return <Badge kind={STATUS_KIND[status]}>{L.status(status)}</Badge>;
}

/** a rating written out with its band ("Likely × Major = 12 (High)"), tinted by the band */
export function RatingBadge({ risk, kind, L, short }: { risk: HiraInput; kind: 'inherent' | 'residual' | 'target'; L: HiraLabels; short?: boolean }) {
  const r = ratingIn(risk, kind);
  if (!r) return <Badge kind="hira-none">{L.t('rating.notRated')}</Badge>;
  return <Badge kind={`hira-${r.band}`}>{short ? L.t('rating.short', { score: r.score, band: L.band(r.band) }) : L.rating(r.likelihood, r.severity)}</Badge>;
}

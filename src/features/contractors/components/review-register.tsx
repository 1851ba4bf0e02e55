import type { RegisterColumn } from '@/components/list/register';
import { REVIEW_STATUSES, type ReviewStatus, type ReviewTrail } from '../model';
import type { ContractorLabels } from './labels';

/** The status tabs of a reviewed register (workers, documents): one per review status, then all. */
export function reviewTabs(L: ContractorLabels, counts: (Record<ReviewStatus, number> & { all: number }) | undefined) {
  return {
    label: L.t('list.statusTabs'),
    items: [...REVIEW_STATUSES.map((s) => ({ value: s, label: L.review(s), count: counts?.[s] })), { value: 'all', label: L.t('status.all'), count: counts?.all }],
  };
}

/** The review trail's columns: who submitted and who reviewed, and when. */
export function reviewColumns<R extends ReviewTrail>(L: ContractorLabels, submittedSort?: string): RegisterColumn<R>[] {
  const { t } = L;
  return [
    { header: t('review.submitted'), sort: submittedSort, cell: (r) => (r.submitted_by_name ? t('review.byAt', { name: r.submitted_by_name, at: L.date(r.submitted_at) }) : L.date(r.submitted_at)) },
    { header: t('review.reviewed'), cell: (r) => (r.reviewed_by_name ? t('review.byAt', { name: r.reviewed_by_name, at: L.date(r.reviewed_at) }) : '') },
  ];
}

import { useMemo } from 'react';
import { useDebounced } from '@/lib/hooks/use-debounced';
import { useGetPermitClashesQuery, type PermitClashArgs } from '../../api/permits-api';
import type { PermitDetail } from '../../model/types';
import type { PermitFormLabels } from '../labels';
import type { PermitFormValues } from './permit-form';

const valid = (local: string) => !!local && !Number.isNaN(Date.parse(local));

/**
 * The clashes the permit being written would have (issue 14 "both show the clash in the form … before approval"):
 * asked from `GET /permits/clashes` once the site and a valid time window are given, again as they change
 * (debounced); announced politely.
 */
export function LiveClashes({ values, permitType, excludeId, L }: { values: PermitFormValues; permitType: PermitDetail['permit_type']; excludeId: number | null; L: PermitFormLabels }) {
  const { t } = L;
  const { location: loc, start_at, end_at } = values;
  const args = useMemo<PermitClashArgs | null>(
    () =>
      loc.site_id && valid(start_at) && valid(end_at) && Date.parse(start_at) < Date.parse(end_at)
        ? { site_id: loc.site_id, start_at: new Date(start_at).toISOString(), end_at: new Date(end_at).toISOString(), zone_id: loc.zone_id, pin_id: loc.pin_id, isolation_pin_ids: loc.isolation_pin_ids, permit_type: permitType, exclude_id: excludeId }
        : null,
    [loc.site_id, loc.zone_id, loc.pin_id, loc.isolation_pin_ids, start_at, end_at, permitType, excludeId],
  );
  const debounced = useDebounced(args, 400);
  const { data, isFetching } = useGetPermitClashesQuery(debounced ?? (undefined as unknown as PermitClashArgs), { skip: !debounced });
  const clashes = debounced ? (data?.clashes ?? []) : [];
  return (
    <section className={clashes.length ? 'permit-live-clashes permit-clash-open' : 'permit-live-clashes'} aria-labelledby="permit-form-clashes">
      <h3 id="permit-form-clashes">{t('clashes.liveTitle')}</h3>
      <div role="status" aria-live="polite">
        {!debounced ? (
          <p className="hint">{t('clashes.needWhereWhen')}</p>
        ) : isFetching && !data ? (
          <p className="hint">{t('clashes.checking')}</p>
        ) : clashes.length === 0 ? (
          <p className="hint">{t('clashes.none')}</p>
        ) : (
          <>
            <p>
              <strong>{t('clashes.found', { count: clashes.length })}</strong>
            </p>
            <ul className="permit-plain-list">
              {clashes.map((c) => (
                <li key={c.other_permit_id}>
                  {t('clashes.other', { number: c.other_number, title: c.other_title })} — {c.kinds.map(L.clashKind).join(', ')} · {t('clashes.window', { from: L.dateTime(c.from), to: L.dateTime(c.to) })}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}

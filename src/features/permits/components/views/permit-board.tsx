import { useDeferredValue, useLayoutEffect, useMemo, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BOARD_COLUMNS, type BoardColumn, type PermitSummary } from '../../model/types';
import { PermitCard, cardView, type CardView } from './permit-card';
import type { PermitViewLabels } from './labels';

interface Props {
  permits: readonly PermitSummary[];
  counts: Record<BoardColumn, number> | undefined;
  busy: boolean;
  L: PermitViewLabels;
  /** a link to the list of one column (with the board's filters) */
  columnLink(column: BoardColumn): string;
}

/** cards per column in the first render (a 1080 px screen shows about this many); the rest follow in the background */
export const FIRST_CARDS = 6;
const BOARD_MARK = 'permit-board:render';

/** the cards of a permit list (RTK Query keeps the same array while the data is unchanged), per language */
const formatted = new WeakMap<readonly PermitSummary[], { language: string; columns: Map<BoardColumn, CardView[]> }>();

function columnsOf(permits: readonly PermitSummary[], L: PermitViewLabels, language: string): Map<BoardColumn, CardView[]> {
  const known = formatted.get(permits);
  if (known && known.language === language) return known.columns;
  const sorted = [...permits].sort((a, b) => a.end_at.localeCompare(b.end_at));
  const columns = new Map<BoardColumn, CardView[]>(BOARD_COLUMNS.map((c) => [c, []]));
  for (const p of sorted) columns.get(p.board_column)?.push(cardView(p, L));
  formatted.set(permits, { language, columns });
  return columns;
}

/**
 * The status board (issue 14): the 8 columns (Requested, Drafts, Approved/Active, Suspended, Revoked, Rejected,
 * Closed, Expired-not-handed-back), each a heading with its count and the permits as light cards, soonest end first.
 * Rendered progressively: the first paint has every column and its first FIRST_CARDS cards (what a screen shows),
 * the other cards follow in a background render that React interrupts for input (`useDeferredValue`); cards below
 * the fold are neither laid out nor painted until scrolled to (`content-visibility: auto`). The cards' texts are
 * formatted once per permit list and language; their links are plain anchors whose clicks the board routes.
 */
export function PermitBoard({ permits, counts, busy, L, columnLink }: Props) {
  const navigate = useNavigate();
  const limit = useDeferredValue(Number.POSITIVE_INFINITY, FIRST_CARDS);
  // User Timing (DevTools' performance panel, scripts/bench-permit-board.mjs): render → commit of the first cards and
  // of all the cards, measured once each until the measures are cleared (the buffer does not grow with re-renders)
  performance.mark(BOARD_MARK);
  useLayoutEffect(() => {
    const name = limit === FIRST_CARDS ? 'permit-board:first' : 'permit-board:all';
    try {
      if (performance.getEntriesByName(name, 'measure').length === 0) performance.measure(name, BOARD_MARK);
      performance.clearMarks(BOARD_MARK);
    } catch {
      /* no User Timing here: nothing to measure */
    }
  });
  const language = L.language;
  const byColumn = useMemo(() => columnsOf(permits, L, language),
    // the labels follow the language
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [permits, language]);

  /** a plain click on a card's link: in-app navigation (a modified click opens a tab as links do) */
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    const a = (e.target as Element).closest('a');
    if (!a || !a.closest('.permit-card') || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const href = a.getAttribute('href');
    if (!href?.startsWith('/')) return;
    e.preventDefault();
    navigate(href);
  };

  return (
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the links inside are the controls (Enter on a link is a click)
    <div className="permit-board" aria-busy={busy || limit < Number.POSITIVE_INFINITY} data-testid="permit-board" onClick={onClick}>
      {BOARD_COLUMNS.map((column) => {
        const all = byColumn.get(column) ?? [];
        const cards = all.length > limit ? all.slice(0, limit) : all;
        const count = counts?.[column] ?? all.length;
        const id = `permit-col-${column}`;
        return (
          <section key={column} className="permit-column" aria-labelledby={id}>
            <h2 id={id}>
              <span>{L.column(column)}</span> <span className="count">{count}</span>
            </h2>
            {cards.length === 0 ? (
              <p className="more">{L.t('board.empty')}</p>
            ) : (
              <ul className="permit-cards" aria-label={L.t('board.columnList', { column: L.column(column), count })}>
                {cards.map((c) => (
                  <PermitCard key={c.id} card={c} />
                ))}
              </ul>
            )}
            {count > all.length && (
              <p className="more">
                <Link to={columnLink(column)}>{L.t('board.showAll', { count, column: L.column(column) })}</Link>
              </p>
            )}
          </section>
        );
      })}
    </div>
  );
}

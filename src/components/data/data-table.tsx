import type { ReactNode } from 'react';

/** A small data table: a caption for screen readers, one header row of column titles, the rows given. */
export function DataTable({ caption, columns, className, busy, children }: { caption: string; columns: ReactNode[]; className?: string; busy?: boolean; children: ReactNode }) {
  return (
    // a table wider than the screen scrolls in this box, which must then be reachable by keyboard
    // (WCAG 2.1.1; axe scrollable-region-focusable — e.g. an empty table has nothing else to focus)
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className={className ? `data-table ${className}` : 'data-table'} aria-busy={busy}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

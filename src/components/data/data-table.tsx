import type { ReactNode } from 'react';
import { ScrollRegion } from './scroll-region';

/** A small data table: a caption for screen readers, one header row of column titles, the rows given. */
export function DataTable({ caption, columns, className, busy, children }: { caption: string; columns: ReactNode[]; className?: string; busy?: boolean; children: ReactNode }) {
  return (
    <ScrollRegion label={caption}>
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
    </ScrollRegion>
  );
}

import type { ReactNode } from 'react';

/** A small data table: a caption for screen readers, one header row of column titles, the rows given. */
export function DataTable({ caption, columns, className, busy, children }: { caption: string; columns: ReactNode[]; className?: string; busy?: boolean; children: ReactNode }) {
  return (
    <div className="table-scroll">
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

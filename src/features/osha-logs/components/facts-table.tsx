import type { ReactNode } from 'react';

/** a captioned table of (label, value) rows: the establishment facts of the summary, the sections of a Form 301 */
export function FactsTable({ caption, rows }: { caption: string; rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <table className="osha-table osha-summary">
      <caption>{caption}</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

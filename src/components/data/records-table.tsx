import { Link } from 'react-router-dom';
import { recordPath, type RecordLine, type RecordModule } from '@/lib/routing/record-path';
import { DataTable } from './data-table';

export type { RecordLine };

/**
 * The records behind a figure or a report cell (a drill-down): number (linked to the record), date, site,
 * description and status, in a table that scrolls sideways on a phone. `headers` and the formatters are the caller's
 * (its namespace and formats).
 */
export function RecordsTable({ caption, module, records, headers, date, status }: { caption: string; module: RecordModule; records: RecordLine[]; headers: { number: string; date: string; site: string; description: string; status: string }; date(value: string): string; status(value: string): string }) {
  return (
    <DataTable caption={caption} columns={[headers.number, headers.date, headers.site, headers.description, headers.status]}>
      {records.map((r) => (
        <tr key={r.id}>
          <td>
            <Link to={recordPath(module, r.id)}>{r.number}</Link>
          </td>
          <td>{date(r.date)}</td>
          <td>{r.site_name}</td>
          <td>{r.description}</td>
          <td>{status(r.status)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

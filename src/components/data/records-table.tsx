import { Link } from 'react-router-dom';
import { recordPath, type RecordModule } from '@/lib/routing/record-path';
import { ScrollRegion } from './scroll-region';

export interface RecordLine {
  id: number;
  number: string;
  date: string;
  site_name: string;
  description: string;
  status: string;
}

/**
 * The records behind a figure or a report cell (a drill-down): number (linked to the record), date, site,
 * description and status, in a table that scrolls sideways on a phone. `headers` and the formatters are the caller's
 * (its namespace and formats).
 */
export function RecordsTable({ caption, module, records, headers, date, status }: { caption: string; module: RecordModule; records: RecordLine[]; headers: { number: string; date: string; site: string; description: string; status: string }; date(value: string): string; status(value: string): string }) {
  return (
    <ScrollRegion label={caption}>
      <table className="data-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{headers.number}</th>
            <th scope="col">{headers.date}</th>
            <th scope="col">{headers.site}</th>
            <th scope="col">{headers.description}</th>
            <th scope="col">{headers.status}</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </ScrollRegion>
  );
}

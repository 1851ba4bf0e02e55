import { todayIso } from '@/lib/forms/dates';
import { useEffect, useRef } from 'react';
import { Button } from 'primereact/button';

import type { IncidentRecord } from '../../model';
import { exportColumns } from './incident-rows';
import { useIncidentLabels } from './labels';
import './register.css';

/** The printable view of the filtered list (every match, not just one page). */
export function PrintPreview({ rows, filterSummary, onClose }: { rows: IncidentRecord[]; filterSummary: string; onClose(): void }) {
  const L = useIncidentLabels();
  const { t } = L;
  const columns = exportColumns(L, todayIso()).filter((c) => c.header !== t('fields.description'));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="inc-print" aria-labelledby="inc-print-title">
      <div className="form-actions no-print" style={{ marginBottom: '1rem' }}>
        <Button type="button" icon="pi pi-print" label={t('print.print')} onClick={() => window.print()} />
        <Button type="button" outlined icon="pi pi-arrow-left" label={t('print.close')} onClick={onClose} />
      </div>
      <h2 id="inc-print-title" ref={heading} tabIndex={-1}>
        {t('print.title')}
      </h2>
      <p>{filterSummary}</p>
      <p>{t('print.generated', { when: L.dateTime(new Date().toISOString()), count: rows.length })}</p>
      <table>
        <caption className="sr-only">{t('print.caption', { count: rows.length })}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th scope="col" key={c.header}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((i) => (
            <tr key={i.id}>
              {columns.map((c) => (
                <td key={c.header}>{c.value(i)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

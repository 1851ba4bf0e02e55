import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { useAppSelector } from '@/lib/store/hooks';
import { env } from '@/config/env';
import { isImageAttachment, type Attachment } from '@/lib/files/attachment';
import './report.css';

interface ReportArticleProps {
  titleId: string;
  title: string;
  printLabel: string;
  pdfLabel: string;
  onPdf: () => void;
  children: ReactNode;
}

/** A printable report (print stylesheet): print and PDF buttons (hidden in print), the title, then the sections. */
export function ReportArticle({ titleId, title, printLabel, pdfLabel, onPdf, children }: ReportArticleProps) {
  const organization = useAppSelector((s) => s.session.user?.organization?.name);
  return (
    <article className="report" aria-labelledby={titleId}>
      <div className="report-toolbar no-print form-actions">
        <Button type="button" icon="pi pi-print" label={printLabel} onClick={() => window.print()} />
        <Button type="button" outlined icon="pi pi-file-pdf" label={pdfLabel} onClick={onPdf} />
      </div>
      {/* the letterhead: whose report it is, on paper too */}
      <header className="report-letterhead">
        <i className="pi pi-shield" aria-hidden="true" />
        <div>
          {organization && <strong>{organization}</strong>}
          <div className="hint">{env.productName}</div>
        </div>
      </header>
      <h1 id={titleId}>{title}</h1>
      {children}
    </article>
  );
}

/** Label/value rows as a report table ('—' for an empty value). */
export function ReportRows({ rows }: { rows: [string, string][] }) {
  return (
    <table className="report-table">
      <tbody>
        {rows.map(([k, v]) => (
          <tr key={k}>
            <th scope="row">{k}</th>
            <td>{v || '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The image attachments under a heading (nothing when there are none). */
export function ReportImages({ title, attachments }: { title: string; attachments: Attachment[] }) {
  const images = attachments.filter(isImageAttachment);
  if (!images.length) return null;
  return (
    <>
      <h2>{title}</h2>
      <div className="report-images">
        {images.map((a, n) => (
          <img key={n} src={a.data_url} alt={a.name} />
        ))}
      </div>
    </>
  );
}

import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ReportArticle, ReportRows } from '@/components/report/report-page';
import type { PdfSection } from '@/lib/report/pdf';
import { svgPath, type QrMatrix } from '@/lib/report/qr';
import { useGetPermitReportQuery } from '../api/permit-views-api';
import type { PermitReport } from '../model/views';
import { closureSections, derivedSectionKeys, formSections } from '../model/answers';
import { permitHolder } from '../model/handover';
import { answerRows, type AnswerWords } from '../components/views/answer-text';
import { usePermitViewLabels, type PermitViewLabels } from '../components/views/labels';
import '@/components/list/module.css';
import '../components/views/views.css';

/** the QR symbol of `url`, made by the `qrcode` package loaded on demand (never in an entry chunk) */
function useQr(url: string | null) {
  const [matrix, setMatrix] = useState<{ url: string; m: QrMatrix } | null>(null);
  useEffect(() => {
    if (!url) return;
    let live = true;
    import('qrcode')
      .then((qr) => {
        if (live) setMatrix({ url, m: qr.create(url, { errorCorrectionLevel: 'M' }).modules });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [url]);
  return matrix && matrix.url === url ? matrix.m : null;
}

/** the report's label/value blocks, shared by the page and its PDF */
function reportBlocks(r: PermitReport, L: PermitViewLabels, words: AnswerWords) {
  const { t } = L;
  const p = r.permit;
  const details: [string, string][] = [
    [t('report.number'), p.number],
    [t('report.work'), p.title],
    [t('report.description'), p.description],
    [t('report.template'), t('report.templateVersion', { name: p.template_name, version: p.permit_form_version_number })],
    [t('report.type'), L.permitType(p.permit_type)],
    [t('report.status'), L.status(p.display_status)],
    [t('report.site'), p.site_name],
    [t('report.location'), p.location.description],
    [t('report.zone'), [r.names.zone, r.names.pin].filter(Boolean).join(' · ')],
    [t('report.isolation'), r.names.isolation_points.join(', ')],
    [t('report.start'), L.dateTime(p.start_at)],
    [t('report.end'), L.dateTime(p.end_at)],
    [t('report.requestor'), p.requestor_name],
    // the outgoing person holds it until the incoming one accepts the handover (model/handover.ts)
    [L.tp('holder.title'), ((h) => (h.handover_to ? L.tp('holder.waiting', { name: h.holder.name, to: h.handover_to.name }) : h.holder.name))(permitHolder(p))],
    [t('report.officers'), r.names.issuing_officers.join(', ')],
    [t('report.approved'), p.approved_at ? L.dateTime(p.approved_at) : ''],
    [t('report.closed'), p.closed_at ? L.dateTime(p.closed_at) : ''],
  ];
  const workers = p.workers.map((w) => [w.name, w.company, w.contractor ? t('report.contractor') : ''].filter(Boolean).join(' · '));
  // the form's sections, without Location / Duration of Work (filled from the permit's site and window, shown above)
  const derived = new Set(r.definition ? derivedSectionKeys(r.definition) : []);
  const answers = r.definition ? answerRows({ sections: formSections(r.definition).sections.filter((s) => !derived.has(s.key)) }, p.answers, words) : [];
  const closure = r.definition && Object.keys(p.closure_answers ?? {}).length ? answerRows(closureSections(r.definition), p.closure_answers, words).filter((s) => s.rows.some(([, v]) => v)) : [];
  const extensions = p.extensions.map((e) => t('report.extensionLine', { at: L.dateTime(e.at), by: e.by_name, hours: e.hours, end: L.dateTime(e.new_end) }) + (e.comment ? ` — ${e.comment}` : ''));
  const handovers = p.handovers.map((h) => t('report.handoverLine', { at: L.dateTime(h.at), from: h.outgoing_name, to: h.incoming_name }) + (h.incoming_confirmed_at ? '' : ` (${t('report.unconfirmed')})`) + (h.notes ? ` — ${h.notes}` : ''));
  const clashes = p.clashes.map((c) => t('clash.with', { number: c.other_number, kinds: c.kinds.map(L.clashKind).join(', ') }) + ` — ${c.other_title}` + (c.acknowledged ? ` (${t('clash.acknowledged')})` : ''));
  const history = p.history.map((h) => `${L.dateTime(h.at)} · ${h.by_name || t('report.system')} · ${L.history(h.action)}${h.to_display && h.from_display ? (h.to_display !== h.from_display ? ` → ${L.status(h.to_display)}` : '') : h.to_status && h.to_status !== h.from_status ? ` → ${L.stored(h.to_status)}` : ''}${h.comment ? ` — ${h.comment}` : ''}`);
  return { details, workers, answers, closure, extensions, handovers, clashes, history };
}

function Lines({ id, title, lines, none }: { id: string; title: string; lines: string[]; none: string }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {lines.length === 0 ? (
        <p>{none}</p>
      ) : (
        <ul>
          {lines.map((l, i) => (
            <li key={i}>{l}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /permit/:id/report (Permit read): the printable permit from `GET /permits_data/:id/permit_report` — details, workers,
 * the answers with the PINNED version's labels, extensions, handovers, clashes, history — with a QR code that opens
 * the live permit (/permit/:id/summary), printed by the browser or saved as a PDF (the house writer, loaded on
 * demand, the QR code drawn in it).
 */
export default function PermitReportPage() {
  const id = Number(useParams().id);
  const L = usePermitViewLabels();
  const { t } = L;
  const query = useGetPermitReportQuery(id, { skip: !id });
  const report = query.data;
  const url = report ? new URL(report.summary_path, window.location.origin).toString() : null;
  const qr = useQr(url);
  const [pdfFailed, setPdfFailed] = useState(false);
  const words: AnswerWords = { yes: t('answer.yes'), no: t('answer.no'), pass: t('answer.pass'), fail: t('answer.fail'), missing: t('answer.missing'), unsafe: t('answer.unsafe'), date: L.date, dateTime: L.dateTime, users: report?.names.users ?? {}, sites: report?.names.sites ?? {} };
  const blocks = useMemo(() => (report ? reportBlocks(report, L, words) : null),
    // the labels follow the language; the words are derived from them
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [report, L.t]);

  if (query.isError) return <p role="alert">{t('report.loadFailed')}</p>;
  if (!report || !blocks || !url) return <p aria-busy="true">{t('loading')}</p>;
  const p = report.permit;
  const title = t('report.title', { number: p.number });

  const onPdf = async () => {
    setPdfFailed(false);
    try {
      const [{ buildReportPdf }, { downloadBlob }] = await Promise.all([import('@/lib/report/pdf'), import('@/lib/files/download-blob')]);
      const sections: PdfSection[] = [
        { code: qr ?? undefined, title: t('report.qrTitle'), lines: [t('report.qrHint'), url] },
        { title: t('report.details'), rows: blocks.details.filter(([, v]) => v) },
        { title: t('report.workers'), gap: 8, lines: blocks.workers.length ? blocks.workers : [t('report.none')] },
        ...blocks.answers.map((s) => ({ title: s.title, gap: 8, rows: s.rows.map(([k, v]): [string, string] => [k, v || '–']) })),
        ...blocks.closure.map((s) => ({ title: `${t('report.closure')}: ${s.title}`, gap: 8, rows: s.rows.map(([k, v]): [string, string] => [k, v || '–']) })),
        { title: t('report.extensions'), gap: 8, lines: blocks.extensions.length ? blocks.extensions : [t('report.none')] },
        { title: t('report.handovers'), gap: 8, lines: blocks.handovers.length ? blocks.handovers : [t('report.none')] },
        { title: t('report.clashes'), gap: 8, lines: blocks.clashes.length ? blocks.clashes : [t('report.none')] },
        { title: t('report.history'), gap: 8, lines: blocks.history },
      ];
      const blob = await buildReportPdf(title, sections, { lang: document.documentElement.lang || 'en' });
      downloadBlob(blob, `${p.number}.pdf`, 'application/pdf');
    } catch {
      setPdfFailed(true);
    }
  };

  return (
    <div className="module-page permit-report">
      <p className="no-print">
        <Link to={`/permit/${p.id}/summary`}>{t('report.back')}</Link>
      </p>
      {pdfFailed && <p role="alert">{t('report.pdfFailed')}</p>}
      <ReportArticle titleId="permit-report-title" title={title} printLabel={t('report.print')} pdfLabel={t('report.pdf')} onPdf={() => void onPdf()}>
        <div className="permit-report-qr">
          {qr ? (
            <svg viewBox={`0 0 ${qr.size + 8} ${qr.size + 8}`} role="img" aria-label={t('report.qrLabel', { number: p.number })} data-testid="permit-qr" shapeRendering="crispEdges">
              <rect width="100%" height="100%" fill="#fff" />
              <path d={svgPath(qr)} fill="#000" />
            </svg>
          ) : (
            <p aria-busy="true">{t('report.qrLoading')}</p>
          )}
          <div>
            <p>{t('report.qrHint')}</p>
            <p>
              <a href={url}>{url}</a>
            </p>
          </div>
        </div>
        <section aria-labelledby="pr-details">
          <h2 id="pr-details">{t('report.details')}</h2>
          <ReportRows rows={blocks.details} />
        </section>
        <Lines id="pr-workers" title={t('report.workers')} lines={blocks.workers} none={t('report.none')} />
        {blocks.answers.map((s, i) => (
          <section key={i} aria-labelledby={`pr-s${i}`}>
            <h2 id={`pr-s${i}`}>{s.title}</h2>
            <ReportRows rows={s.rows} />
          </section>
        ))}
        {!report.definition && <p>{t('report.noDefinition')}</p>}
        {blocks.closure.map((s, i) => (
          <section key={`c${i}`} aria-labelledby={`pr-c${i}`}>
            <h2 id={`pr-c${i}`}>{`${t('report.closure')}: ${s.title}`}</h2>
            <ReportRows rows={s.rows} />
          </section>
        ))}
        <Lines id="pr-ext" title={t('report.extensions')} lines={blocks.extensions} none={t('report.none')} />
        <Lines id="pr-hand" title={t('report.handovers')} lines={blocks.handovers} none={t('report.none')} />
        <Lines id="pr-clash" title={t('report.clashes')} lines={blocks.clashes} none={t('report.none')} />
        <Lines id="pr-hist" title={t('report.history')} lines={blocks.history} none={t('report.none')} />
        <p className="hint">{t('report.generated', { at: L.dateTime(report.generated_at) })}</p>
      </ReportArticle>
    </div>
  );
}

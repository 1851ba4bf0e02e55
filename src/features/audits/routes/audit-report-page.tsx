import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBlob } from '@/lib/files/download-blob';
import { Link, useParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useCan } from '@/lib/ability/use-can';
import { isImageAttachment } from '@/lib/files/attachment';
import { useGetActionsQuery } from '@/features/actions/public';
import { scoreAudit } from '../model/scoring';
import { visibleQuestionIds } from '../model/template';
import { answerText, failedCriticals } from '../model/report';
import { useAppSelector } from '@/lib/store/hooks';
import { useGetAuditQuery } from '../api/audits-api';
import { useAuditLabels } from '../components/labels';
import { ScoreLine } from '../components/score-line';
import { ExplainScore } from '../components/explain-score';
import '@/components/list/module.css';
import '../components/audits.css';


/** /audits/{id}/report: the printable audit report (print CSS hides the app chrome). */
export default function AuditReportPage() {
  const id = Number(useParams().id);
  const L = useAuditLabels();
  const { t } = L;
  const canActions = useCan('read', 'Action');
  const query = useGetAuditQuery(id, { skip: !id });
  const actions = useGetActionsQuery({ kind: 'audits', source_id: id, page: 1 }, { skip: !canActions || !id });
  const { i18n } = useTranslation();
  const organisation = useAppSelector((s) => s.session.user?.organization?.name ?? '');
  const audit = query.data;
  const score = useMemo(() => (audit ? scoreAudit(audit.definition, audit.answers) : null), [audit]);
  if (query.isError) return <Message severity="error" text={t('detail.loadFailed')} />;
  if (!audit || !score) return <p aria-busy="true">{t('detail.loading')}</p>;
  const visible = visibleQuestionIds(audit.definition, audit.answers);
  const title = t('report.title', { number: audit.number, template: audit.template_name });
  const criticals = failedCriticals(audit.definition, audit.answers, score);
  const criticalLine = (c: (typeof criticals)[number]) => t('report.criticalFailed', { question: c.text, answer: c.answer || '–' }) + (c.note ? ` ${t('report.reason', { reason: c.note })}` : '');
  /** a section's heading: its score, pass mark and result (as on the summary) */
  const sectionHead = (i: number) => {
    const r = score.sections[i];
    const parts = [r?.percent != null ? `${r.percent}%` : null, r?.pass_mark != null ? t('score.passMark', { mark: r.pass_mark }) : null, r && r.answered > 0 && r.passed != null ? (r.passed ? t('score.passed') : t('score.failed')) : null].filter(Boolean);
    return `${t('detail.sectionN', { n: i + 1, title: audit.definition.sections[i].title })}${parts.length ? ` – ${parts.join(' · ')}` : ''}`;
  };
  /** the same report as a PDF, with the house writer (loaded on demand) */
  const onPdf = async () => {
    const [{ buildReportPdf }, { jpegForPdf }] = await Promise.all([import('@/lib/report/pdf'), import('@/lib/report/jpeg')]);
    const scoreText = score.scoring
      ? [t('score.total', { percent: score.percent ?? 0, earned: score.earned, max: score.max }), score.pass_mark != null ? t('score.passMark', { mark: score.pass_mark }) : null, score.answered === 0 || score.passed == null ? null : score.passed ? t('score.passed') : t('score.failed')].filter(Boolean).join(' · ')
      : t('score.answered', { answered: score.answered, total: score.total });
    // the photos of each section's answers, as JPEG (the writer embeds JPEG as it is)
    const photos = await Promise.all(
      audit.definition.sections.map(async (s) => {
        const urls = s.questions.filter((q) => visible.has(q.id)).flatMap((q) => (audit.answers[q.id]?.attachments ?? []).filter((f) => isImageAttachment(f)).map((f) => f.data_url));
        return (await Promise.all(urls.map((u) => jpegForPdf(u)))).filter((x) => x != null);
      }),
    );
    const blob = await buildReportPdf(
      title,
      [
        {
          rows: [
            ...(organisation ? [[t('report.organisation'), organisation] as [string, string]] : []),
            [t('fields.site'), audit.site_name],
            [t('fields.auditor'), audit.auditor_name],
            [t('fields.auditee'), audit.auditee_name ?? '–'],
            [t('fields.dueDate'), L.date(audit.due_date)],
            [t('fields.status'), L.status(audit.status)],
            [t('fields.version'), `v${audit.template_version}`],
            [t('fields.score'), scoreText],
            ...(audit.decided_at ? [[t('fields.decision'), `${audit.decided_by_name ?? ''}: ${audit.reason}`] as [string, string]] : []),
          ],
        },
        // why it failed: the reasons, and each failing critical question with its answer and reason
        ...(score.fail_reasons.length ? [{ title: t('report.whyFailed'), gap: 8, lines: [...score.fail_reasons.map((r) => L.failReason(r)), ...criticals.map(criticalLine)] }] : []),
        ...audit.definition.sections.map((s, i) => ({
          title: sectionHead(i),
          gap: 8,
          rows: s.questions.filter((q) => visible.has(q.id)).map((q): [string, string] => [q.text, [answerText(q, audit.answers[q.id]) || '–', audit.answers[q.id]?.note].filter(Boolean).join(' – ')]),
          images: photos[i],
        })),
        { title: t('findings.title'), gap: 8, lines: audit.key_findings.length ? audit.key_findings.map((f) => `${L.severity(f.severity)}: ${f.text}`) : [t('findings.none')] },
        ...(canActions ? [{ title: t('actions.title'), gap: 8, lines: (actions.data?.actions ?? []).map((a) => `${a.number} – ${a.description} (${a.responsible_user_name ?? ''}, ${L.date(a.due_date)})`) }] : []),
      ],
      { lang: i18n.language },
    );
    downloadBlob(blob, `${audit.number}.pdf`, 'application/pdf');
  };
  return (
    <article className="module-page audit-report" aria-labelledby="report-title">
      <div className="audit-head no-print">
        <Link to={`/audits/${audit.id}/summary`}>{t('report.back')}</Link>
        <span className="audit-checks">
          <Button type="button" outlined icon="pi pi-file-pdf" label={t('report.pdf')} onClick={() => void onPdf()} />
          <Button type="button" icon="pi pi-print" label={t('report.print')} onClick={() => window.print()} />
        </span>
      </div>
      <h1 id="report-title">{title}</h1>
      <dl className="details">
        {organisation && (
          <>
            <dt>{t('report.organisation')}</dt>
            <dd>{organisation}</dd>
          </>
        )}
        <dt>{t('fields.site')}</dt>
        <dd>{audit.site_name}</dd>
        <dt>{t('fields.auditor')}</dt>
        <dd>{audit.auditor_name}</dd>
        <dt>{t('fields.auditee')}</dt>
        <dd>{audit.auditee_name ?? '–'}</dd>
        <dt>{t('fields.dueDate')}</dt>
        <dd>{L.date(audit.due_date)}</dd>
        <dt>{t('fields.status')}</dt>
        <dd>{L.status(audit.status)}</dd>
        <dt>{t('fields.version')}</dt>
        <dd>{`v${audit.template_version}`}</dd>
        {audit.completed_at && (
          <>
            <dt>{t('fields.completedAt')}</dt>
            <dd>{L.dateTime(audit.completed_at)}</dd>
          </>
        )}
        {audit.decided_at && (
          <>
            <dt>{t('fields.decision')}</dt>
            <dd>{`${L.status(audit.status)} – ${audit.decided_by_name ?? ''}, ${L.dateTime(audit.decided_at)}${audit.reason ? `: ${audit.reason}` : ''}`}</dd>
          </>
        )}
      </dl>
      <ScoreLine score={score} L={L} />
      {score.fail_reasons.length > 0 && (
        <ul className="audit-fail">
          {score.fail_reasons.map((r) => (
            <li key={r}>{L.failReason(r)}</li>
          ))}
          {criticals.map((c) => (
            <li key={c.question_id}>{criticalLine(c)}</li>
          ))}
        </ul>
      )}
      {audit.definition.sections.map((s, i) => (
        <section key={s.id} aria-labelledby={`report-s${i}`}>
          <h2 id={`report-s${i}`}>{sectionHead(i)}</h2>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('explain.question')}</th>
                <th scope="col">{t('question.answer')}</th>
                <th scope="col">{t('question.note')}</th>
              </tr>
            </thead>
            <tbody>
              {s.questions
                .filter((q) => visible.has(q.id))
                .map((q) => {
                  const a = audit.answers[q.id];
                  return (
                    <tr key={q.id}>
                      <th scope="row">{q.text}</th>
                      <td>{answerText(q, a) || '–'}</td>
                      <td>
                        {a?.note}
                        {(a?.attachments ?? []).length > 0 && (
                          <ul className="audit-thumbs" aria-label={t('question.attachments')}>
                            {(a?.attachments ?? []).map((f, k) => (
                              <li key={k}>{isImageAttachment(f) ? <img src={f.data_url} alt={f.name} /> : f.name}</li>
                            ))}
                          </ul>
                        )}
                      </td>
                    </tr>
                  );
                })}
            </tbody>
          </table>
        </section>
      ))}
      <section aria-labelledby="report-findings">
        <h2 id="report-findings">{t('findings.title')}</h2>
        {audit.key_findings.length === 0 ? (
          <p>{t('findings.none')}</p>
        ) : (
          <ul>
            {audit.key_findings.map((f) => (
              <li key={f.id}>
                <strong>{L.severity(f.severity)}</strong>: {f.text}
              </li>
            ))}
          </ul>
        )}
      </section>
      {canActions && (
        <section aria-labelledby="report-actions">
          <h2 id="report-actions">{t('actions.title')}</h2>
          {(actions.data?.actions ?? []).length === 0 ? (
            <p>{t('actions.none')}</p>
          ) : (
            <ul>
              {(actions.data?.actions ?? []).map((a) => (
                <li key={a.id}>{`${a.number} – ${a.description} (${a.responsible_user_name ?? ''}, ${L.date(a.due_date)})`}</li>
              ))}
            </ul>
          )}
        </section>
      )}
      <div className="no-print">
        <ExplainScore score={score} L={L} />
      </div>
    </article>
  );
}

import { useCallback, useMemo, useState } from 'react';
import { NavLink, Link, Outlet, useParams } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useAppSelector } from '@/lib/store/hooks';
import { useCan } from '@/lib/ability/use-can';
import { clearDraft, draftKey, readDraft, saveDraft } from '@/lib/drafts/draft-store';
import { showToast } from '@/lib/feedback/toast-service';
import { toastApiError } from '@/lib/api/notify-error';
import { Badge } from '@/components/list/list-ui';
import { auditProgress, type Answer, type Answers, type AuditWithDefinition, type KeyFinding } from '../model';
import { scoreAudit } from '../model/scoring';
import { todayIso } from '@/lib/forms/dates';
import { useGetAuditQuery, useUpdateAuditMutation } from '../api/audits-api';
import { useAuditLabels, type AuditLabels } from '../components/labels';
import { AuditCtx, type AuditContext } from '../components/audit-context';
import { ScoreLine } from '../components/score-line';
import '@/components/list/module.css';
import '../components/audits.css';

interface LocalDraft {
  answers: Answers;
  findings: KeyFinding[];
  updated_at: string;
}

const EDITABLE = ['scheduled', 'in_progress', 'rejected'];

/** FRAME of /audits/{id}: the audit, its live score and the section navigation; children summary, audit/{n}, keyfindings, actionitems. */
export default function AuditFramePage() {
  const id = Number(useParams().id);
  const L = useAuditLabels();
  const query = useGetAuditQuery(id, { skip: !id });
  if (query.isError) return <Message severity="error" text={L.t('detail.loadFailed')} />;
  if (!query.data) return <p aria-busy="true">{L.t('detail.loading')}</p>;
  return <AuditFrame key={query.data.id} audit={query.data} L={L} />;
}

/** start from the server's answers, or from a local draft of the same server version (a reload while answering) */
function initialAnswers(audit: AuditWithDefinition, key: string): { answers: Answers; findings: KeyFinding[]; restored: boolean } {
  const draft = readDraft<LocalDraft>(key);
  if (draft && draft.values.updated_at === audit.updated_at && EDITABLE.includes(audit.status)) return { answers: draft.values.answers, findings: draft.values.findings, restored: true };
  if (draft) clearDraft(key);
  return { answers: audit.answers, findings: audit.key_findings, restored: false };
}

function AuditFrame({ audit, L }: { audit: AuditWithDefinition; L: AuditLabels }) {
  const { t } = L;
  const userId = useAppSelector((s) => s.session.user?.id ?? null);
  const canUpdate = useCan('update', 'Audit');
  const [update, updateState] = useUpdateAuditMutation();
  const key = draftKey(`audit:${audit.id}`, userId);
  const [initial] = useState(() => initialAnswers(audit, key));
  const [local, setLocal] = useState<{ answers: Answers; findings: KeyFinding[] }>({ answers: initial.answers, findings: initial.findings });
  const [restored, setRestored] = useState(initial.restored);

  const editable = canUpdate && EDITABLE.includes(audit.status);
  const { answers, findings } = local;
  const dirty = local.answers !== audit.answers || local.findings !== audit.key_findings;
  const score = useMemo(() => scoreAudit(audit.definition, answers), [audit.definition, answers]);

  const change = useCallback(
    (next: { answers: Answers; findings: KeyFinding[] }) => {
      setLocal(next);
      saveDraft<LocalDraft>(key, { ...next, updated_at: audit.updated_at });
    },
    [audit, key],
  );

  const save = useCallback(
    async (submit = false) => {
      const result = await update({ id: audit.id, answers, key_findings: findings, submit });
      if ('error' in result && result.error) {
        toastApiError(result.error);
        return false;
      }
      clearDraft(key);
      setRestored(false);
      setLocal({ answers: result.data.answers, findings: result.data.key_findings });
      showToast({ severity: 'success', detail: submit ? t('conduct.submitted', { number: result.data.number }) : t('conduct.saved') });
      return true;
    },
    [audit, answers, findings, update, key, t],
  );

  const display = auditProgress(audit.status, audit.due_date, todayIso(), score.answered);
  const ctx: AuditContext = {
    audit,
    answers,
    setAnswer: (qid: string, a: Answer) => change({ answers: { ...answers, [qid]: a }, findings }),
    findings,
    setFindings: (f) => change({ answers, findings: f }),
    score,
    editable,
    dirty,
    saving: updateState.isLoading,
    save,
    L,
  };
  return (
    <div className="module-page">
      <div className="audit-head">
        <h1>
          <i className={`pi ${audit.icon}`} aria-hidden="true" /> {audit.number} · {audit.template_name}
        </h1>
        <Badge kind={display === 'not_started' ? 'scheduled' : display}>{L.status(display)}</Badge>
      </div>
      <p>
        {t('detail.meta', { site: audit.site_name, auditor: audit.auditor_name, due: L.date(audit.due_date), version: audit.template_version })}
      </p>
      <ScoreLine score={score} L={L} live />
      {restored && (
        <div className="p-message p-message-info" role="status" style={{ padding: '0.5rem 1rem', display: 'flex', gap: '0.75rem', flexWrap: 'wrap', alignItems: 'center' }}>
          <span style={{ flex: 1 }}>{t('conduct.restored')}</span>
          <Button
            type="button"
            size="small"
            outlined
            label={t('conduct.discardDraft')}
            onClick={() => {
              clearDraft(key);
              setRestored(false);
              setLocal({ answers: audit.answers, findings: audit.key_findings });
            }}
          />
        </div>
      )}
      <nav aria-label={t('detail.nav')}>
        <ul className="audit-tabs">
          <li>
            <NavLink to="summary">
              {t('detail.summary')}
            </NavLink>
          </li>
          {audit.definition.sections.map((s, i) => (
            <li key={s.id}>
              <NavLink to={`audit/${i}`}>{t('detail.sectionN', { n: i + 1, title: s.title })}</NavLink>
            </li>
          ))}
          <li>
            <NavLink to="keyfindings">{t('detail.keyFindings', { count: findings.length })}</NavLink>
          </li>
          <li>
            <NavLink to="actionitems">{t('detail.actionItems')}</NavLink>
          </li>
          <li>
            <Link to={`/audits/${audit.id}/report`}>{t('detail.report')}</Link>
          </li>
        </ul>
      </nav>
      <AuditCtx.Provider value={ctx}>
        <Outlet />
      </AuditCtx.Provider>
    </div>
  );
}

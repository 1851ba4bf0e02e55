import type { TemplateDefinition } from '@/features/permit-templates/public';
import { AttachmentList } from '@/lib/files/file-field';
import { pendingApprovers } from '../../model/status';
import { permitHolder } from '../../model/handover';
import type { PermitDetail } from '../../model/types';
import type { PermitFormLabels } from '../labels';
import { closureSections, declarationSections, requestSections } from '../form/sections';
import { AnswersView, type AnswerNames } from './answers-view';

interface Props {
  permit: PermitDetail;
  /** the pinned version's definition */
  definition: TemplateDefinition;
  names: AnswerNames;
  L: PermitFormLabels;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function Facts({ permit, names, L }: Omit<Props, 'definition'>) {
  const { t } = L;
  const loc = permit.location;
  const pending = pendingApprovers(permit.approval ?? null);
  const waitingOn = (permit.approval?.approvers ?? []).filter((a) => pending.includes(a.id)).map((a) => a.name);
  // until the incoming person accepts a handover, the outgoing one holds the permit (model/handover.ts, HSG250)
  const { holder, handover_to } = permitHolder(permit);
  return (
    <dl className="permit-facts permit-facts-grid">
      <div>
        <dt>{t('summary.status')}</dt>
        <dd>
          <span className={`permit-status permit-status-${permit.display_status}`}>{L.status(permit.display_status)}</span>
          {permit.low_risk && <span className="permit-badge">{L.lowRisk()}</span>}
        </dd>
      </div>
      <div>
        <dt>{t('summary.template')}</dt>
        <dd>{t('summary.templateVersion', { name: permit.template_name, version: permit.permit_form_version_number })}</dd>
      </div>
      <div>
        <dt>{t('fields.requestor')}</dt>
        <dd>{permit.requestor_name}</dd>
      </div>
      <div>
        <dt>{L.tp('holder.title')}</dt>
        <dd>{handover_to ? L.tp('holder.waiting', { name: holder.name, to: handover_to.name }) : holder.name}</dd>
      </div>
      <div>
        <dt>{t('fields.issuingOfficers')}</dt>
        <dd>{permit.issuing_officer_ids.map((id) => names.users.get(id) ?? `#${id}`).join(', ') || t('answers.none')}</dd>
      </div>
      <div>
        <dt>{t('fields.site')}</dt>
        <dd>{permit.site_name}</dd>
      </div>
      <div>
        <dt>{t('fields.locationDescription')}</dt>
        <dd>{loc.description}</dd>
      </div>
      <div>
        <dt>{t('fields.startAt')}</dt>
        <dd>{L.dateTime(permit.start_at)}</dd>
      </div>
      <div>
        <dt>{t('fields.endAt')}</dt>
        <dd>
          {L.dateTime(permit.end_at)}
          {permit.display_status === 'overdue' && <strong className="permit-overdue"> {t('summary.overdue')}</strong>}
        </dd>
      </div>
      {permit.description && (
        <div className="permit-facts-wide">
          <dt>{t('fields.description')}</dt>
          <dd className="permit-pre">{permit.description}</dd>
        </div>
      )}
      {permit.approval && permit.status === 'requested' && (
        <div className="permit-facts-wide">
          <dt>{t('summary.approval')}</dt>
          <dd>
            {[
              permit.approval.workflow_title,
              L.tp(`approval.${permit.approval.kind}`, { count: permit.approval.required }),
              L.tp('approval.progress', { done: permit.approval.approvals.length, required: permit.approval.required }),
              waitingOn.length ? L.tp('approval.waitingOn', { names: waitingOn.join(', ') }) : '',
              // separation of duties (model/duties.ts): the requester never approves their own permit
              permit.approval.requester_excluded
                ? permit.approval.requester_excluded.substitute
                  ? L.tp('approval.requesterReplaced', { name: permit.approval.requester_excluded.name, substitute: permit.approval.requester_excluded.substitute.name })
                  : L.tp('approval.requesterExcluded', { name: permit.approval.requester_excluded.name })
                : L.tp('approval.notRequester', { name: permit.requestor_name }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </dd>
        </div>
      )}
      {permit.status === 'rejected' && permit.rejection_reason && (
        <div className="permit-facts-wide">
          <dt>{t('summary.rejectionReason')}</dt>
          <dd>{permit.rejection_reason}</dd>
        </div>
      )}
      {permit.remarks && (
        <div className="permit-facts-wide">
          <dt>{t('fields.remarks')}</dt>
          <dd className="permit-pre">{permit.remarks}</dd>
        </div>
      )}
      {permit.suspended_reason && permit.status === 'suspended' && (
        <div className="permit-facts-wide">
          <dt>{t('summary.suspendedReason')}</dt>
          <dd>{permit.suspended_reason}</dd>
        </div>
      )}
    </dl>
  );
}

export function ClashList({ clashes, L, headingId }: { clashes: PermitDetail['clashes']; L: PermitFormLabels; headingId: string }) {
  const { t } = L;
  return (
    <section aria-labelledby={headingId} className="permit-clashes">
      <h3 id={headingId}>{t('clashes.title', { count: clashes.length })}</h3>
      {clashes.length === 0 ? (
        <p className="hint">{t('clashes.none')}</p>
      ) : (
        <ul className="permit-plain-list">
          {clashes.map((c) => (
            <li key={c.other_permit_id} className={c.acknowledged ? '' : 'permit-clash-open'}>
              <a href={`/permit/${c.other_permit_id}/summary`}>{t('clashes.other', { number: c.other_number, title: c.other_title })}</a>
              {' — '}
              {c.kinds.map(L.clashKind).join(', ')}
              {' · '}
              {t('clashes.window', { from: L.dateTime(c.from), to: L.dateTime(c.to) })}
              {' · '}
              {c.acknowledged ? t('clashes.acknowledged') : <strong>{t('clashes.notAcknowledged')}</strong>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The read-only permit: facts, clashes, workers, answers (pinned version's labels), extensions, handovers, history. */
export function PermitDetails({ permit, definition, names, L }: Props) {
  const { t } = L;
  const fmt = { date: L.date, dateTime: L.dateTime };
  // a time in a change line reads as a date, not as an ISO string
  const shown = (v: string) => (!v ? '—' : ISO_TIME.test(v) ? L.dateTime(v) : v);
  const closure = closureSections(definition);
  const declaration = declarationSections(definition);
  return (
    <div className="permit-summary">
      <Facts permit={permit} names={names} L={L} />
      <ClashList clashes={permit.clashes} L={L} headingId="permit-summary-clashes" />

      <section aria-labelledby="permit-summary-workers">
        <h3 id="permit-summary-workers">{t('workers.title', { count: permit.workers.length })}</h3>
        <ul className="permit-plain-list">
          {permit.workers.map((w) => (
            <li key={w.key}>
              <strong>{w.name}</strong>
              {[w.company, w.id_number, w.phone, w.age != null ? t('workers.age', { age: w.age }) : '', w.gender ? L.worker(`gender${w.gender}`) : '', w.contractor ? t('workers.contractor') : ''].filter(Boolean).map((x) => ` · ${x}`)}
            </li>
          ))}
        </ul>
      </section>

      {permit.attachments.length > 0 && (
        <section aria-labelledby="permit-summary-attachments">
          <h3 id="permit-summary-attachments">{t('fields.attachments')}</h3>
          <AttachmentList items={permit.attachments} label={t('fields.attachments')} />
        </section>
      )}

      <section aria-labelledby="permit-summary-answers">
        <h3 id="permit-summary-answers">{t('summary.answers', { version: permit.permit_form_version_number })}</h3>
        <AnswersView definition={{ sections: requestSections(definition) }} answers={permit.answers} names={names} fmt={fmt} headingLevel={4} />
      </section>

      {Object.keys(permit.closure_answers ?? {}).length > 0 && (
        <section aria-labelledby="permit-summary-closure">
          <h3 id="permit-summary-closure">{t('summary.closure')}</h3>
          <AnswersView definition={{ sections: closure }} answers={permit.closure_answers} names={names} fmt={fmt} headingLevel={4} />
        </section>
      )}

      {permit.extensions.length > 0 && (
        <section aria-labelledby="permit-summary-extensions">
          <h3 id="permit-summary-extensions">{t('summary.extensions', { count: permit.extensions.length })}</h3>
          <ol className="permit-plain-list">
            {permit.extensions.map((e) => (
              <li key={e.at}>
                {t('summary.extensionLine', { hours: e.hours, by: e.by_name, at: L.dateTime(e.at), from: L.dateTime(e.previous_end), to: L.dateTime(e.new_end) })}
                {e.comment && <> — {e.comment}</>}
                <AnswersView definition={{ sections: declaration }} answers={e.declaration ?? {}} names={names} fmt={fmt} headingLevel={4} />
              </li>
            ))}
          </ol>
        </section>
      )}

      {permit.handovers.length > 0 && (
        <section aria-labelledby="permit-summary-handovers">
          <h3 id="permit-summary-handovers">{t('summary.handovers', { count: permit.handovers.length })}</h3>
          <ol className="permit-plain-list">
            {permit.handovers.map((h) => (
              <li key={h.at}>
                {L.tp('holder.handedOverBy', { from: h.outgoing_name, to: h.incoming_name, at: L.dateTime(h.at) })}
                {' · '}
                {h.incoming_confirmed_at ? L.tp('holder.acceptedBy', { name: h.incoming_name, at: L.dateTime(h.incoming_confirmed_at) }) : <strong>{t('summary.handoverWaiting', { name: h.incoming_name })}</strong>}
                {h.notes && <> — {h.notes}</>}
              </li>
            ))}
          </ol>
        </section>
      )}

      <section aria-labelledby="permit-summary-history">
        <h3 id="permit-summary-history">{t('history.title')}</h3>
        <ol className="permit-history">
          {[...permit.history].reverse().map((h) => (
            <li key={h.id}>
              <span className="permit-history-what">{L.history(h.action)}</span>
              {h.from_display && h.to_display
                ? h.from_display !== h.to_display && <span>{t('history.statusChange', { from: L.status(h.from_display), to: L.status(h.to_display) })}</span>
                : h.from_status && h.to_status && h.from_status !== h.to_status && <span>{t('history.statusChange', { from: L.storedStatus(h.from_status), to: L.storedStatus(h.to_status) })}</span>}
              <span className="hint">{t('history.byAt', { by: h.by_name || t('history.system'), at: L.dateTime(h.at) })}</span>
              {h.comment && <q>{h.comment}</q>}
              {h.changes.length > 0 && (
                <ul className="permit-plain-list">
                  {h.changes.map(([field, before, after]) => (
                    <li key={field}>{t('history.change', { field, before: shown(before), after: shown(after) })}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

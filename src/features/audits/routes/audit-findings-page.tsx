import { useState } from 'react';
import { Button } from 'primereact/button';
import { allQuestions } from '../model/template';
import type { KeyFinding } from '../model';
import { useAudit } from '../components/audit-context';
import { LabelledControl, controlProps } from '@/components/form/labelled-control';

const SEVERITIES: KeyFinding['severity'][] = ['low', 'medium', 'high'];

/** /audits/{id}/keyfindings: what the auditor wants the reader to see first, each optionally tied to a question. */
export default function AuditFindingsPage() {
  const { audit, findings, setFindings, editable, save, saving, dirty, L } = useAudit();
  const { t } = L;
  const [text, setText] = useState('');
  const [severity, setSeverity] = useState<KeyFinding['severity']>('medium');
  const [questionId, setQuestionId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const questions = allQuestions(audit.definition).map(({ question }) => question);
  const add = () => {
    if (!text.trim()) {
      setError(t('validation.findingRequired'));
      document.getElementById('finding-text')?.focus();
      return;
    }
    setError(undefined);
    setFindings([...findings, { id: `f${Date.now()}`, text: text.trim(), severity, question_id: questionId || null }]);
    setText('');
    setQuestionId('');
  };
  return (
    <section aria-labelledby="findings-title">
      <h2 id="findings-title">{t('findings.title')}</h2>
      {findings.length === 0 ? (
        <p>{t('findings.none')}</p>
      ) : (
        <ul>
          {findings.map((f) => (
            <li key={f.id}>
              <strong>{L.severity(f.severity)}</strong>: {f.text}
              {f.question_id && <small> ({questions.find((q) => q.id === f.question_id)?.text})</small>}
              {editable && (
                <Button type="button" text size="small" icon="pi pi-trash" aria-label={t('findings.remove', { text: f.text })} onClick={() => setFindings(findings.filter((x) => x.id !== f.id))} />
              )}
            </li>
          ))}
        </ul>
      )}
      {editable && (
        <div className="panel">
          <h3>{t('findings.add')}</h3>
          <LabelledControl className="audit-field" id="finding-text" label={t('findings.text')} error={error} required>
            <textarea {...controlProps('finding-text', error)} className="native-input" rows={2} value={text} onChange={(e) => setText(e.target.value)} />
          </LabelledControl>
          <div className="audit-row">
            <LabelledControl className="audit-field" id="finding-severity" label={t('findings.severity')}>
              <select id="finding-severity" className="native-input" value={severity} onChange={(e) => setSeverity(e.target.value as KeyFinding['severity'])}>
                {SEVERITIES.map((s) => (
                  <option key={s} value={s}>
                    {L.severity(s)}
                  </option>
                ))}
              </select>
            </LabelledControl>
            <LabelledControl className="audit-field" id="finding-question" label={t('findings.question')}>
              <select id="finding-question" className="native-input" value={questionId} onChange={(e) => setQuestionId(e.target.value)}>
                <option value="">{t('findings.noQuestion')}</option>
                {questions.map((q) => (
                  <option key={q.id} value={q.id}>
                    {q.text}
                  </option>
                ))}
              </select>
            </LabelledControl>
          </div>
          <div className="audit-pager">
            <Button type="button" outlined icon="pi pi-plus" label={t('findings.addButton')} onClick={add} />
            <Button type="button" icon="pi pi-save" label={t('conduct.save')} loading={saving} disabled={!dirty} onClick={() => void save()} />
          </div>
        </div>
      )}
    </section>
  );
}

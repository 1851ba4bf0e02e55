import { useId } from 'react';
import type { TemplateDefinition } from '../model/template';
import type { AuditLabels } from './labels';

/**
 * A read-only preview of the template being built: each section with its questions as the auditor will see them
 * (options as radio buttons or checkboxes, other answers as an empty field). The controls are disabled: nothing is
 * answered or saved here.
 */
export function TemplatePreview({ L, name, def }: { L: AuditLabels; name: string; def: TemplateDefinition }) {
  const { t } = L;
  const uid = useId();
  return (
    <section id="tpl-preview" className="panel audit-preview" aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`}>{t('builder.previewTitle', { name: name.trim() || t('builder.newTitle') })}</h2>
      <p className="audit-hint">{t('builder.previewHint')}</p>
      {def.sections.map((s, si) => (
        <section key={s.id} aria-labelledby={`${uid}-s${si}`}>
          <h3 id={`${uid}-s${si}`}>{`${si + 1}. ${s.title.trim() || t('builder.sectionN', { n: si + 1 })}`}</h3>
          {s.questions.map((q, qi) => {
            const text = q.text.trim() || t('builder.questionN', { n: qi + 1 });
            const fid = `${uid}-q${si}-${qi}`;
            return q.response_type === 'options' ? (
              <fieldset key={q.id} className="audit-question" disabled>
                <legend>{text}</legend>
                <div className="audit-checks">
                  {q.options.map((o) => (
                    <label key={o.id}>
                      <input type={q.is_multi ? 'checkbox' : 'radio'} name={fid} /> {o.label}
                    </label>
                  ))}
                </div>
              </fieldset>
            ) : (
              <div key={q.id} className="audit-field">
                <label htmlFor={fid}>{text}</label>
                <input id={fid} disabled className="native-input" type={q.response_type === 'number' ? 'number' : q.response_type === 'date' ? 'date' : 'text'} />
              </div>
            );
          })}
        </section>
      ))}
    </section>
  );
}

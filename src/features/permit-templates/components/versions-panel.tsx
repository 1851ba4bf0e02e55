import { useState } from 'react';
import { definitionOf, type PermitTemplateRecord } from '../model';
import { diffDefinitions, type DefinitionDiff, type FieldChange } from '../model/diff';
import { useGetPermitTemplateVersionQuery, useGetPermitTemplateVersionsQuery } from '../api/permit-templates-api';
import { usePermitTemplateLabels } from './labels';

const DRAFT = 'draft';

function Fields({ changes }: { changes: FieldChange[] }) {
  const L = usePermitTemplateLabels();
  const { t } = L;
  if (changes.length === 0) return null;
  return (
    <dl className="pt-diff-fields">
      {changes.map((c) => (
        <div key={c.field}>
          <dt>{L.field(c.field)}</dt>
          <dd>
            <span className="sr-only">{t('diff.before')}: </span>
            <del>{c.before || t('diff.empty')}</del> <span aria-hidden="true">→</span> <span className="sr-only">{t('diff.after')}: </span>
            <ins>{c.after || t('diff.empty')}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function DiffView({ diff }: { diff: DefinitionDiff }) {
  const L = usePermitTemplateLabels();
  const { t } = L;
  if (diff.same) return <p>{t('diff.same')}</p>;
  const sections = diff.sections.filter((s) => s.change !== 'same');
  return (
    <div className="pt-diff">
      {diff.fields.length > 0 && (
        <>
          <h4>{t('diff.templateFields')}</h4>
          <Fields changes={diff.fields} />
        </>
      )}
      <ul className="pt-diff-sections">
        {sections.map((s) => (
          <li key={s.key} className={`pt-change-${s.change}`}>
            <p>
              <span className="pt-badge">{L.change(s.change)}</span> {t('diff.section', { name: s.title })}
            </p>
            <Fields changes={s.fields} />
            <ul>
              {s.questions
                .filter((q) => q.change !== 'same')
                .map((q) => (
                  <li key={q.key} className={`pt-change-${q.change}`}>
                    <p>
                      <span className="pt-badge">{L.change(q.change)}</span> {t('diff.question', { name: q.label })}
                    </p>
                    <Fields changes={q.fields} />
                  </li>
                ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The template's published versions (newest first) and a field-by-field diff between two of them, or a version and the saved draft. */
export function VersionsPanel({ record }: { record: PermitTemplateRecord }) {
  const L = usePermitTemplateLabels();
  const { t } = L;
  const versions = useGetPermitTemplateVersionsQuery(record.id);
  const list = versions.data?.versions ?? [];
  const [from, setFrom] = useState<string>('');
  const [to, setTo] = useState<string>('');
  // defaults: the version before the latest against the latest (or the latest against the draft)
  const fromId = from || (list[1] ? String(list[1].id) : list[0] ? String(list[0].id) : '');
  const toId = to || (list[1] ? String(list[0].id) : DRAFT);
  const a = useGetPermitTemplateVersionQuery(Number(fromId), { skip: !fromId });
  const b = useGetPermitTemplateVersionQuery(Number(toId), { skip: !toId || toId === DRAFT });
  const after = toId === DRAFT ? definitionOf(record) : b.data?.definition;
  const diff = a.data && after ? diffDefinitions(a.data.definition, after) : null;
  const label = (id: string) => (id === DRAFT ? t('versions.draft') : t('versions.number', { number: list.find((v) => String(v.id) === id)?.number ?? '' }));

  return (
    <section className="panel pt-versions" aria-labelledby="pt-versions-title">
      <h2 id="pt-versions-title">{t('versions.title')}</h2>
      {list.length === 0 ? (
        <p>{versions.isFetching ? t('versions.loading') : t('versions.none')}</p>
      ) : (
        <>
          {/* a scrollable region must be reachable by keyboard (axe scrollable-region-focusable) */}
          {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className="pt-table-wrap" tabIndex={0} role="region" aria-labelledby="pt-versions-title">
            <table className="pt-table">
              <caption className="sr-only">{t('versions.caption', { count: list.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('versions.version')}</th>
                  <th scope="col">{t('versions.publishedAt')}</th>
                  <th scope="col">{t('versions.publishedBy')}</th>
                  <th scope="col">{t('versions.content')}</th>
                </tr>
              </thead>
              <tbody>
                {list.map((v) => (
                  <tr key={v.id}>
                    <th scope="row">{t('versions.number', { number: v.number })}</th>
                    <td>{L.dateTime(v.published_at)}</td>
                    <td>{v.published_by_name}</td>
                    <td>{t('versions.counts', { sections: v.sections, questions: v.questions })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h3>{t('diff.title')}</h3>
          <div className="pt-inline-fields">
            <div className="field">
              <label htmlFor="pt-diff-from">{t('diff.from')}</label>
              <select id="pt-diff-from" className="native-input" value={fromId} onChange={(e) => setFrom(e.currentTarget.value)}>
                {list.map((v) => (
                  <option key={v.id} value={v.id}>
                    {t('versions.number', { number: v.number })}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="pt-diff-to">{t('diff.to')}</label>
              <select id="pt-diff-to" className="native-input" value={toId} onChange={(e) => setTo(e.currentTarget.value)}>
                {list.map((v) => (
                  <option key={v.id} value={v.id}>
                    {t('versions.number', { number: v.number })}
                  </option>
                ))}
                <option value={DRAFT}>{t('versions.draft')}</option>
              </select>
            </div>
          </div>
          <div aria-live="polite" aria-label={t('diff.result', { from: label(fromId), to: label(toId) })} role="region">
            {diff ? <DiffView diff={diff} /> : <p>{t('versions.loading')}</p>}
          </div>
        </>
      )}
    </section>
  );
}

import { useState, type ReactNode } from 'react';
import { diffWords } from 'diff';
import { controlChanges, diffVersions, type DiffField, type DiffValue } from '../model/diff';
import { isLive, type HiraControl, type HiraDropdowns, type HiraInput, type HiraRecord } from '../model';
import type { HiraLabels } from './labels';
import { ScrollRegion } from '@/components/data/scroll-region';

type Side = 'before' | 'after';

/** a version's text of a field, as the summary shows it */
export function fieldText(field: DiffField, value: DiffValue, L: HiraLabels, dropdowns: HiraDropdowns | undefined): string {
  const { t } = L;
  if (value == null || value === '') return '—';
  switch (field) {
    case 'location': {
      const { site_id, area_id } = value as { site_id: number | null; area_id: number | null };
      const site = dropdowns?.sites.find((s) => s.id === site_id);
      const area = site?.areas.find((a) => a.id === area_id);
      return [site?.name ?? (site_id ? `#${site_id}` : ''), area?.name].filter(Boolean).join(' / ') || '—';
    }
    case 'inherent':
    case 'residual':
    case 'target': {
      const { likelihood, severity } = value as { likelihood: string; severity: string };
      return L.rating(likelihood, severity);
    }
    case 'controls':
      return (value as HiraControl[]).map((c) => controlLine(c, L)).join('\n') || '—';
    case 'tags':
      return (value as string[]).join(', ') || '—';
    case 'classification':
      return L.classification(value as string);
    case 'review_frequency':
      return L.frequency(value as string);
    case 'assessed_by_id':
      return dropdowns?.users.find((u) => u.id === value)?.full_name ?? `#${String(value)}`;
    case 'assessed_at':
      return L.date(value as string);
    default:
      return String(value) || t('rating.notRated');
  }
}

export const controlLine = (c: HiraControl, L: HiraLabels) => L.t('controlLine', { type: L.controlType(c.type), kind: L.controlKind(c.kind), text: c.text });

/** the words removed (before) or added (after) marked, with a hidden word for screen readers */
function marked(before: string, after: string, side: Side, L: HiraLabels): ReactNode {
  return diffWords(before, after).map((part, i) => {
    if (side === 'before' && part.added) return null;
    if (side === 'after' && part.removed) return null;
    if (part.removed)
      return (
        <del key={i}>
          <span className="sr-only">{L.t('diff.removedWord')} </span>
          {part.value}
        </del>
      );
    if (part.added)
      return (
        <ins key={i}>
          <span className="sr-only">{L.t('diff.addedWord')} </span>
          {part.value}
        </ins>
      );
    return <span key={i}>{part.value}</span>;
  });
}

function ControlsCell({ before, after, side, L }: { before: HiraControl[]; after: HiraControl[]; side: Side; L: HiraLabels }) {
  const { added, removed } = controlChanges(before, after);
  const list = side === 'before' ? before : after;
  const changed = side === 'before' ? removed : added;
  if (!list.length) return <>—</>;
  return (
    <ul>
      {list.map((c, i) => {
        const text = controlLine(c, L);
        const isChanged = changed.includes(c);
        if (!isChanged) return <li key={i}>{text}</li>;
        return (
          <li key={i}>
            {side === 'before' ? (
              <del>
                <span className="sr-only">{L.t('diff.removedWord')} </span>
                {text}
              </del>
            ) : (
              <ins>
                <span className="sr-only">{L.t('diff.addedWord')} </span>
                {text}
              </ins>
            )}
          </li>
        );
      })}
    </ul>
  );
}

interface Choice {
  value: string;
  label: string;
  input: HiraInput;
}

/**
 * The field-by-field differences between two versions of a risk: the published versions, and the current text when
 * it is not published (a draft of the next version, or one waiting for approval). Text fields mark the words removed
 * and added; controls mark the controls removed and added.
 */
export function VersionDiff({ risk, L, dropdowns }: { risk: HiraRecord; L: HiraLabels; dropdowns: HiraDropdowns | undefined }) {
  const { t } = L;
  const choices: Choice[] = risk.versions.map((v) => ({ value: String(v.version), label: t('diff.version', { version: v.version, date: L.date(v.published_at) }), input: v.snapshot }));
  const published = risk.versions.some((v) => v.version === risk.version) && isLive(risk.status);
  if (!published) choices.push({ value: 'current', label: t('diff.current', { version: risk.version, status: L.status(risk.status) }), input: risk });
  const [to, setTo] = useState(choices[choices.length - 1]?.value ?? '');
  const toIndex = Math.max(0, choices.findIndex((c) => c.value === to));
  const [from, setFrom] = useState(choices[Math.max(0, choices.length - 2)]?.value ?? '');
  if (choices.length < 2) return <p>{t('diff.nothing')}</p>;
  const a = choices.find((c) => c.value === from) ?? choices[Math.max(0, toIndex - 1)];
  const b = choices[toIndex];
  const changes = diffVersions(a.input, b.input);
  const options = choices.map((c) => (
    <option key={c.value} value={c.value}>
      {c.label}
    </option>
  ));
  return (
    <div className="hira-diff">
      <div className="form-grid two">
        <div className="field">
          <label htmlFor="hira-diff-from">{t('diff.from')}</label>
          <select id="hira-diff-from" className="native-input" value={a.value} onChange={(e) => setFrom(e.target.value)}>
            {options}
          </select>
        </div>
        <div className="field">
          <label htmlFor="hira-diff-to">{t('diff.to')}</label>
          <select id="hira-diff-to" className="native-input" value={b.value} onChange={(e) => setTo(e.target.value)}>
            {options}
          </select>
        </div>
      </div>
      {changes.length === 0 ? (
        <p>{t('diff.none')}</p>
      ) : (
        <ScrollRegion label={t('diff.caption', { from: a.label, to: b.label, count: changes.length })}>
          <table>
            <caption>{t('diff.caption', { from: a.label, to: b.label, count: changes.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('diff.field')}</th>
                <th scope="col">{t('diff.before')}</th>
                <th scope="col">{t('diff.after')}</th>
              </tr>
            </thead>
            <tbody>
              {changes.map((c) => {
                const before = fieldText(c.field, c.before, L, dropdowns);
                const after = fieldText(c.field, c.after, L, dropdowns);
                const free = c.field === 'title' || c.field === 'hazard' || c.field === 'risk' || c.field === 'consequence';
                return (
                  <tr key={c.field}>
                    <th scope="row">{t(`diff.fields.${c.field}`)}</th>
                    {c.field === 'controls' ? (
                      <>
                        <td>
                          <ControlsCell before={c.before as HiraControl[]} after={c.after as HiraControl[]} side="before" L={L} />
                        </td>
                        <td>
                          <ControlsCell before={c.before as HiraControl[]} after={c.after as HiraControl[]} side="after" L={L} />
                        </td>
                      </>
                    ) : free ? (
                      <>
                        <td>{marked(before, after, 'before', L)}</td>
                        <td>{marked(before, after, 'after', L)}</td>
                      </>
                    ) : (
                      <>
                        <td>{before}</td>
                        <td>{after}</td>
                      </>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}

import type { TFunction } from 'i18next';
import type { FieldChange, SimpleValue } from '../model';

/** a field key as people read it: its translation when the log knows it, else the key in words ("head_of_site_id" → "Head of site id") */
export function fieldLabel(t: TFunction<'activityLog'>, field: string): string {
  const words = field.replace(/_/g, ' ');
  return t(`fields.${field}`, { defaultValue: words.charAt(0).toUpperCase() + words.slice(1) });
}

function valueText(t: TFunction<'activityLog'>, v: SimpleValue): string {
  if (v === null || v === '') return t('values.empty');
  if (typeof v === 'boolean') return v ? t('values.yes') : t('values.no');
  return String(v);
}

/** The changed fields of an entry: "City: Leeds → York" (lists and objects: "Divisions changed"). */
export function ChangeList({ t, changes }: { t: TFunction<'activityLog'>; changes: FieldChange[] }) {
  if (changes.length === 0) return null;
  return (
    <ul className="activity-changes">
      {changes.map((c) => (
        <li key={c.field}>
          {c.complex ? t('changedComplex', { field: fieldLabel(t, c.field) }) : t('changed', { field: fieldLabel(t, c.field), before: valueText(t, c.before), after: valueText(t, c.after) })}
        </li>
      ))}
    </ul>
  );
}

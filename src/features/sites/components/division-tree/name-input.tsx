import { useEffect, useId, useRef, useState } from 'react';
import { DIVISION_NAME_MAX } from '../../model/division-tree';
import { divisionNodeSchema } from '../../schemas/division-schema';
import type { SitesT } from './refusal';

/** validates a name for a place in the tree with the shared schema; the first message's text, or null */
async function nameError(t: SitesT, name: string, siblings: string[]): Promise<string | null> {
  try {
    await divisionNodeSchema((k) => k, siblings).validateAt('name', { name });
    return null;
  } catch (e) {
    return t((e as { message: string }).message);
  }
}

/** the in-place name input: Enter saves, Escape cancels; the shared schema checks it first */
export function NameInput({ t, label, initial, siblings, onSave, onCancel }: { t: SitesT; label: string; initial: string; siblings: string[]; onSave: (name: string) => Promise<string | null>; onCancel: () => void }) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, []);
  const errorId = `${useId()}-error`;
  async function save() {
    if (busy) return;
    const problem = await nameError(t, value, siblings);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    const refused = await onSave(value.trim());
    setBusy(false);
    if (refused) setError(refused);
  }
  return (
    <span className="division-name-input">
      <input
        ref={ref}
        type="text"
        aria-label={label}
        value={value}
        maxLength={DIVISION_NAME_MAX + 20}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          e.stopPropagation();
          if (e.key === 'Enter') {
            e.preventDefault();
            void save();
          } else if (e.key === 'Escape') {
            e.preventDefault();
            onCancel();
          }
        }}
        onClick={(e) => e.stopPropagation()}
        // the row is draggable: a press in the box selects text, it does not pick up the node
        onPointerDown={(e) => e.stopPropagation()}
      />
      <span className="division-input-hint">{t('divisions.inputHint')}</span>
      {error && (
        <span id={errorId} className="p-error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}

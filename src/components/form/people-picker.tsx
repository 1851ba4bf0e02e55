import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './people-picker.css';

export interface PeoplePickerProps {
  id: string;
  /** the chosen ids */
  value: number[];
  options: [string, string][];
  onChange(next: number[]): void;
  onBlur?(): void;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * Choosing several people (team members, approvers): the chosen ones as chips with a remove button, and a search
 * box that filters the list as you type (ARIA combobox + multi-select listbox: arrows move, Enter or a tap toggles,
 * Escape closes). Large touch targets; no "hold Ctrl".
 */
export function PeoplePicker({ id, value, options, onChange, onBlur, disabled, required, invalid, describedBy }: PeoplePickerProps) {
  const { t } = useTranslation('common');
  const listId = `${id}-list`;
  const optionId = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const names = useMemo(() => new Map(options.map(([v, name]) => [Number(v), name])), [options]);
  const shown = useMemo(() => {
    const q = query.trim().toLocaleLowerCase();
    return q ? options.filter(([, name]) => name.toLocaleLowerCase().includes(q)) : options;
  }, [options, query]);
  const toggle = (v: number) => onChange(value.includes(v) ? value.filter((x) => x !== v) : [...value, v]);
  const current = shown[Math.min(active, shown.length - 1)];

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) return setOpen(true);
      setActive((a) => (e.key === 'ArrowDown' ? Math.min(a + 1, shown.length - 1) : Math.max(a - 1, 0)));
    } else if (e.key === 'Enter' && open && current) {
      e.preventDefault();
      toggle(Number(current[0]));
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
    } else if (e.key === 'Backspace' && !query && value.length) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className="people-picker">
      {value.length > 0 && (
        <ul className="people-chips" aria-label={t('people.chosen', { count: value.length })}>
          {value.map((v) => (
            <li key={v} className="people-chip">
              <span>{names.get(v) ?? v}</span>
              <button type="button" disabled={disabled} aria-label={t('people.remove', { name: names.get(v) ?? v })} onClick={() => toggle(v)}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        className="native-input"
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder={t('people.search')}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && current ? `${optionId}-${current[0]}` : undefined}
        aria-required={required}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        disabled={disabled}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        onBlur={(e) => {
          // a tap on an option keeps the list open (focus moves inside the picker)
          if (e.relatedTarget && e.currentTarget.parentElement?.contains(e.relatedTarget)) return;
          setOpen(false);
          onBlur?.();
        }}
      />
      <div id={listId} role="listbox" aria-multiselectable="true" aria-labelledby={`${id}-label`} className="people-list" hidden={!open}>
        {shown.length === 0 && <div className="people-none">{t('people.none')}</div>}
        {shown.map(([v, name], i) => {
          const chosen = value.includes(Number(v));
          return (
            // the keyboard works through the combobox (aria-activedescendant), as the ARIA pattern has it
            // oxlint-disable-next-line jsx-a11y/click-events-have-key-events
            <div
              key={v}
              id={`${optionId}-${v}`}
              role="option"
              aria-selected={chosen}
              tabIndex={-1}
              className={i === Math.min(active, shown.length - 1) ? 'people-option active' : 'people-option'}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => toggle(Number(v))}
            >
              <span className="people-check" aria-hidden="true">
                {chosen ? '✓' : ''}
              </span>
              {name}
            </div>
          );
        })}
      </div>
    </div>
  );
}

import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';

/** what the visitor changed in a form's fields, by field name: text, a chosen option or radio, a checkbox's state */
export type TypedFields = Record<string, string | boolean>;

/**
 * The fields of a prerendered form that the visitor changed before React took the page over (issue 30: the fields
 * take input from the first paint). Compared with what the HTML came with (defaultValue, defaultChecked,
 * defaultSelected); file inputs are not read (they stay disabled until hydration).
 */
export function readTypedFields(form: HTMLFormElement): TypedFields {
  const typed: TypedFields = {};
  for (const el of Array.from(form.elements)) {
    if (el instanceof HTMLInputElement) {
      if (!el.name || el.type === 'file' || el.type === 'submit' || el.type === 'button') continue;
      if (el.type === 'checkbox') {
        if (el.checked !== el.defaultChecked) typed[el.name] = el.checked;
      } else if (el.type === 'radio') {
        if (el.checked && !el.defaultChecked) typed[el.name] = el.value;
      } else if (el.value !== el.defaultValue) typed[el.name] = el.value;
    } else if (el instanceof HTMLTextAreaElement) {
      if (el.name && el.value !== el.defaultValue) typed[el.name] = el.value;
    } else if (el instanceof HTMLSelectElement) {
      if (el.name && Array.from(el.options).some((o) => o.selected !== o.defaultSelected)) typed[el.name] = el.value;
    }
  }
  return typed;
}

/**
 * The typed values as the form's values: a field whose value is a number or null (a site id) gets a number (or null
 * for ''), a checkbox a boolean, the others the text. Names the form does not have are left out.
 */
export function typedValues<V extends object>(typed: TypedFields, values: V): Partial<V> {
  const out: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(typed)) {
    if (!(name in values)) continue;
    const current = (values as Record<string, unknown>)[name];
    if (typeof current === 'boolean') out[name] = v === true || v === 'on';
    else if (typeof current === 'number' || current === null) out[name] = v === '' ? null : Number(v) || null;
    else out[name] = String(v);
  }
  return out as Partial<V>;
}

/**
 * A prerendered form keeps what was typed into it before hydration: React adopts the fields as they are, then this
 * reads them (a layout effect, before any re-render could set a field back to its state) and hands the changes to
 * `apply` in an effect — declared after a draft's restore, it runs after it, so what the visitor typed wins.
 * Nothing happens for a form rendered in the browser.
 */
export function useTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, apply: (typed: TypedFields) => void): void {
  const hydrated = useHydrated();
  const [prerendered] = useState(() => !hydrated);
  const typed = useRef<TypedFields | null>(null);
  useLayoutEffect(() => {
    if (prerendered && form.current) typed.current = readTypedFields(form.current);
    // once, at hydration
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    const found = typed.current;
    typed.current = null;
    if (found && Object.keys(found).length > 0) apply(found);
    // once, at hydration
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

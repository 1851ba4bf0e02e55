import { OptionList } from './option-list';

/**
 * A native select with its visible label (filter bars of the dashboards, statistics and reports; the registers'
 * `FilterSelect` adds its "any" option first).
 */
export function LabelledSelect({ id, label, value, options, disabled, onChange }: { id: string; label: string; value: string | number; options: readonly (readonly [string | number, string])[]; disabled?: boolean; onChange(v: string): void }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="native-input" disabled={disabled} value={value} onChange={(e) => onChange(e.target.value)}>
        <OptionList options={options} />
      </select>
    </div>
  );
}

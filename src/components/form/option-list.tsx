/** the <option>s of a native select, from (value, text) pairs */
export function OptionList({ options }: { options: readonly (readonly [string | number, string])[] }) {
  return options.map(([v, text]) => (
    <option key={v} value={v}>
      {text}
    </option>
  ));
}

import type { RootCauseNode } from '../../model/root-cause-tree';

/** the root-cause category tree as nested, labelled checkboxes (keyboard and screen-reader friendly) */
export function RootCauseChecklist({ nodes, value, onChange, disabled, idPrefix }: { nodes: RootCauseNode[]; value: number[]; onChange(next: number[]): void; disabled?: boolean; idPrefix: string }) {
  return (
    <ul className="inv-tree">
      {nodes.map((n) => (
        <li key={n.id}>
          <label className="check" htmlFor={`${idPrefix}-${n.id}`}>
            <input
              id={`${idPrefix}-${n.id}`}
              type="checkbox"
              disabled={disabled}
              checked={value.includes(n.id)}
              onChange={(e) => onChange(e.target.checked ? [...value, n.id] : value.filter((v) => v !== n.id))}
            />
            {n.name}
          </label>
          {n.children.length > 0 && <RootCauseChecklist nodes={n.children} value={value} onChange={onChange} disabled={disabled} idPrefix={idPrefix} />}
        </li>
      ))}
    </ul>
  );
}

import './module.css';
import { useRef, type KeyboardEvent } from 'react';

export interface StatusTab {
  value: string;
  label: string;
  count?: number;
}

/** Status tabs with counts (a real ARIA tablist: arrow keys move between tabs). */
export function StatusTabs({ tabs, value, onChange, label, panelId }: { tabs: StatusTab[]; value: string; onChange(next: string): void; label: string; panelId: string }) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: KeyboardEvent, i: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (i + step + tabs.length) % tabs.length;
    refs.current[next]?.focus();
    onChange(tabs[next].value);
  };
  return (
    <div className="status-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab, i) => (
        <button
          key={tab.value}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`${panelId}-tab-${tab.value}`}
          aria-selected={tab.value === value}
          aria-controls={panelId}
          tabIndex={tab.value === value ? 0 : -1}
          onClick={() => onChange(tab.value)}
          onKeyDown={(e) => onKey(e, i)}
        >
          {tab.label}
          {/* the space keeps "Open 5" one phrase apart for assistive technology, not "Open5" */}
          {tab.count !== undefined && <> <span className="count">{tab.count}</span></>}
        </button>
      ))}
    </div>
  );
}

export function Badge({ kind, children }: { kind: string; children: string }) {
  return <span className={`badge badge-${kind}`}>{children}</span>;
}

export function Pager({ page, total, perPage, onPage, label }: { page: number; total: number; perPage: number; onPage(p: number): void; label: { prev: string; next: string; status: string; nav: string } }) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <nav className="pager" aria-label={label.nav}>
      <button type="button" className="p-button p-button-outlined p-button-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {label.prev}
      </button>
      <span aria-live="polite">{label.status}</span>
      <button type="button" className="p-button p-button-outlined p-button-sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {label.next}
      </button>
    </nav>
  );
}

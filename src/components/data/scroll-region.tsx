import type { ReactNode } from 'react';

/**
 * The box a wide table scrolls sideways in (on a phone). It is a named, focusable region so that keyboard users can
 * scroll it even when it holds nothing focusable, e.g. while its rows load (WCAG 2.1.1; axe scrollable-region-focusable).
 */
export function ScrollRegion({ label, className, busy, children }: { label: string; className?: string; busy?: boolean; children: ReactNode }) {
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={className ? `table-scroll ${className}` : 'table-scroll'} role="region" aria-label={label} tabIndex={0} aria-busy={busy}>
      {children}
    </div>
  );
}

import type { ReactNode } from 'react';

/** A section named by its own heading (aria-labelledby → the heading's id): form frames, page error states, page parts. */
export function TitledSection({ id, title, level = 2, className, children }: { id: string; title: ReactNode; level?: 1 | 2; className?: string; children?: ReactNode }) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={className} aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      {children}
    </section>
  );
}

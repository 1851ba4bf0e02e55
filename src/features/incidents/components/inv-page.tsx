import type { ReactNode } from 'react';
import { Message } from 'primereact/message';
import { TitledSection } from '@/components/layout/titled-section';

/** the frame of the investigation, lessons and root-cause pages: the h1 title with its links beside it, then the page */
export function InvPage({ id, title, actions, as: Tag = 'section', children }: { id: string; title: ReactNode; actions?: ReactNode; as?: 'section' | 'article'; children: ReactNode }) {
  return (
    <Tag className="inv-page" aria-labelledby={id}>
      <div className="inv-head">
        <h1 id={id}>{title}</h1>
        {actions}
      </div>
      {children}
    </Tag>
  );
}

/** such a page that cannot show its record: the page title and the error */
export function PageError({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <TitledSection className="inv-page" id={id} level={1} title={title}>
      <Message severity="error" text={text} />
    </TitledSection>
  );
}

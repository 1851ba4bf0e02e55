import { Message } from 'primereact/message';
import { TitledSection } from '@/components/layout/titled-section';

/** an investigation / lessons / root-cause page that cannot show its record: the page title and the error */
export function PageError({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <TitledSection className="inv-page" id={id} level={1} title={title}>
      <Message severity="error" text={text} />
    </TitledSection>
  );
}

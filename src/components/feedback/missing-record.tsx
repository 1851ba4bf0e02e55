import { Message } from 'primereact/message';
import { ScreenLoading } from './loading';

/** What a record page shows before it has its record: the loading screen, then the not-found message. */
export function MissingRecord({ loading, text }: { loading: boolean; text: string }) {
  return loading ? <ScreenLoading /> : <Message severity="error" text={text} />;
}

import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router-dom';
import { Message } from 'primereact/message';
import { MissingRecord, type RecordQueryState } from '@/components/feedback/missing-record';
import { TitledSection } from '@/components/layout/titled-section';
import { useAbility } from '@/lib/ability/use-can';
import type { AppSubject } from '@/lib/ability/subjects';
import { savedOrToast } from '@/lib/api/saved-or-toast';
import { showToast } from '@/lib/feedback/toast-service';

interface SavedRecord {
  id: number;
  /** what the titles and toasts call the record (`{{number}}`): its number, or the name `label` gives */
  number?: string;
}

/** The keys the editor reads from the module's namespace. */
export const RECORD_EDITOR_KEYS = ['form.newTitle', 'form.editTitle', 'form.noPermission', 'form.created', 'form.updated', 'summary.notFound'] as const;

const ABSENT = '\u0000absent';
/** the editor's keys the module's namespace lacks */
export const missingEditorKeys = (t: TFunction) => RECORD_EDITOR_KEYS.filter((key) => t(key, { defaultValue: ABSENT }) === ABSENT);

type MutationResult<R> = { data: R; error?: undefined } | { data?: undefined; error: unknown };

export interface RecordEditorContext<R extends SavedRecord> {
  /** the record being edited (undefined when creating) */
  record: R | undefined;
  /** a create/update mutation's answer → toast and summary on success, the refusal toasted and `false` otherwise (the form keeps its values) */
  submit(result: MutationResult<R>): boolean;
  /** for forms that save by themselves: toast the save and open the summary */
  saved(record: R): void;
}

export interface RecordEditorProps<R extends SavedRecord> {
  /**
   * the module's namespace, which holds RECORD_EDITOR_KEYS: `form.newTitle`, `form.editTitle` ({{number}}),
   * `form.noPermission`, `form.created`, `form.updated` ({{number}}), `summary.notFound` (a missing one throws in
   * development and tests, instead of showing its key)
   */
  t: TFunction;
  /** the record's name in titles and toasts, when it has no `number` (e.g. a company's name) */
  label?(record: R): string;
  /** the edited record's id, null to create one */
  id: number | null;
  /** whose create / update right opens the form; null: the route's access is the check (e.g. admins and contractor users) */
  subject: AppSubject | null;
  /** the heading's id (the section is labelled by it) */
  titleId: string;
  /** 1 when the form is the page's main content (its title is the page's h1); 2 by default */
  titleLevel?: 1 | 2;
  /** the edited record's query */
  record: { data?: R; isLoading: boolean } & RecordQueryState;
  /** whatever else the form needs before it can show (form data…): still loading, or failed with this message */
  pending?: { loading: boolean; failed: string | null };
  /** why this record cannot be edited any more (e.g. closed), or null */
  locked?(record: R): string | null;
  /** where a saved record is shown */
  summaryPath(id: number): string;
  children(context: RecordEditorContext<R>): ReactNode;
}

/**
 * The frame of every "new" and "edit/:id" screen: the permission check (create or update on the subject),
 * loading and not-found states, a locked record, then the module's form under its title; a save is toasted
 * and opens the record's summary, a refusal is toasted and leaves the form as the user typed it.
 */
export function RecordEditor<R extends SavedRecord>({ t, id, subject, titleId, titleLevel, record, pending, locked, summaryPath, label, children }: RecordEditorProps<R>) {
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') {
    const missing = missingEditorKeys(t);
    if (missing.length) throw new Error(`RecordEditor: the namespace lacks ${missing.join(', ')}`);
  }
  const name = (r: R | undefined) => (r ? (label?.(r) ?? r.number ?? '') : '');
  const can = useAbility();
  const navigate = useNavigate();
  const title = id ? t('form.editTitle', { number: name(record.data) }) : t('form.newTitle');
  const frame = (body: ReactNode) => (
    <TitledSection id={titleId} title={title} level={titleLevel}>
      {body}
    </TitledSection>
  );

  if (subject && !can(id ? 'update' : 'create', subject)) return frame(<Message severity="info" text={t('form.noPermission')} />);
  if (id && !record.data) return <MissingRecord loading={record.isLoading} text={t('summary.notFound')} query={record} />;
  if (pending?.loading) return <MissingRecord loading text="" />;
  if (pending?.failed) return <Message severity="error" text={pending.failed} />;
  const lockedBy = record.data && id ? locked?.(record.data) : null;
  if (lockedBy) return frame(<Message severity="info" text={lockedBy} />);

  const saved = (r: R) => {
    showToast({ severity: 'success', detail: t(id ? 'form.updated' : 'form.created', { number: name(r) }) });
    navigate(summaryPath(r.id));
  };
  const submit = (result: MutationResult<R>) => {
    const r = savedOrToast(result);
    if (r) saved(r);
    return !!r;
  };
  return frame(children({ record: id ? record.data : undefined, submit, saved }));
}

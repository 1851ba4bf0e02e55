import type { ToastMessage } from 'primereact/toast';
import { SUCCESS_TOAST_LIFE_MS } from '@/config/constants';

/** SPEC §2: two toast groups at top centre; 'foo' is the general group, 'alerts' the other. */
export type ToastGroup = 'foo' | 'alerts';
type Show = (message: ToastMessage | ToastMessage[]) => void;

const outlets = new Map<ToastGroup, Show>();
const pending: { group: ToastGroup; message: ToastMessage }[] = [];

export function registerToastOutlet(group: ToastGroup, show: Show): () => void {
  outlets.set(group, show);
  for (let i = pending.length - 1; i >= 0; i--) {
    if (pending[i].group === group) {
      show(pending[i].message);
      pending.splice(i, 1);
    }
  }
  return () => {
    if (outlets.get(group) === show) outlets.delete(group);
  };
}

export interface ToastOptions {
  severity: 'success' | 'info' | 'warn' | 'error';
  summary?: string;
  detail: string;
  life?: number;
  group?: ToastGroup;
  sticky?: boolean;
}

export function showToast({ group = 'foo', severity, summary, detail, life, sticky }: ToastOptions): void {
  const message: ToastMessage = {
    severity,
    summary,
    detail,
    sticky,
    life: life ?? (severity === 'success' ? SUCCESS_TOAST_LIFE_MS : 6_000),
  };
  const show = outlets.get(group);
  if (show) show(message);
  else pending.push({ group, message });
}

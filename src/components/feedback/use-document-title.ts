import { useEffect } from 'react';
import { env } from '@/config/env';

/** Page titles follow 'Name | product' (SPEC §2). */
export function formatTitle(name: string | null | undefined): string {
  return name ? `${name} | ${env.productName}` : env.productName;
}

/** `enabled` false: leave the title as it is (e.g. until the translations of the name have loaded) */
export function useDocumentTitle(name: string | null | undefined, enabled = true) {
  useEffect(() => {
    if (enabled) document.title = formatTitle(name);
  }, [name, enabled]);
}

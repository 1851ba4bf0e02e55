import { useEffect } from 'react';
import { env } from '@/config/env';

/** Page titles follow 'Name | product' (SPEC §2). */
export function formatTitle(name: string | null | undefined): string {
  return name ? `${name} | ${env.productName}` : env.productName;
}

export function useDocumentTitle(name: string | null | undefined) {
  useEffect(() => {
    document.title = formatTitle(name);
  }, [name]);
}

import { classifyEmailDomain, type EmailDomainKind, type EmailDomainLists } from '@/lib/forms/business-email';

/**
 * The server's business-email rule (SPEC §1) with the full lists of the two maintained npm packages
 * (free-email-domains, disposable-email-domains), loaded on the first sign-up check: in the demo they are part of
 * the demo backend, never of a page (the sign-up page knows only `COMMON_EMAIL_DOMAINS`).
 */
let loading: Promise<EmailDomainLists> | null = null;

export function loadEmailDomainLists(): Promise<EmailDomainLists> {
  loading ??= Promise.all([import('free-email-domains/domains.json'), import('disposable-email-domains/index.json'), import('disposable-email-domains/wildcard.json')]).then(
    ([free, disposable, wildcard]) => ({
      free: new Set((free.default as string[]).map((d) => d.toLowerCase())),
      disposable: new Set((disposable.default as string[]).map((d) => d.toLowerCase())),
      disposableWildcards: new Set((wildcard.default as string[]).map((d) => d.toLowerCase())),
    }),
  );
  loading.catch(() => {
    loading = null; // a failed load may be retried
  });
  return loading;
}

export async function checkBusinessEmail(email: string): Promise<EmailDomainKind> {
  return classifyEmailDomain(email, await loadEmailDomainLists());
}

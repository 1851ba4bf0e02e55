import { classifyEmailDomain, emailDomain, type EmailDomainKind, type EmailDomainLists } from '@/lib/forms/business-email';
import { DOMAIN_RULES, platformDomainKind, type DomainRule } from '@/features/platform/model';
import { db } from '../db/db';

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

/** The platform's allow and block lists (domains control, features/platform) first, read on every check; then the full lists. */
export async function checkBusinessEmail(email: string): Promise<EmailDomainKind> {
  const platform = db.tenant('public');
  const ruled = platform ? platformDomainKind(emailDomain(email), db.list<DomainRule & { [key: string]: unknown }>(platform, DOMAIN_RULES)) : null;
  if (ruled) return ruled;
  return classifyEmailDomain(email, await loadEmailDomainLists());
}

/**
 * Sign-up accepts business emails only (SPEC §1): addresses at free providers (gmail.com …) and
 * disposable providers (mailinator.com …) are refused. The lists come from two maintained npm
 * packages (free-email-domains, disposable-email-domains, ~2.7 MB of JSON together), loaded on
 * first use as separate chunks — never part of the login page's first paint. The client (yup)
 * and the demo backend (422) both call `checkBusinessEmail`.
 */
export type EmailDomainKind = 'business' | 'free' | 'disposable';

export interface EmailDomainLists {
  free: ReadonlySet<string>;
  disposable: ReadonlySet<string>;
  /** domains whose every sub-domain is disposable too */
  disposableWildcards: ReadonlySet<string>;
}

let loading: Promise<EmailDomainLists> | null = null;

export function loadEmailDomainLists(): Promise<EmailDomainLists> {
  loading ??= Promise.all([
    import('free-email-domains/domains.json'),
    import('disposable-email-domains/index.json'),
    import('disposable-email-domains/wildcard.json'),
  ]).then(([free, disposable, wildcard]) => ({
    free: new Set((free.default as string[]).map((d) => d.toLowerCase())),
    disposable: new Set((disposable.default as string[]).map((d) => d.toLowerCase())),
    disposableWildcards: new Set((wildcard.default as string[]).map((d) => d.toLowerCase())),
  }));
  loading.catch(() => {
    loading = null; // a failed chunk load may be retried
  });
  return loading;
}

/** The part after the last @, lowercased, without a trailing dot. */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).trim().toLowerCase().replace(/\.$/, '');
}

/** Pure classification against given lists; parent domains count (mail.mailinator.com is disposable). */
export function classifyEmailDomain(email: string, lists: EmailDomainLists): EmailDomainKind {
  const domain = emailDomain(email);
  if (!domain) return 'business';
  const labels = domain.split('.');
  const suffixes = labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'));
  if (lists.disposable.has(domain)) return 'disposable';
  if (suffixes.some((s) => lists.disposableWildcards.has(s))) return 'disposable';
  if (lists.free.has(domain)) return 'free';
  return 'business';
}

export async function checkBusinessEmail(email: string): Promise<EmailDomainKind> {
  return classifyEmailDomain(email, await loadEmailDomainLists());
}

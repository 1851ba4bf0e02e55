/**
 * Sign-up accepts business emails only (SPEC §1): addresses at free providers (gmail.com …) and disposable providers
 * (mailinator.com …) are refused. The full lists (two maintained npm packages, free-email-domains and
 * disposable-email-domains: ~2.7 MB of JSON, ≈ 770 KB gzip) are the server's: the demo backend checks with them
 * (`mocks/services/email-domains.ts`) and answers 422. The sign-up page carries only the most common free and
 * disposable domains below, so most people hear it as they type and no page downloads the lists.
 */
export type EmailDomainKind = 'business' | 'free' | 'disposable';

export interface EmailDomainLists {
  free: ReadonlySet<string>;
  disposable: ReadonlySet<string>;
  /** domains whose every sub-domain is disposable too */
  disposableWildcards: ReadonlySet<string>;
}

/** The providers behind most free and throw-away addresses (the full lists stay on the server). */
export const COMMON_EMAIL_DOMAINS: EmailDomainLists = {
  free: new Set([
    'gmail.com', 'googlemail.com', 'yahoo.com', 'yahoo.co.uk', 'yahoo.fr', 'yahoo.de', 'yahoo.es', 'ymail.com', 'hotmail.com',
    'hotmail.co.uk', 'hotmail.fr', 'hotmail.de', 'hotmail.es', 'outlook.com', 'outlook.fr', 'outlook.de', 'outlook.es', 'live.com',
    'msn.com', 'aol.com', 'icloud.com', 'me.com', 'mac.com', 'protonmail.com', 'proton.me', 'zoho.com', 'mail.com', 'gmx.com',
    'gmx.de', 'gmx.net', 'web.de', 't-online.de', 'orange.fr', 'free.fr', 'laposte.net', 'sfr.fr', 'libero.it', 'yandex.com',
    'yandex.ru', 'mail.ru', 'bk.ru', 'list.ru', 'inbox.ru', 'rambler.ru', 'abv.bg', 'mail.bg', 'qq.com', '163.com',
    '126.com', 'sina.com', 'yeah.net', 'foxmail.com', 'aliyun.com', 'hotmail.com.tr', 'wp.pl', 'o2.pl',
    'seznam.cz', 'rediffmail.com', 'terra.com.br', 'uol.com.br', 'bol.com.br',
  ]),
  disposable: new Set([
    'mailinator.com', '10minutemail.com', 'guerrillamail.com', 'guerrillamail.net', 'sharklasers.com', 'yopmail.com',
    'temp-mail.org', 'throwawaymail.com', 'trashmail.com', 'getnada.com', 'maildrop.cc', 'dispostable.com',
    'fakeinbox.com', 'mintemail.com', 'mohmal.com', 'emailondeck.com', 'tempail.com', 'mailnesia.com', 'spamgourmet.com',
  ]),
  disposableWildcards: new Set(['mailinator.com', 'yopmail.com']),
};

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

/** The client's check: the common providers only (the server decides with the full lists). */
export const quickEmailKind = (email: string): EmailDomainKind => classifyEmailDomain(email, COMMON_EMAIL_DOMAINS);

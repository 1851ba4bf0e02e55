import { describe, expect, it } from 'vitest';
import { COMMON_EMAIL_DOMAINS, classifyEmailDomain, emailDomain, quickEmailKind } from '../business-email';
import { checkBusinessEmail, loadEmailDomainLists } from '@/mocks/services/email-domains';

describe('business email check: the server with the maintained npm lists, the client with the common providers', () => {
  it('refuses free providers', async () => {
    for (const email of ['someone@gmail.com', 'x@yahoo.com', 'y@outlook.com', 'Z@GMAIL.COM', 'a@hotmail.com']) {
      expect(await checkBusinessEmail(email), email).toBe('free');
    }
  });

  it('refuses disposable providers, including sub-domains of wildcard entries', async () => {
    expect(await checkBusinessEmail('tmp@mailinator.com')).toBe('disposable');
    expect(await checkBusinessEmail('tmp@10minutemail.com')).toBe('disposable');
    const lists = await loadEmailDomainLists();
    const wildcard = [...lists.disposableWildcards][0];
    expect(classifyEmailDomain(`x@deep.inside.${wildcard}`, lists)).toBe('disposable');
  });

  it('accepts company domains', async () => {
    for (const email of ['jane@novaworks-industries.com', 'ops@acme.test', 'safety@siemens.de']) {
      expect(await checkBusinessEmail(email), email).toBe('business');
    }
  });

  it('uses the full lists, not a handful', async () => {
    const lists = await loadEmailDomainLists();
    expect(lists.free.size).toBeGreaterThan(1000);
    expect(lists.disposable.size).toBeGreaterThan(10000);
  });

  it('classifies against the lists it is given', () => {
    const lists = { free: new Set(['free.example']), disposable: new Set(['burn.example']), disposableWildcards: new Set(['wild.example']) };
    expect(classifyEmailDomain('a@free.example', lists)).toBe('free');
    expect(classifyEmailDomain('a@burn.example', lists)).toBe('disposable');
    expect(classifyEmailDomain('a@x.wild.example', lists)).toBe('disposable');
    expect(classifyEmailDomain('a@corp.example', lists)).toBe('business');
    expect(emailDomain('A@Corp.Example.')).toBe('corp.example');
  });

  it('the client knows the common providers, all of which the full lists hold too', async () => {
    expect(quickEmailKind('someone@gmail.com')).toBe('free');
    expect(quickEmailKind('tmp@mail.mailinator.com')).toBe('disposable');
    expect(quickEmailKind('jane@novaworks-industries.com')).toBe('business');
    // a rarer free provider: the client lets it through, the server refuses it
    const rare = 'someone@gmx.at';
    expect(quickEmailKind(rare)).toBe('business');
    expect(await checkBusinessEmail(rare)).toBe('free');
    const lists = await loadEmailDomainLists();
    for (const d of COMMON_EMAIL_DOMAINS.free) expect(classifyEmailDomain(`x@${d}`, lists), d).not.toBe('business');
    for (const d of COMMON_EMAIL_DOMAINS.disposable) expect(classifyEmailDomain(`x@${d}`, lists), d).not.toBe('business');
  });
});

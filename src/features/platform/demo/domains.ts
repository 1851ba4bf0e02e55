import { HttpResponse } from 'msw';
import { db } from '@/mocks/db/db';
import type { SeedContext } from '@/mocks/db/seed';
import { errors, jsonBody, secured } from '@/mocks/http';
import { queryOf } from '@/mocks/list-query';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { DOMAIN_RULES, type BlockKind, type DomainList, type DomainRule } from '@/features/platform/model';
import { domainRuleSchema } from '@/features/platform/schemas/domain-rule-schema';
import { DOMAIN_SERVER_MESSAGES, domainServerT } from '@/features/platform/schemas/rule-messages';

type Stored = DomainRule & { [key: string]: unknown };

/**
 * Domains control (master super admin only, 403 otherwise): the platform's allow and block lists, kept with the
 * platform (tenant 'public'). The sign-up check (`mocks/services/email-domains.ts`) reads them on every request, so a
 * change counts at once.
 */
export const domainHandlers = [
  secured('get', '/domains_controls', ['manage', 'Organization'], ({ request, tenant }) => {
    const q = queryOf(request);
    const search = q('search').trim().toLowerCase();
    let rows = [...db.list<Stored>(tenant, DOMAIN_RULES)];
    if (q('list')) rows = rows.filter((r) => r.list === q('list'));
    if (search) rows = rows.filter((r) => r.domain.includes(search));
    rows.sort((a, b) => a.domain.localeCompare(b.domain));
    return HttpResponse.json({ domains: rows, total_count: rows.length });
  }),
  secured('post', '/domains_controls', ['manage', 'Organization'], async ({ request, tenant }) => {
    const body = await jsonBody<{ domain?: unknown; list?: unknown; kind?: unknown }>(request);
    const out = await ruleErrors(domainRuleSchema(domainServerT), body);
    if (out.length) return errors(422, ...out);
    const domain = String(body.domain).trim().toLowerCase();
    if (db.list<Stored>(tenant, DOMAIN_RULES).some((r) => r.domain === domain)) return errors(422, DOMAIN_SERVER_MESSAGES['validation.domainTaken']);
    const list = body.list as DomainList;
    const row: Stored = { id: db.newId(tenant), domain, list, kind: list === 'block' ? (body.kind as BlockKind) : null, created_at: new Date().toISOString() };
    db.commit(tenant, DOMAIN_RULES, 'create', row);
    return HttpResponse.json(row, { status: 201 });
  }),
  secured<{ id: string }>('delete', '/domains_controls/:id', ['manage', 'Organization'], ({ params, tenant }) => {
    const row = db.find<Stored>(tenant, DOMAIN_RULES, Number(params.id));
    if (!row) return errors(404, 'Domain not found');
    db.commit(tenant, DOMAIN_RULES, 'remove', row);
    return HttpResponse.json({ success: true });
  }),
];

/** One rule on each list (no random draws). */
export function seedDomainRules({ tenant, now }: SeedContext) {
  if (tenant.key !== 'public') return;
  const at = now.toISOString();
  const rows: DomainRule[] = [
    { id: db.newId(tenant), domain: 'trashmail-pro.example', list: 'block', kind: 'disposable', created_at: at },
    { id: db.newId(tenant), domain: 'acme-holdings.example', list: 'allow', kind: null, created_at: at },
  ];
  db.list(tenant, DOMAIN_RULES).push(...(rows as Stored[]));
}

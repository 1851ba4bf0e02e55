import { HttpResponse } from 'msw';
import { normalizeEmail } from '@/lib/forms/account-rules';
import { IMPORT_BATCH_MAX, LICENCE_MODULES, type ImportProblem } from '@/features/users/model';
import { userProblems, userSchema } from '@/features/users/schemas/user-schema';
import { USER_RULE_FIELDS, USER_SERVER_ONLY_MESSAGES, userRuleKey, userServerT } from '@/features/users/schemas/rule-messages';
import { db } from '../../db/db';
import type { DemoUserDetails } from '../../db/types';
import { errors, jsonBody, secured } from '../../http';
import { buildUser, pickUser, sendInvite, userWriteErrors } from './writes';
import { serializeUser } from './serialize';

const M = USER_SERVER_ONLY_MESSAGES;

/**
 * POST /users/import `{ users: [{ row, ...user }], dry_run? }` (SPEC §9: up to 100 per batch): every row is validated with the
 * shared user schema and the server's own rules (email free in the tenant and once in the file, role and sites exist,
 * admin grant, the plan's licences for the whole batch). Atomic: any problem → 422 `{ errors, rows: [{ row, column,
 * message }] }` and nothing is stored; otherwise every user is created (and invited) → 201 `{ imported, users }`.
 * `dry_run: true` checks the same way and stores nothing, sends no mail: 200 `{ imported: 0, would_import }` (the
 * preview the client shows before asking to create).
 */
export const importHandlers = [
  secured('post', '/users/import', ['create', 'User'], async (ctx) => {
    const { users, dry_run: dryRun } = await jsonBody<{ users?: unknown; dry_run?: unknown }>(ctx.request);
    if (!Array.isArray(users) || users.some((u) => !u || typeof u !== 'object')) return errors(422, M['validation.importFormat']);
    if (users.length === 0) return errors(422, M['validation.importEmpty']);
    if (users.length > IMPORT_BATCH_MAX) return errors(422, M['validation.importTooMany']);
    const rows: ImportProblem[] = [];
    const seen = new Set<string>();
    const schema = userSchema(userServerT);
    const licences: Record<string, number> = {};
    const bodies = users.map((raw, i) => {
      const entry = raw as Record<string, unknown>;
      const row = Number.isInteger(entry.row) ? Number(entry.row) : i + 2;
      return { row, body: { status: 'Active', is_admin: false, is_contractor: false, ...pickUser(entry) } };
    });
    for (const [i, { row, body }] of bodies.entries()) {
      const report = (message: string, field?: string) => {
        const column = field ?? USER_RULE_FIELDS[userRuleKey(message) ?? ''] ?? 'row';
        if (!rows.some((p) => p.row === row && p.column === column && p.message === message)) rows.push({ row, column, message });
      };
      for (const p of userProblems(schema, body)) report(p.message, p.field);
      // the batch's earlier rows count against the plan's licences and take their emails
      const problems = await userWriteErrors(ctx, body, null, { emails: seen, adding: i, licences });
      for (const message of problems) report(message);
      if (typeof body.email === 'string') seen.add(normalizeEmail(body.email));
      const wanted = (body.licences ?? {}) as Record<string, unknown>;
      for (const m of LICENCE_MODULES) if (wanted[m]) licences[m] = (licences[m] ?? 0) + 1;
    }
    if (rows.length) return HttpResponse.json({ errors: [M['validation.importFormat']], rows }, { status: 422 });
    if (dryRun === true) return HttpResponse.json({ imported: 0, would_import: bodies.length, users: [] });
    const created: DemoUserDetails[] = [];
    for (const { body } of bodies) {
      const user = db.commit(ctx.tenant, 'users', 'create', buildUser(ctx.tenant, ctx.user, body));
      sendInvite(ctx.tenant, ctx.request, user, ctx.user);
      created.push(user);
    }
    return HttpResponse.json({ imported: created.length, users: created.map((u) => serializeUser(ctx.tenant, u)) }, { status: 201 });
  }),
];

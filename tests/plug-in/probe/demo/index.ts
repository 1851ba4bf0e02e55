import { HttpResponse } from 'msw';
import { defineDemo } from '@/mocks/define-demo';
import { db } from '@/mocks/db/db';
import { errors, jsonBody, secured } from '@/mocks/http';
import { ruleErrors, serverMessages } from '@/lib/forms/rule-errors';
import { PROBE_SERVER_MESSAGES, probeSchema } from '../schemas/probe-schema';
import type { ProbeItem } from '../model';


export const demo = defineDemo({
  order: 500,
  handlers: [
    secured('get', '/probe_items', ['read', 'Probe Item'], ({ tenant }) => {
      const rows = db.list(tenant, 'probe_items') as unknown as ProbeItem[];
      return HttpResponse.json({ probe_items: rows, total_count: rows.length });
    }),
    secured('post', '/probe_items', ['create', 'Probe Item'], async ({ tenant, request }) => {
      const body = await jsonBody<{ name?: string }>(request);
      const problems = await ruleErrors(probeSchema(serverMessages(PROBE_SERVER_MESSAGES)), body);
      if (problems.length) return errors(422, ...problems);
      const row = { id: db.newId(tenant), name: String(body.name).trim() };
      db.commit(tenant, 'probe_items', 'create', row);
      return HttpResponse.json(row, { status: 201 });
    }),
  ],
  seed: {
    order: 500,
    run: ({ tenant }) => {
      for (const name of ['Seeded probe one', 'Seeded probe two']) (tenant.collections.probe_items ??= []).push({ id: db.newId(tenant), name });
    },
  },
});

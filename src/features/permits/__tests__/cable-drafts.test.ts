import { waitFor } from '@testing-library/react';
import { env } from '@/config/env';
import { signIn } from '@/testing/backend';
import { db } from '@/mocks/db/db';
import type { DemoPermit, DemoUser } from '@/mocks/db/types';
import { cableConnections } from '@/mocks/cable/server';

/**
 * SPEC §6 "only the sender or recipient of a permit draft gets draft-related access": over the cable too. A raw
 * ActionCable client (the demo cable server behind msw) of a Permit reader who is not the draft's requestor sees a
 * requested permit's db_action but never a draft's.
 */
const acme = () => db.tenant('acme')!;
const userOf = (email: string) => db.list<DemoUser>(acme(), 'users').find((u) => u.email === email)!;

async function listen(email: string) {
  await signIn(email); // a live session: the cable admits only users with one
  const user = userOf(email);
  const records: { collection: string; record: { id: number } }[] = [];
  const identifier = JSON.stringify({ channel: 'ActionsChannel', user_id: user.id });
  const socket = new WebSocket(`${env.cableUrl}?user_id=${user.id}`);
  socket.addEventListener('message', (event) => {
    const frame = JSON.parse(String(event.data)) as { type?: string; identifier?: string; message?: { collection?: string; record?: { id: number } } };
    if (frame.type === 'welcome') socket.send(JSON.stringify({ command: 'subscribe', identifier }));
    if (frame.identifier === identifier && frame.message?.collection && frame.message.record) records.push(frame.message as (typeof records)[number]);
  });
  await waitFor(() => expect(cableConnections().find((c) => c.userId === user.id)?.channels).toContain('ActionsChannel'));
  return { records, close: () => socket.close() };
}

it("sends a permit's db_action to other Permit readers, a draft's only to its requestor and recipient", async () => {
  const tenant = acme();
  const requestor = userOf('hod@acme.test');
  const recipient = userOf('supervisor@acme.test');
  const seeded = db.list<DemoPermit>(tenant, 'permits').find((p) => p.status === 'requested')!;
  const other = await listen('admin@acme.test');
  const shared = await listen('supervisor@acme.test');

  const draft: DemoPermit = { ...seeded, id: db.newId(tenant), status: 'draft', requestor_id: requestor.id, shared_by_id: requestor.id, shared_to_id: recipient.id };
  db.commit(tenant, 'permits', 'create', draft as never);
  const requested: DemoPermit = { ...seeded, id: db.newId(tenant), status: 'requested', requestor_id: requestor.id, shared_by_id: null, shared_to_id: null };
  db.commit(tenant, 'permits', 'create', requested as never);

  // messages arrive in commit order: once the requested permit is there, the draft would have come before it
  await waitFor(() => expect(other.records.map((r) => r.record.id)).toContain(requested.id));
  await waitFor(() => expect(shared.records.map((r) => r.record.id)).toContain(requested.id));
  expect(other.records.map((r) => r.record.id)).not.toContain(draft.id);
  expect(shared.records.map((r) => r.record.id)).toContain(draft.id);
  other.close();
  shared.close();
});

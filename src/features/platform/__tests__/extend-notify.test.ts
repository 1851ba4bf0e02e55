import { db } from '@/mocks/db/db';
import type { DemoUser } from '@/mocks/db/types';
import { issueToken } from '@/mocks/handlers/session';

type Note = { user_id: number; title: string; body: string; link: string | null };
const globex = () => db.tenant('globex')!;
const notes = () => db.list(globex(), 'notifications') as unknown as Note[];
const pending = () => (db.list(db.tenant('public')!, 'trial_extension_requests') as unknown as { id: number; status: string }[]).find((r) => r.status === 'pending')!;

async function decide(body: unknown) {
  const home = db.tenant('public')!;
  const master = db.list<DemoUser>(home, 'users').find((u) => u.email === 'master@platform.test')!;
  return fetch(`http://localhost:5173/api/v1/org_free_trial_extend_requests/${pending().id}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${issueToken(home, master).access_token}`, 'api-key': 'public', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('a decided trial extension notifies the tenant’s administrators', () => {
  it('approval: each active admin of globex is told the days and the new end', async () => {
    const admins = db.list<DemoUser>(globex(), 'users').filter((u) => u.is_admin && u.status === 'Active');
    expect(admins.length).toBeGreaterThan(0);
    const before = notes().length;
    expect((await decide({ decision: 'approve', days: 5 })).status).toBe(200);
    const fresh = notes().slice(0, notes().length - before);
    expect(fresh.map((n) => n.user_id).sort()).toEqual(admins.map((a) => a.id).sort());
    const end = globex().organization!.trial_ends_at!.slice(0, 10);
    expect(fresh[0]).toMatchObject({ title: 'Your free trial is extended by 5 days', body: `The trial now ends on ${end}.`, link: '/subscriptions' });
  });

  it('refusal: the admins get the reason', async () => {
    expect((await decide({ decision: 'reject', reason: 'The pilot has ended.' })).status).toBe(200);
    expect(notes()[0]).toMatchObject({ title: 'Your free-trial extension request was declined', body: 'The pilot has ended.' });
  });
});

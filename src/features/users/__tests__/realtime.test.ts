import { applyCollectionEvents } from '@/lib/realtime/rtk-sync';
import { signIn } from '@/testing/backend';
import { db } from '@/mocks/db/db';
import { usersApi } from '../api/users-api';
import { auditsApi, type AuditListArgs } from '@/features/audits/api/audits-api';

type State = Parameters<ReturnType<typeof usersApi.endpoints.getUsers.select>>[0];

describe('users and audits registers follow realtime changes (refetch: the server shapes their rows)', () => {
  it('a user invited elsewhere reaches the cached register; a change to an audit refetches the audit lists', async () => {
    const store = await signIn('admin@acme.test');
    const args = { page: 1, search: 'Quinn Realtime' };
    const sub = store.dispatch(usersApi.endpoints.getUsers.initiate(args));
    expect((await sub.unwrap()).users).toHaveLength(0);

    // another admin's invitation, straight into the demo database (which sends the db_action), then the message
    const tenant = db.tenant('acme')!;
    const someone = db.list(tenant, 'users')[0];
    const invited = { ...someone, id: 99_001, email: 'quinn.realtime@acme.test', full_name: 'Quinn Realtime', status: 'Invited' };
    db.commit(tenant, 'users', 'create', invited);
    applyCollectionEvents(store.dispatch, store.getState, [{ collection: 'users', verb: 'create', rows: [{ id: invited.id }] }]);
    await vi.waitFor(() => expect(usersApi.endpoints.getUsers.select(args)(store.getState() as unknown as State).data?.users.map((u) => u.email)).toEqual(['quinn.realtime@acme.test']));
    sub.unsubscribe();

    const all: AuditListArgs = { type: 'all', page: 1 };
    const audits = store.dispatch(auditsApi.endpoints.getAudits.initiate(all));
    await audits.unwrap();
    const before = auditsApi.endpoints.getAudits.select(all)(store.getState() as never).fulfilledTimeStamp;
    applyCollectionEvents(store.dispatch, store.getState, [{ collection: 'audits', verb: 'update', rows: [{ id: 1 }] }]);
    await vi.waitFor(() => expect(auditsApi.endpoints.getAudits.select(all)(store.getState() as never).fulfilledTimeStamp).toBeGreaterThan(before!));
    audits.unsubscribe();
  });
});

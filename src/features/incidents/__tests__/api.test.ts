import { makeStore } from '@/lib/store/store';
import { securedClient } from '@/lib/api/clients';
import { applyCollectionEvents } from '@/lib/realtime/rtk-sync';
import { signIn } from '@/testing/backend';
import { db } from '@/mocks/db/db';
import type { DemoIncident } from '@/mocks/db/seed/incidents';
import type { IncidentRecord } from '../model';
import { incidentsApi } from '../api/incidents-api';

const acme = () => db.tenant('acme')!;
/** the store's state as the slice's selectors type it (the slice is injected at run time) */
const apiState = (store: ReturnType<typeof makeStore>) => store.getState() as unknown as Parameters<ReturnType<typeof incidentsApi.endpoints.getIncident.select>>[0];

describe('incidents API slice', () => {
  it('sends the list filters the backend understands (tab, pending rating) and drops empty ones', async () => {
    const store = await signIn('hod@acme.test');
    const all = db.list<DemoIncident>(acme(), 'incidents');
    const pending = await store.dispatch(incidentsApi.endpoints.getIncidents.initiate({ page: 1, tab: 'open', pending_rating: 1, type: '', status: 'all' })).unwrap();
    expect(pending.total_count).toBe(all.filter((i) => i.status !== 'closed' && !i.severity).length);
    expect(pending.per_page).toBe(50);
    const notFiltered = await store.dispatch(incidentsApi.endpoints.getIncidents.initiate({ page: 1, pending_rating: 0 })).unwrap();
    expect(notFiltered.total_count).toBe(all.length);
    const counts = await store.dispatch(incidentsApi.endpoints.getIncidentCounts.initiate({ severity: 'major' })).unwrap();
    expect(counts.all).toBe(all.filter((i) => i.severity === 'major').length);
    expect(counts.matrix.every((c) => c.severity === 'major')).toBe(true);
  });

  it('realtime updates of collection "incidents" patch the cached list row and the detail in place', async () => {
    const store = await signIn('hod@acme.test');
    const list = await store.dispatch(incidentsApi.endpoints.getIncidents.initiate({ page: 1, tab: 'open' })).unwrap();
    const first = list.incidents[0];
    await store.dispatch(incidentsApi.endpoints.getIncident.initiate(first.id)).unwrap();
    // the record as the cable sends it: the REST shape
    const record = { ...(await securedClient.get<IncidentRecord>(`/incidents/${first.id}`)).data, description: 'Changed elsewhere' };
    applyCollectionEvents(store.dispatch, store.getState, [{ collection: 'incidents', verb: 'update', rows: [record as never] }]);
    const cachedList = incidentsApi.endpoints.getIncidents.select({ page: 1, tab: 'open' })(apiState(store));
    expect(cachedList.data?.incidents[0]).toMatchObject({ id: first.id, description: 'Changed elsewhere' });
    const cachedDetail = incidentsApi.endpoints.getIncident.select(first.id)(apiState(store));
    expect(cachedDetail.data?.description).toBe('Changed elsewhere');
  });

  it('a realtime update that closes an incident takes it out of the Open tab at once and refetches the tab counts', async () => {
    const store = await signIn('hod@acme.test');
    const openSub = store.dispatch(incidentsApi.endpoints.getIncidents.initiate({ page: 1, tab: 'open' }));
    const allSub = store.dispatch(incidentsApi.endpoints.getIncidents.initiate({ page: 1 }));
    const countsSub = store.dispatch(incidentsApi.endpoints.getIncidentCounts.initiate({}));
    const [open, , counts] = [await openSub.unwrap(), await allSub.unwrap(), await countsSub.unwrap()];
    const first = open.incidents[0];
    // another user closes it: the stored record changes, then the cable tells this tab
    const stored = db.list<DemoIncident>(acme(), 'incidents').find((i) => i.id === first.id)!;
    db.commit(acme(), 'incidents', 'update', { ...stored, status: 'closed' });
    const record = { ...(await securedClient.get<IncidentRecord>(`/incidents/${first.id}`)).data };
    expect(record.status).toBe('closed');
    applyCollectionEvents(store.dispatch, store.getState, [{ collection: 'incidents', verb: 'update', rows: [record as never] }]);
    // removed synchronously from the open tab, kept (updated) in the unfiltered list
    expect(incidentsApi.endpoints.getIncidents.select({ page: 1, tab: 'open' })(apiState(store)).data?.incidents.some((i) => i.id === first.id)).toBe(false);
    expect(incidentsApi.endpoints.getIncidents.select({ page: 1 })(apiState(store)).data?.incidents.find((i) => i.id === first.id)?.status).toBe('closed');
    // the counts are fetched again and show the move from one tab to the other
    await expect.poll(() => incidentsApi.endpoints.getIncidentCounts.select({})(apiState(store)).data?.closed_tab).toBe(counts.closed_tab + 1);
    [openSub, allSub, countsSub].forEach((s) => s.unsubscribe());
  });

  it('a step saved through the slice refetches the detail with its new CAPA actions', async () => {
    const store = await signIn('hod@acme.test');
    const inc = db.list<DemoIncident>(acme(), 'incidents').find((i) => i.status === 'in_progress' && i.step_completed >= 2 && i.step_completed < 4)!;
    const sub = store.dispatch(incidentsApi.endpoints.getIncident.initiate(inc.id));
    const before = await sub.unwrap();
    const responsible = (acme().collections.users as { id: number; status: string }[]).find((u) => u.status === 'Active')!.id;
    const saved = await store
      .dispatch(incidentsApi.endpoints.updateIncident.initiate({ id: inc.id, step: 'capa', actions: [{ description: 'Fit a guard', control_type: 'engineering', responsible_user_id: responsible, due_date: '2031-01-01' }] }))
      .unwrap();
    expect(saved.step_completed).toBe(4);
    await expect.poll(() => incidentsApi.endpoints.getIncident.select(inc.id)(apiState(store)).data?.actions?.length).toBe((before.actions?.length ?? 0) + 1);
    sub.unsubscribe();
  });
});

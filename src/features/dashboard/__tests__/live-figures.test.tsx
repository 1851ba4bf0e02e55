import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { renderApp } from '@/testing/render-app';
import { connectRealtime, disconnectRealtime } from '@/lib/realtime/lifecycle';
import { db } from '@/mocks/db/db';
import type { DemoUser } from '@/mocks/db/types';
import type { DemoIncident } from '@/mocks/db/seed/incidents';
import { cableConnections } from '@/mocks/cable/server';

const acme = () => db.tenant('acme')!;

/** the number a figure button shows ("Recordable injuries 3" → 3) */
const shown = (name: RegExp) => Number((screen.getByRole('button', { name }).querySelector('.dash-figure-value')?.textContent ?? '').replace(/[^\d]/g, ''));

describe('live figures (issue 26)', () => {
  // unmounted first: this hook runs before Testing Library's cleanup, and the disconnect's status change would
  // re-render the mounted shell outside act
  afterEach(() => {
    cleanup();
    disconnectRealtime();
  });

  it('an incident saved elsewhere (a realtime db_action) moves the dashboard’s counts and TRIR without a reload; a visitor’s injury moves no rate', async () => {
    const { store } = await renderApp('/?tab=incidents&period=this_month', { as: 'admin@acme.test' });
    const admin = db.list<DemoUser>(acme(), 'users').find((u) => u.email === 'admin@acme.test')!;
    act(() => connectRealtime(store, { initialData: true }));
    await waitFor(() => expect(cableConnections().find((c) => c.userId === admin.id)?.channels.length).toBeGreaterThan(0));
    await screen.findByRole('button', { name: /^Recordable injuries / });
    const before = { incidents: shown(/^Incidents \d/), recordable: shown(/^Recordable injuries /) };

    const template = db.list<DemoIncident>(acme(), 'incidents').find((i) => i.victims.length > 0)!;
    const now = new Date().toISOString();
    const victim = (id: number, type: 'employee' | 'visitor') => ({ ...template.victims[0], id, type, supervised_daily: false, treatment: 'medical_treatment' as const, fatal: false, days_away: null, days_restricted: null, return_to_work_date: null });
    // what another page's save does: the demo backend commits, the cable server broadcasts the db_action
    db.commit(acme(), 'incidents', 'create', { ...structuredClone(template), id: db.newId(acme()), number: 'INC-LIVE-1', occurred_at: now, created_at: now, has_victims: true, victims: [victim(db.newId(acme()), 'employee')] });
    await waitFor(() => expect(shown(/^Incidents \d/)).toBe(before.incidents + 1), { timeout: 5_000 });
    expect(shown(/^Recordable injuries /)).toBe(before.recordable + 1);

    db.commit(acme(), 'incidents', 'create', { ...structuredClone(template), id: db.newId(acme()), number: 'INC-LIVE-2', occurred_at: now, created_at: now, has_victims: true, victims: [victim(db.newId(acme()), 'visitor')] });
    await waitFor(() => expect(shown(/^Incidents \d/)).toBe(before.incidents + 2), { timeout: 5_000 });
    // reported, but not a case of the rates (1904.31)
    expect(shown(/^Recordable injuries /)).toBe(before.recordable + 1);
  });
});

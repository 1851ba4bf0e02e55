import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { renderApp } from '@/testing/render-app';
import { server } from '@/mocks/node';
import { db } from '@/mocks/db/db';
import { isMissing } from '../missing-record';

const firstObservation = () => (db.tenant('acme')!.collections.observations as { id: number; number: string }[])[0];

afterEach(() => server.resetHandlers());

describe('a record page whose load fails (issue 26)', () => {
  it('says "could not load" with a retry, not "not found", when the load fails for another reason than 404', async () => {
    const o = firstObservation();
    let fail = true;
    server.use(http.get('*/api/observations/:id', () => (fail ? HttpResponse.json({ error: 'Internal Server Error' }, { status: 500 }) : undefined)));
    await renderApp(`/observations/summary/${o.id}`, { as: 'hod@acme.test' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This record could not be loaded. It has not been lost');
    expect(screen.queryByText(/not found/i)).not.toBeInTheDocument();
    fail = false;
    server.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(o.number, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('still says "not found" for a record that does not exist', async () => {
    await renderApp('/observations/summary/987654', { as: 'hod@acme.test' });
    expect(await screen.findByText(/not found/i)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('isMissing: 404 / 403 / 410 or no error are missing; 500, network and parse failures are not', () => {
    expect([undefined, { status: 404 }, { status: 403 }, { status: 410 }].map(isMissing)).toEqual([true, true, true, true]);
    expect([{ status: 500 }, { status: 'FETCH_ERROR' }, { status: 'PARSING_ERROR' }, { status: 401 }].map(isMissing)).toEqual([false, false, false, false]);
  });
});

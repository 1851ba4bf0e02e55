import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { renderApp } from '@/testing/render-app';
import { server } from '@/mocks/node';
import { db } from '@/mocks/db/db';
import { offlineQueue, resetOfflineQueue } from '@/lib/offline/offline-queue';
import { PNG } from '@/lib/files/__tests__/fixtures';
import { HEADERS } from '@/config/constants';

/**
 * The offline queue (issue 18) through the real route table, store and demo backend: a report filed without network
 * is kept with its photo, said to be kept, listed as waiting, sent once when the network comes back, and a refusal
 * comes back to the form with the server's messages.
 */
const acme = () => db.tenant('acme')!;
const observations = () => db.list<{ id: number; description: string; attachments: { name: string }[] }>(acme(), 'observations');

let online = true;
beforeAll(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});
afterEach(() => {
  online = true;
  resetOfflineQueue();
});

/** the browser's "online" event (inside act: the queue panel shows the change at once) */
function goOnline() {
  online = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
}

async function fillPublicReport(user: ReturnType<typeof userEvent.setup>, description: string) {
  await user.selectOptions(await screen.findByLabelText(/^Type/), 'Unsafe condition');
  await user.type(screen.getByLabelText(/^Description/), description);
  await user.selectOptions(screen.getByLabelText(/^Site/), 'Northfield Plant');
  await user.click(screen.getByRole('radio', { name: 'High' }));
  const [input] = screen.getAllByLabelText(/^Photos or documents/) as HTMLInputElement[];
  await user.upload(input, new File([new Uint8Array(PNG)], 'leak.png', { type: 'image/png' }));
  await screen.findByText('leak.png');
}

describe('offline queue on the public observation form', () => {
  it('a report whose request gets no answer is kept with its photo, listed as waiting, and sent once when the network is back', async () => {
    const user = userEvent.setup();
    const keys: string[] = [];
    // the network drops: the create gets no answer (the mail call never comes)
    server.use(
      http.post('*/api/outer_observations', ({ request }) => {
        keys.push(request.headers.get(HEADERS.idempotencyKey) ?? '');
        return HttpResponse.error();
      }),
    );
    await renderApp('/observation');
    await fillPublicReport(user, 'Oil leak under press 4');
    const before = observations().length;
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    // said in a status region (screen readers hear it)
    expect((await screen.findByText('Saved on this device — it will be sent when you are back online.')).closest('[role="status"]')).not.toBeNull();
    // the form is empty again, as after a send
    expect(screen.getByLabelText(/^Description/)).toHaveValue('');
    const toggle = await screen.findByRole('button', { name: 'Waiting to send (1)' });
    await user.click(toggle);
    const list = screen.getByRole('list', { name: 'Reports waiting to send' });
    expect(within(list).getByText(/Oil leak under press 4/)).toBeInTheDocument();
    expect(within(list).getByText(/Waiting to send|Sending…/)).toBeInTheDocument();
    const [stored] = await offlineQueue().entries;
    expect(stored.key).toBe(keys[0]);
    expect((stored.request.body as { attachments: { name: string; data_url: string }[] }).attachments).toEqual([expect.objectContaining({ name: 'leak.png', data_url: expect.stringMatching(/^data:image\/png;base64,/) })]);

    // the network is back: the demo backend answers again, the queue sends by itself, with the same key
    server.resetHandlers();
    goOnline();
    expect(await screen.findByText(/^Report OBS-\d+ was sent\./)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Waiting to send/ })).not.toBeInTheDocument());
    expect(observations().length).toBe(before + 1);
    expect(observations()[0]).toMatchObject({ description: 'Oil leak under press 4', attachments: [expect.objectContaining({ name: 'leak.png' })] });
    // another "online" sends nothing more
    goOnline();
    await act(() => offlineQueue().flush({ force: true }));
    expect(observations().length).toBe(before + 1);
  });

  it('while the browser is offline the demo backend does not answer; a report the server then refuses comes back with its values, photo and messages', async () => {
    const user = userEvent.setup();
    await renderApp('/observation');
    await fillPublicReport(user, 'Blocked fire exit');
    online = false;
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Saved on this device — it will be sent when you are back online.')).toBeInTheDocument();
    expect(await screen.findByText('You are offline. Reports are kept on this device and sent when you are back online.')).toBeInTheDocument();

    // the server refuses it when it is sent
    server.use(http.post('*/api/outer_observations', () => HttpResponse.json({ errors: ['The area does not belong to the site'] }, { status: 422 })));
    goOnline();
    expect(await screen.findByText('1 report was refused by the server: open it to correct it.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Waiting to send (1)' }));
    const list = screen.getByRole('list', { name: 'Reports waiting to send' });
    expect(within(list).getByText('Refused by the server')).toBeInTheDocument();
    expect(within(list).getByText('The area does not belong to the site')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Open and correct' }));

    // the form is filled as the visitor left it, photo included, with the server's message
    await waitFor(() => expect(screen.getByLabelText(/^Description/)).toHaveValue('Blocked fire exit'));
    expect(screen.getByLabelText(/^Site/)).toHaveDisplayValue('Northfield Plant');
    expect(screen.getByText('leak.png')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The server did not accept this report. Correct it and send it again: The area does not belong to the site');

    // corrected and sent: the refused entry leaves the queue, one record is created
    server.resetHandlers();
    const before = observations().length;
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
    expect(observations().length).toBe(before + 1);
    await waitFor(() => expect(offlineQueue().entries).toEqual([]));
  });

  it('"Discard" asks first, then removes the waiting report', async () => {
    const user = userEvent.setup();
    await renderApp('/observation');
    await fillPublicReport(user, 'Trip hazard');
    online = false;
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await user.click(await screen.findByRole('button', { name: 'Waiting to send (1)' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByText('Discard this report? It will not be sent.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await user.click(screen.getByRole('button', { name: 'Yes, discard it' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Waiting to send/ })).not.toBeInTheDocument());
    expect(offlineQueue().entries).toEqual([]);
  });
});

describe('offline queue on the signed-in observation form', () => {
  it('a supervisor offline: the report is kept, the form empties, and it is sent with the session when the network is back', async () => {
    const user = userEvent.setup();
    await renderApp('/observations/new', { as: 'supervisor@acme.test' });
    const form = await screen.findByRole('form', { name: 'Report an observation' });
    await user.selectOptions(within(form).getByLabelText(/^Type/), 'Unsafe condition');
    await user.type(within(form).getByLabelText(/^Description/), 'Guard missing on conveyor C-3');
    await user.selectOptions(within(form).getByLabelText(/^Site/), 'Northfield Plant');
    await user.selectOptions(within(form).getByLabelText(/^Risk potential level/), 'High');
    await user.click(within(form).getByRole('radio', { name: 'No' }));
    await user.type(within(form).getByLabelText(/^Reason no action is required/), 'Fixed at once');
    await user.type(within(form).getByLabelText(/^Comment/), 'Area taped off');
    const before = observations().length;
    online = false;
    await user.click(within(form).getByRole('button', { name: 'Submit observation' }));
    expect(await screen.findByText('Saved on this device — it will be sent when you are back online.')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('form', { name: 'Report an observation' })).getByLabelText(/^Description/)).toHaveValue(''));
    expect(await screen.findByRole('button', { name: 'Waiting to send (1)' })).toBeInTheDocument();
    goOnline();
    expect(await screen.findByText(/^Report OBS-\d+ was sent\./)).toBeInTheDocument();
    expect(observations().length).toBe(before + 1);
    expect(observations()[0].description).toBe('Guard missing on conveyor C-3');
  });
});

describe('the public form when /api answers a web page (a misconfigured proxy, issue 26)', () => {
  const INDEX_HTML = '<!doctype html><html><head><title>EHS</title></head><body><div id="root"></div></body></html>';
  const answerHtml = () => server.use(http.all('*/api/*', () => new HttpResponse(INDEX_HTML, { status: 200, headers: { 'Content-Type': 'text/html' } })));

  it('keeps working from the lookups kept on the device, says why, and keeps the report to send later', async () => {
    const user = userEvent.setup();
    // an earlier visit kept the form's lookups
    const first = await renderApp('/observation');
    await screen.findByLabelText(/^Site/);
    first.unmount();
    answerHtml();
    await renderApp('/observation');
    await fillPublicReport(user, 'Loose cable on walkway');
    expect(await screen.findByText(/The server sent a web page where data was expected/)).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Saved on this device — it will be sent when you are back online.')).toBeInTheDocument();
    expect((await offlineQueue().entries).length).toBe(1);
  });

  it('with nothing kept, says plainly what is wrong instead of "Something went wrong"', async () => {
    localStorage.clear();
    answerHtml();
    await renderApp('/observation');
    expect(await screen.findByRole('alert')).toHaveTextContent('The server sent a web page where data was expected');
    expect(screen.queryByText('Something went wrong.')).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import { renderAsMaster } from '@/testing/render-app';
import { API_SETTINGS, type ApiSettings } from '../model';

const acmeId = () => db.tenant('acme')!.organization!.id;
const stored = () => (db.list(db.tenant('public')!, API_SETTINGS) as unknown as ApiSettings[]).find((s) => s.organization_id === acmeId());

describe('platform console: API settings', () => {
  it('opens from the organisation’s row, shows the RSA public key and rotates it after a confirmation', async () => {
    const user = userEvent.setup();
    const { router } = await renderAsMaster('/organizations');
    await user.click(await screen.findByRole('link', { name: 'API settings of Acme Manufacturing' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'API settings of Acme Manufacturing' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/api_settings/${acmeId()}`);
    const key = screen.getByLabelText('Public key') as HTMLTextAreaElement;
    expect(key.value).toMatch(/^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----$/);
    const before = key.value;
    expect(screen.getByText(/^Key version 1,/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rotate the key pair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotate the API key pair of Acme Manufacturing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(stored()!.key_version).toBe(1);

    await user.click(screen.getByRole('button', { name: 'Rotate the key pair' }));
    await user.click(within(await screen.findByRole('dialog', { name: /Rotate the API key pair/ })).getByRole('button', { name: 'Rotate now' }));
    expect(await screen.findByText(/^Key version 2,/)).toBeInTheDocument();
    expect((screen.getByLabelText('Public key') as HTMLTextAreaElement).value).not.toBe(before);
    expect(stored()).toMatchObject({ key_version: 2 });
  });

  it('allows an origin, refuses a malformed or repeated one on the field, removes one', async () => {
    const user = userEvent.setup();
    await renderAsMaster(`/api_settings/${acmeId()}`);
    const form = await screen.findByRole('form', { name: 'Allow origin' });
    const f = within(form);
    expect(screen.getByText('No origin is allowed yet.')).toBeInTheDocument();
    await user.type(f.getByLabelText(/^Origin/), 'https://portal.acme.example/app');
    await user.click(f.getByRole('button', { name: 'Allow origin' }));
    expect(await f.findByText('Enter https://host with an optional port and no path (http only for localhost).')).toBeInTheDocument();
    expect(f.getByLabelText(/^Origin/)).toHaveValue('https://portal.acme.example/app');

    await user.clear(f.getByLabelText(/^Origin/));
    await user.type(f.getByLabelText(/^Origin/), 'HTTPS://Portal.Acme.example/');
    await user.click(f.getByRole('button', { name: 'Allow origin' }));
    const list = await screen.findByRole('list', { name: 'Allowed origins' });
    expect(within(list).getByText('https://portal.acme.example')).toBeInTheDocument();
    expect(stored()!.allowed_origins).toEqual(['https://portal.acme.example']);

    await user.type(f.getByLabelText(/^Origin/), 'https://portal.acme.example');
    await user.click(f.getByRole('button', { name: 'Allow origin' }));
    expect(await f.findByText('This origin is already allowed.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove https://portal.acme.example' }));
    await waitFor(() => expect(stored()!.allowed_origins).toEqual([]));
  });
});

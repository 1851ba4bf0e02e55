import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { renderApp } from '@/testing/render-app';
import { organizationOrigin } from '../api/account';
import { organizationVerifySchema, orgVerifyServerT } from '../schemas/organization-verify-schema';
import { onHost } from '@/testing/host';

onHost('http://app.localhost:5173/');

const verify = (body: unknown) => fetch('http://app.localhost:5173/api/v1/organizations/verify', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('/organization_verify (SPEC §2: app, lvh or 192 hosts)', () => {
  it("finds an organisation by its ID and offers its own sign-in address; a bad ID is refused on the field", async () => {
    const user = userEvent.setup();
    await renderApp('/organization_verify');
    expect(await screen.findByRole('heading', { name: 'Find your organisation' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Organisation ID'), 'A!');
    await user.click(screen.getByRole('button', { name: 'Find organisation' }));
    expect(await screen.findByText('Use 3–30 lowercase letters, digits or hyphens, starting with a letter.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Organisation ID'));
    await user.type(screen.getByLabelText('Organisation ID'), 'nosuchorg');
    await user.click(screen.getByRole('button', { name: 'Find organisation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find an organisation with this ID.');
    await user.clear(screen.getByLabelText('Organisation ID'));
    await user.type(screen.getByLabelText('Organisation ID'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Find organisation' }));
    expect(await screen.findByText('Acme Manufacturing was found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Acme Manufacturing' })).toHaveAttribute('href', 'http://acme.localhost:5173/login');
  });

  it('an inactive organisation is refused', async () => {
    const acme = db.tenant('acme')!;
    acme.organization = { ...acme.organization!, organization_status: 'Inactive' };
    const user = userEvent.setup();
    await renderApp('/organization_verify');
    await user.type(await screen.findByLabelText('Organisation ID'), 'acme');
    await user.click(screen.getByRole('button', { name: 'Find organisation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This organisation is inactive. Contact your administrator.');
  });

  it('the demo backend validates with the same schema (422) and answers name and sub-domain', async () => {
    expect(await ruleErrors(organizationVerifySchema(orgVerifyServerT), { sub_domain: '' })).toEqual(['Organisation ID is required']);
    const bad = await verify({ sub_domain: '-x' });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ errors: ['Organisation ID may contain lowercase letters, digits and hyphens (3–30 characters)'] });
    const ok = await verify({ sub_domain: ' Globex ' });
    expect(await ok.json()).toEqual({ name: 'Globex Logistics', sub_domain: 'globex' });
  });

  it("the organisation's address from each verification host", () => {
    expect(organizationOrigin('acme', { protocol: 'https:', hostname: 'app.example.com', port: '' })).toBe('https://acme.example.com');
    expect(organizationOrigin('acme', { protocol: 'http:', hostname: 'lvh.me', port: '5173' })).toBe('http://acme.lvh.me:5173');
    expect(organizationOrigin('acme', { protocol: 'http:', hostname: '192.168.1.4', port: '5173' })).toBeNull();
  });
});

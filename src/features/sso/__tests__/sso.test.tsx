import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ruleErrors } from '@/lib/forms/rule-errors';
import { db } from '@/mocks/db/db';
import { rawCallsAs } from '@/testing/backend';
import { renderApp } from '@/testing/render-app';
import { ssoSchema } from '../schemas/sso-schema';
import { ssoServerT } from '../schemas/rule-messages';

const acme = () => db.tenant('acme')!;
const CLIENT = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
const TENANT = '6f9619ff-8b86-d011-b42d-00c04fc964ff';
const enterprise = () => (acme().organization = { ...acme().organization!, plan: 'enterprise' });

describe('SSO set-up: schema', () => {
  it('needs GUIDs for client and tenant id once enabled, and a 3–40 character id', async () => {
    const schema = ssoSchema(ssoServerT);
    expect(await ruleErrors(schema, { enabled: false, client_id: '', tenant_id: '', unique_org_id: 'acme' })).toEqual([]);
    expect(await ruleErrors(schema, { enabled: true, client_id: CLIENT, tenant_id: TENANT, unique_org_id: 'acme-eu-2' })).toEqual([]);
    expect(await ruleErrors(schema, { enabled: true, client_id: '', tenant_id: 'not-a-guid', unique_org_id: 'A!' })).toEqual([
      'Client id is required to enable single sign-on',
      'Tenant id must be a GUID',
      'Unique organisation id may use lower-case letters, digits and hyphens (3 to 40)',
    ]);
    expect(await ruleErrors(schema, { enabled: false, client_id: '', tenant_id: '', unique_org_id: '-acme' })).toHaveLength(1);
  });
});

describe('SSO set-up: demo backend', () => {
  it('is for admins; enabling is an enterprise feature; the id must be free', async () => {
    const hod = await rawCallsAs('hod@acme.test');
    expect((await hod('GET', '/sso_configs')).status).toBe(403);
    const admin = await rawCallsAs('admin@acme.test');
    const body = { enabled: true, client_id: CLIENT, tenant_id: TENANT, unique_org_id: 'acme-sso' };
    const business = await admin('PUT', '/sso_configs', body);
    expect(business.status).toBe(422);
    expect(((await business.json()) as { errors: string[] }).errors).toEqual(['Single sign-on is an enterprise feature']);
    enterprise();
    const taken = await admin('PUT', '/sso_configs', { ...body, unique_org_id: 'globex' });
    expect(((await taken.json()) as { errors: string[] }).errors).toEqual(['Unique organisation id has already been taken']);
    const saved = await admin('PUT', '/sso_configs', { ...body, client_id: CLIENT.toUpperCase() });
    expect(saved.status).toBe(200);
    expect(db.list(acme(), 'sso_configs')[0]).toMatchObject({ enabled: true, client_id: CLIENT, tenant_id: TENANT, unique_org_id: 'acme-sso' });
  });
});

describe('SSO set-up: screen', () => {
  it('an enterprise admin configures and enables SSO; bad ids are refused on their fields and kept', async () => {
    enterprise();
    const user = userEvent.setup();
    await renderApp('/sso_configs', { as: 'admin@acme.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Single sign-on' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/Unique organisation ID/)).toHaveValue('acme');
    await user.click(screen.getByLabelText('Enable single sign-on'));
    await user.type(screen.getByLabelText(/Client ID/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The client ID is a GUID such as 1b4e28ba-2fa1-11d2-883f-0016d3cca427.')).toBeInTheDocument();
    expect(screen.getByText('Enter the tenant ID to enable single sign-on.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Client ID/)).toHaveFocus();
    await user.clear(screen.getByLabelText(/Client ID/));
    await user.type(screen.getByLabelText(/Client ID/), CLIENT);
    await user.type(screen.getByLabelText(/Tenant ID/), TENANT);
    await user.clear(screen.getByLabelText(/Unique organisation ID/));
    await user.type(screen.getByLabelText(/Unique organisation ID/), 'globex');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Another organisation already uses this ID.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Tenant ID/)).toHaveValue(TENANT);
    await user.clear(screen.getByLabelText(/Unique organisation ID/));
    await user.type(screen.getByLabelText(/Unique organisation ID/), 'acme-sso');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The single sign-on settings were saved.')).toBeInTheDocument();
    expect(db.list(acme(), 'sso_configs')[0]).toMatchObject({ enabled: true, unique_org_id: 'acme-sso' });
  });

  it('tells a business admin that SSO is an enterprise feature and keeps the switch off', async () => {
    await renderApp('/sso_configs', { as: 'admin@acme.test' });
    expect(await screen.findByText(/Single sign-on is part of the enterprise plan/)).toBeInTheDocument();
    expect(await screen.findByLabelText('Enable single sign-on')).toBeDisabled();
  });
});

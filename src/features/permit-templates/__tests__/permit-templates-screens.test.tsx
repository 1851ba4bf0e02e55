import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, type Row } from '@/mocks/db/db';
import type { DemoPermitForm, DemoPermitFormVersion } from '@/mocks/db/types';
import { renderApp } from '@/testing/render-app';

const acme = () => db.tenant('acme')!;
const forms = () => db.list<DemoPermitForm>(acme(), 'permit_forms');
const formOf = (name: string) => forms().find((f) => f.name === name)!;
const versionsOf = (id: number) => db.list<DemoPermitFormVersion>(acme(), 'permit_form_versions').filter((v) => v.permit_form_id === id);

describe('permit templates register and builder', () => {
  it('lists the templates with their latest version, and filters in the URL', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/permit-forms', { as: 'admin@acme.test' });
    const table = await screen.findByRole('table', { name: 'Permit templates: 6 found' });
    const hot = within(table).getByRole('link', { name: 'Hot work permit' }).closest('tr')!;
    expect(within(hot).getByText('Version 2')).toBeInTheDocument();
    expect(within(table).getByText('Not published yet')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Low risk'), 'Yes');
    await screen.findByRole('table', { name: 'Permit templates: 1 found' });
    expect(router.state.location.search).toContain('low_risk=true');
  });

  it('refuses an empty new template with the schema’s messages, then creates one with the SPEC default sections', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/permit-forms/new', { as: 'admin@acme.test' });
    const form = await screen.findByRole('form', { name: 'New permit template' });
    const f = within(form);
    expect(f.getByLabelText(/^Default hours from start/)).toHaveValue(8);
    expect(f.getByLabelText(/^Default hours for an extension/)).toHaveValue(4);
    for (const title of ['Location of Work', 'Duration of Work', 'Night Work Checklist', 'Closure Checklist', 'Declaration']) expect(f.getByRole('heading', { name: title, level: 3 })).toBeInTheDocument();
    await user.click(f.getByRole('button', { name: 'Create template' }));
    expect(await f.findByText('Permit name is required.')).toBeInTheDocument();
    expect(f.getByText('Prefix id is required.')).toBeInTheDocument();
    await waitFor(() => expect(f.getByLabelText(/^Permit name/)).toHaveFocus());
    await user.type(f.getByLabelText(/^Permit name/), 'Roof work');
    await user.type(f.getByLabelText(/^Prefix id/), 'RW');
    await user.type(f.getByLabelText(/^Description/), 'Work on roofs');
    await user.click(f.getByRole('button', { name: 'Create template' }));
    expect(await screen.findByText('Template Roof work saved.')).toBeInTheDocument();
    const created = formOf('Roof work');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/permit-forms/${created.id}`));
    expect(await screen.findByText('Draft: not published yet')).toBeInTheDocument();
    // the versions panel loads on its own
    expect(await screen.findByText(/No version is published yet/)).toBeInTheDocument();
  });

  it('shows show-if logic on the question, previews the generated form with gas thresholds, publishes and diffs', async () => {
    const user = userEvent.setup();
    const hw = formOf('Hot work permit');
    await renderApp(`/permit-forms/${hw.id}`, { as: 'admin@acme.test' });
    const form = await screen.findByRole('form', { name: 'Permit template Hot work permit' });
    const f = within(form);
    expect(f.getByText('Shown when “Could flammable vapours be present?” is Yes')).toBeInTheDocument();
    expect(screen.getByText('Version 2 is published; the draft matches it')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('form', { name: 'Permit form preview' });
    const p = within(preview);
    expect(p.queryByRole('group', { name: /Gas test before hot work/ })).not.toBeInTheDocument();
    await user.click(within(p.getByRole('group', { name: /Could flammable vapours be present/ })).getByLabelText('Yes'));
    const gas = await p.findByRole('group', { name: /Gas test before hot work/ });
    await user.type(within(gas).getByLabelText('O₂ reading (% vol)'), '18');
    expect(within(gas).getByText('Unsafe (too low)')).toBeInTheDocument();
    expect(within(gas).getByText('Gas test failed: the atmosphere is unsafe.')).toBeInTheDocument();
    await user.click(p.getByRole('button', { name: 'Check answers' }));
    expect(await p.findByText('A reading is outside its safe limits: flag the atmosphere as unsafe and say what was done.')).toBeInTheDocument();

    // edit the draft: extension hours, then publish (saves first)
    await user.clear(f.getByLabelText(/^Default hours for an extension/));
    await user.type(f.getByLabelText(/^Default hours for an extension/), '2');
    await user.click(f.getByRole('button', { name: 'Publish version 3' }));
    expect(await screen.findByText('Version 3 published.')).toBeInTheDocument();
    expect(versionsOf(hw.id).map((v) => v.number).sort()).toEqual([1, 2, 3]);
    // the toast can come before the versions list has fetched the new one (a loaded CI machine)
    const versions = await screen.findByRole('table', { name: '3 published versions' });
    expect(within(versions).getByRole('rowheader', { name: 'Version 3' })).toBeInTheDocument();
    const diff = screen.getByRole('region', { name: 'Changes from Version 2 to Version 3' });
    expect(await within(diff).findByText('Extension hours')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Compare'), 'Version 1');
    expect(await within(screen.getByRole('region', { name: 'Changes from Version 1 to Version 3' })).findByText('Question “Fire watch”')).toBeInTheDocument();
  });

  it('maps the in-use 422 onto the Active field and keeps the form as typed', async () => {
    const user = userEvent.setup();
    const hw = formOf('Hot work permit');
    db.list<Row>(acme(), 'permits').splice(0, Infinity, { id: 900001, permit_form_id: hw.id, status: 'requested' }); // only this permit (not the seeded ones)
    await renderApp(`/permit-forms/${hw.id}`, { as: 'admin@acme.test' });
    const f = within(await screen.findByRole('form', { name: 'Permit template Hot work permit' }));
    expect(f.getByText('1 open permit uses this template: it cannot be made inactive.')).toBeInTheDocument();
    await user.click(f.getByLabelText('Active'));
    await user.click(f.getByRole('button', { name: 'Save draft' }));
    expect(await f.findByText('Open permits use this template: it cannot be made inactive until they are closed.')).toBeInTheDocument();
    expect(f.getByLabelText('Active')).not.toBeChecked();
    expect(formOf('Hot work permit').active).toBe(true);
  });

  it('a reader sees the builder read-only, without save or publish', async () => {
    const hw = formOf('Hot work permit');
    await renderApp(`/permit-forms/${hw.id}`, { as: 'permits@acme.test' });
    const f = within(await screen.findByRole('form', { name: 'Permit template Hot work permit' }));
    expect(screen.getByText('You can read this template but not change it.')).toBeInTheDocument();
    expect(f.getByLabelText(/^Permit name/)).toBeDisabled();
    expect(f.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    expect(f.queryByRole('button', { name: /Publish/ })).not.toBeInTheDocument();
    expect(f.getByRole('button', { name: 'Preview' })).toBeEnabled();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import type { DemoPermit, DemoPermitForm, DemoPermitFormVersion } from '@/mocks/db/types';
import { todayIso } from '@/lib/forms/dates';
import { renderApp } from '@/testing/render-app';
import { workerIneligibility } from '@/features/contractors/public';
import type { DemoContractor, DemoContractorDocument, DemoWorker } from '@/features/contractors/demo/store';

const acme = () => db.tenant('acme')!;
const permits = () => db.list<DemoPermit>(acme(), 'permits');
const docsOf = (c: DemoContractor) => db.list<DemoContractorDocument>(acme(), 'contractor_documents').filter((d) => d.contractor_id === c.id);

describe('permit form: contractor workers (issue 27)', () => {
  it('lists an ineligible contractor worker with the reason, and a request naming them is refused with the 422 and keeps the form', async () => {
    const user = userEvent.setup();
    const today = todayIso();
    const company = db.list<DemoContractor>(acme(), 'contractors').find((c) => c.status === 'Active' && workerIneligibility({ status: 'approved' }, docsOf(c), today) === 'documentExpired')!;
    const names = new Set(db.list<DemoWorker>(acme(), 'contractor_workers').filter((w) => w.contractor_id !== company.id).map((w) => w.name));
    const worker = db.list<DemoWorker>(acme(), 'contractor_workers').find((w) => w.contractor_id === company.id && w.status === 'approved' && !names.has(w.name))!;
    const hot = db.list<DemoPermitForm>(acme(), 'permit_forms').find((f) => f.name === 'Hot work permit')!;
    const version = db
      .list<DemoPermitFormVersion>(acme(), 'permit_form_versions')
      .filter((v) => v.permit_form_id === hot.id)
      .sort((a, b) => b.number - a.number)[0];
    await renderApp(`/permit-form-questions/new/${hot.id}`, { as: 'hod@acme.test' });
    const f = within(await screen.findByRole('form', { name: 'New permit' }));

    const recent = f.getByLabelText('Recent workers') as HTMLSelectElement;
    const option = within(recent).getByRole('option', { name: `${worker.name} · ${company.company_name}: not eligible, a mandatory contractor document has expired` }) as HTMLOptionElement;
    expect(option.disabled).toBe(true);

    await user.type(f.getByLabelText(/^Description of work/), 'Welding by a contractor');
    await user.type(f.getByLabelText(/^Details of the work/), 'One weld.');
    const site = f.getByLabelText(/^Site/) as HTMLSelectElement;
    await user.selectOptions(site, site.options[1].value);
    await user.type(f.getByLabelText(/^Exact location/), 'Pipe rack, bay 3');
    await user.type(f.getByLabelText(/^Name/), worker.name);
    await user.type(f.getByLabelText(/^Company/), company.company_name);
    await user.click(within(f.getByRole('group', { name: /Precautions in place/ })).getByLabelText('Fire extinguisher within reach'));
    await user.click(within(f.getByRole('group', { name: /Could flammable vapours be present/ })).getByLabelText('No'));
    if (version.number > 1) {
      const fireWatch = f.queryByLabelText(/^Fire watch/);
      if (fireWatch) await user.selectOptions(fireWatch, (fireWatch as HTMLSelectElement).options[0].value);
    }
    const before = permits().length;
    await user.click(f.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText(`${worker.name} is not eligible: a mandatory document of the worker's contractor has expired`, { exact: false })).toBeInTheDocument();
    expect(permits()).toHaveLength(before);
    expect(f.getByLabelText(/^Description of work/)).toHaveValue('Welding by a contractor');
    expect(f.getByLabelText(/^Name/)).toHaveValue(worker.name);
  });
});

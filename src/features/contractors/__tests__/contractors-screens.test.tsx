import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { db } from '@/mocks/db/db';
import type { DemoUser } from '@/mocks/db/types';
import { todayIso } from '@/lib/forms/dates';
import { renderApp } from '@/testing/render-app';
import { dashboardLoaded } from '@/testing/dashboard';
import type { DemoContractor, DemoContractorDocument, DemoWorker } from '../demo/store';

const acme = () => db.tenant('acme')!;
const contractors = () => db.list<DemoContractor>(acme(), 'contractors');
const workers = () => db.list<DemoWorker>(acme(), 'contractor_workers');
const documents = () => db.list<DemoContractorDocument>(acme(), 'contractor_documents');
const carl = () => db.list<DemoUser>(acme(), 'users').find((u) => u.email === 'contractor@acme.test')!;
const carlsCompany = () => contractors().find((c) => c.user_ids.includes(carl().id))!;

async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

async function xlsx(rows: (string | number)[][]): Promise<File> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Workers');
  for (const r of rows) ws.addRow(r);
  const buffer = (await wb.xlsx.writeBuffer()) as ArrayBuffer;
  return new File([new Uint8Array(buffer)], 'workers.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

describe('contractors register and editor', () => {
  it('an admin sees every contractor, filters by status, and adds one with skills from Settings > Categories', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/contractors', { as: 'admin@acme.test' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/contractors/new'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contractors' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Contractors: 7 found' });
    expect(screen.getByRole('tab', { name: /^Inactive/ })).toHaveTextContent('1');
    const table = screen.getByRole('table', { name: 'Contractors: 7 found' });
    expect(within(table).getByRole('row', { name: new RegExp(carlsCompany().company_name) })).toHaveTextContent('Expiring');

    const form = await screen.findByRole('form', { name: 'New contractor' });
    await user.click(within(form).getByRole('button', { name: 'Add contractor' }));
    expect(await within(form).findByText('Company name is required')).toBeInTheDocument();
    await fill(user, within(form).getByLabelText(/^Company name/), 'Delta Pipework');
    await fill(user, within(form).getByLabelText('Tax id (VAT or GST)'), 'GB555666777');
    await user.click(within(form).getByRole('checkbox', { name: 'Welding' }));
    await user.click(within(form).getByRole('button', { name: 'Add contractor' }));
    expect(await screen.findByText('Contractor Delta Pipework added.')).toBeInTheDocument();
    const saved = contractors().find((c) => c.company_name === 'Delta Pipework')!;
    expect(saved).toMatchObject({ tax_id: 'GB555666777', skills: ['Welding'], status: 'Active' });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/contractors/edit/${saved.id}`));
  });

  it('a contractor user sees only their own company, cannot add one, and is kept out of uncategorised workers', async () => {
    const { router } = await renderApp('/contractors', { as: 'contractor@acme.test' });
    const table = await screen.findByRole('table', { name: 'Contractors: 1 found' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(carlsCompany().company_name);
    expect(await screen.findByText(/Only an organisation admin adds contractors/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Uncategorised workers' })).not.toBeInTheDocument();
    await act(() => router.navigate('/contractor/uncategory-workers'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contractors/new'));
  });

  it('anyone else is sent to /', async () => {
    const { router } = await renderApp('/contractors', { as: 'hod@acme.test' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // the home page it was sent to, loaded: a test that stops at the address leaves its lazy screen loading
    await dashboardLoaded();
  });
});

describe('workers', () => {
  it('a contractor user adds a worker with the worker profile form; it is pending review and they cannot review it', async () => {
    const user = userEvent.setup();
    const id = carlsCompany().id;
    const { router } = await renderApp(`/contractor/${id}/workers/new`, { as: 'contractor@acme.test' });
    const form = await screen.findByRole('form', { name: 'New worker' });
    // the Settings > Worker profile defaults: name, photo, age, phone, gender (no id)
    expect(within(form).getByLabelText(/^Photo/)).toBeInTheDocument();
    expect(within(form).queryByLabelText(/^Id/)).not.toBeInTheDocument();
    await fill(user, within(form).getByLabelText(/^Name/), 'Ola Nordmann');
    await fill(user, within(form).getByLabelText(/^Age/), '16');
    await user.click(within(form).getByRole('button', { name: 'Add worker' }));
    expect(await within(form).findByText('Age must be a whole number from 18 to 100')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Ola Nordmann');
    await fill(user, within(form).getByLabelText(/^Age/), '31');
    await user.selectOptions(within(form).getByLabelText(/^Gender/), 'Female');
    await user.click(within(form).getByRole('button', { name: 'Add worker' }));
    expect(await screen.findByText('Worker Ola Nordmann added: pending review.')).toBeInTheDocument();
    const saved = workers().find((w) => w.name === 'Ola Nordmann')!;
    expect(saved).toMatchObject({ contractor_id: id, age: 31, gender: 'Female', status: 'pending_review', submitted_by_id: carl().id });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/contractor/${id}/workers/edit/${saved.id}`));
    // a contractor user does not review
    expect(screen.queryByRole('button', { name: 'Save the decision' })).not.toBeInTheDocument();
  });

  it('an admin rejects with a reason and approves a worker someone else submitted', async () => {
    const user = userEvent.setup();
    const worker = workers().find((w) => w.contractor_id === carlsCompany().id && w.status === 'pending_review')!;
    await renderApp(`/contractor/${carlsCompany().id}/workers/edit/${worker.id}`, { as: 'admin@acme.test' });
    const review = await screen.findByRole('region', { name: 'Review' });
    await user.click(within(review).getByRole('radio', { name: 'Rejected' }));
    await user.click(within(review).getByRole('button', { name: 'Save the decision' }));
    expect(await within(review).findByText('A reason is required to reject')).toBeInTheDocument();
    await user.click(within(review).getByRole('radio', { name: 'Approved' }));
    await user.click(within(review).getByRole('button', { name: 'Save the decision' }));
    expect(await screen.findByText('Marked Approved.')).toBeInTheDocument();
    expect(workers().find((w) => w.id === worker.id)).toMatchObject({ status: 'approved', reviewed_by_id: db.list<DemoUser>(acme(), 'users').find((u) => u.is_admin)!.id });
  });

  it('a bulk upload with bad rows reports each (row, column, problem) and adds nothing; a wrong file is "data entered in incorrect format"', async () => {
    // the chooser's accept hint is not the check: a PDF chosen anyway reaches the validator
    const user = userEvent.setup({ applyAccept: false });
    // the file is made before the app renders: answers of the page landing while the test awaited it were outside act
    const sheet = await xlsx([
      ['Name', 'Age', 'Phone', 'Gender'],
      ['Ana Ruiz', 30, '+34 600 123 456', 'Female'],
      ['Ben 0de', 40, '', 'Male'],
      ['Cleo Park', 12, 'call me', 'Male'],
    ]);
    const good = await xlsx([
      ['Name', 'Age', 'Gender'],
      ['Ana Ruiz', 30, 'Female'],
      ['Ben Ode', 40, 'Male'],
    ]);
    await renderApp(`/contractor/${carlsCompany().id}/workers`, { as: 'contractor@acme.test' });
    await screen.findByRole('table', { name: /^Workers: \d+ found/ });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bulk upload' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Bulk upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk upload of workers' });
    const count = workers().length;
    await user.upload(within(dialog).getByLabelText('Excel file (.xlsx)'), sheet);
    const report = await within(dialog).findByRole('table', { name: 'Upload problems: 3' });
    const rows = within(report)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['3', 'Name', 'Name must contain letters only'],
      ['4', 'Age', 'Age must be a whole number from 18 to 100'],
      ['4', 'Phone', 'Phone must be a valid number'],
    ]);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Nothing was added');
    expect(workers()).toHaveLength(count);

    await user.upload(within(dialog).getByLabelText('Excel file (.xlsx)'), new File(['%PDF-1.4'], 'workers.pdf', { type: 'application/pdf' }));
    const wrong = await within(dialog).findByRole('table', { name: 'Upload problems: 1' });
    expect(within(wrong).getAllByRole('row')[1]).toHaveTextContent('data entered in incorrect format');

    await user.upload(within(dialog).getByLabelText('Excel file (.xlsx)'), good);
    expect(await screen.findByText('2 workers added: pending review.')).toBeInTheDocument();
    expect(workers()).toHaveLength(count + 2);
  });
});

describe('documents', () => {
  it('a contractor user adds a document valid for three weeks and sees the one-month warning', async () => {
    const user = userEvent.setup();
    const id = carlsCompany().id;
    await renderApp(`/contractor/${id}/documents/new`, { as: 'contractor@acme.test' });
    await screen.findByRole('table', { name: /^Documents: \d+ found/ });
    expect(await screen.findByText(/document\(s\) expire within a month/)).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'New document' });
    await fill(user, within(form).getByLabelText(/^Title/), 'Insurance 2027');
    await fill(user, within(form).getByLabelText(/^Valid until/), todayIso());
    await user.click(within(form).getByRole('button', { name: 'Add document' }));
    expect(await within(form).findByText('Validity date must be in the future')).toBeInTheDocument();
    expect(within(form).getByText('No file provided')).toBeInTheDocument();
    await fill(user, within(form).getByLabelText(/^Valid until/), todayIso(new Date(Date.now() + 21 * 86_400_000)));
    await user.upload(within(form).getByLabelText(/^File/), new File(['%PDF-1.4 insurance'], 'insurance.pdf', { type: 'application/pdf' }));
    await within(form).findByRole('list', { name: /File/ });
    await user.click(within(form).getByRole('button', { name: 'Add document' }));
    expect(await screen.findByText('Document Insurance 2027 added: pending review.')).toBeInTheDocument();
    const saved = documents().find((d) => d.title === 'Insurance 2027')!;
    expect(saved).toMatchObject({ contractor_id: id, status: 'pending_review', files: [expect.objectContaining({ name: 'insurance.pdf' })] });
    expect(await screen.findByText(/This document expires on .*, within a month\./)).toBeInTheDocument();
  });
});

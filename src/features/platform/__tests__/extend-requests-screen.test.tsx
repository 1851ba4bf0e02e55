import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import { renderAsMaster } from '@/testing/render-app';

const DAY = 24 * 60 * 60 * 1000;
const globex = () => db.tenant('globex')!.organization!;
const requests = () => db.list<{ id: number; status: string; rejection_reason: string | null }>(db.tenant('public')!, 'trial_extension_requests');


describe('platform console: trial extension requests', () => {
  it('approving adds the days to the tenant’s running trial; a value out of range is refused on the field', async () => {
    const user = userEvent.setup();
    await renderAsMaster('/extend_requests');
    const table = await screen.findByRole('table', { name: '2 requests' });
    const pending = within(table).getByRole('row', { name: /safety committee/ });
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /Two more sites/ })).getByText('Approved: 7 days')).toBeInTheDocument();
    const endBefore = new Date(globex().trial_ends_at!).getTime();

    await user.click(within(pending).getByRole('button', { name: 'Approve the request of Globex Logistics' }));
    const form = await screen.findByRole('form', { name: 'Extend the trial of Globex Logistics' });
    const days = within(form).getByLabelText(/^Days to add/);
    expect(days).toHaveValue(14);
    await user.clear(days);
    await user.type(days, '40');
    await user.click(within(form).getByRole('button', { name: 'Approve' }));
    expect(await within(form).findByText('Days must be a whole number from 1 to 28.')).toBeInTheDocument();
    await user.clear(days);
    await user.type(days, '10');
    await user.click(within(form).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(new Date(globex().trial_ends_at!).getTime()).toBe(endBefore + 10 * DAY));
    expect(await within(await screen.findByRole('table', { name: '2 requests' })).findByText('Approved: 10 days')).toBeInTheDocument();
  });

  it('rejecting needs a reason and leaves the trial as it was', async () => {
    const user = userEvent.setup();
    await renderAsMaster('/extend_requests?status=pending');
    const table = await screen.findByRole('table', { name: '1 request' });
    const end = globex().trial_ends_at;
    await user.click(within(table).getByRole('button', { name: 'Reject the request of Globex Logistics' }));
    const form = await screen.findByRole('form', { name: 'Reject the extension for Globex Logistics' });
    await user.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(await within(form).findByText('Give the reason for the rejection.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Reason/), 'The trial was already extended once.');
    await user.click(within(form).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(requests().find((r) => r.status === 'rejected')?.rejection_reason).toBe('The trial was already extended once.'));
    expect(globex().trial_ends_at).toBe(end);
    expect(await screen.findByRole('table', { name: '0 requests' })).toBeInTheDocument();
  });
});

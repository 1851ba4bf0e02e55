import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render-app';

/** the victim dialog's OSHA recordkeeping section (read by the OSHA logs, src/features/osha-logs) */
describe('victim dialog: OSHA recordkeeping fields', () => {
  it('asks for a date of death when the person died, offers day-to-day supervision for contractors only, and keeps the fields', async () => {
    const user = userEvent.setup();
    await renderApp('/incidents/new', { as: 'supervisor@acme.test' });
    await screen.findByRole('form', { name: 'Report an incident' });
    await user.click(within(screen.getByRole('group', { name: 'Were there victims?' })).getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('link', { name: 'Add a victim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a victim' });
    const osha = within(dialog).getByRole('group', { name: 'OSHA recordkeeping' });

    await user.selectOptions(within(dialog).getByLabelText(/^Victim type/), 'employee');
    expect(within(osha).queryByLabelText('We supervise this contractor day to day')).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText(/^Victim type/), 'contractor');
    await user.click(within(osha).getByLabelText('We supervise this contractor day to day'));
    await user.type(within(dialog).getByLabelText(/^Victim name/), 'Omar Haddad');
    await user.selectOptions(within(dialog).getByLabelText(/^Gender/), 'male');
    await user.type(within(osha).getByLabelText('Job title'), 'Scaffolder');
    await user.selectOptions(within(osha).getByLabelText('Injury or illness type'), 'hearing_loss');
    await user.type(within(osha).getByLabelText('Days away from work'), '-3');
    await user.click(within(osha).getByLabelText('The person died of this injury or illness'));
    await user.click(within(dialog).getByRole('button', { name: 'Save victim' }));
    expect(await within(dialog).findByText('Date of death is required when the person died')).toBeInTheDocument();
    expect(within(dialog).getByText('Days must be a whole number from 0 to 3650')).toBeInTheDocument();

    await user.clear(within(osha).getByLabelText('Days away from work'));
    await user.type(within(osha).getByLabelText('Days away from work'), '12');
    await user.click(within(osha).getByLabelText('The person died of this injury or illness'));
    expect(within(osha).queryByLabelText(/^Date of death/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save victim' }));
    expect(await screen.findByRole('cell', { name: 'Omar Haddad' })).toBeInTheDocument();

    // edit: the saved OSHA fields come back
    await user.click(screen.getByRole('link', { name: 'Edit victim Omar Haddad' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit victim' });
    expect(within(edit).getByLabelText('Job title')).toHaveValue('Scaffolder');
    expect(within(edit).getByLabelText('Days away from work')).toHaveValue(12);
    expect(within(edit).getByLabelText('We supervise this contractor day to day')).toBeChecked();
  });
});

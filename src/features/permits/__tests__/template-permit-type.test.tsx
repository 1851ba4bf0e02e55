import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import type { DemoPermitForm } from '@/mocks/db/types';
import { renderApp } from '@/testing/render-app';

const formOf = (prefix: string) => db.list<DemoPermitForm>(db.tenant('acme')!, 'permit_forms').find((f) => f.prefix_id === prefix)!;

describe('permit template builder: the type of work (read by the permits’ clash rules)', () => {
  it('shows the template’s type with a visible label and hint, and saves another one', async () => {
    const user = userEvent.setup();
    const hw = formOf('HW');
    await renderApp(`/permit-forms/${hw.id}`, { as: 'admin@acme.test' });
    const f = within(await screen.findByRole('form', { name: 'Permit template Hot work permit' }));
    const select = f.getByLabelText('Type of work');
    expect(select).toHaveValue('hot_work');
    expect(select).toHaveAccessibleDescription(/clash checks compare it/);
    expect(within(select).getByRole('option', { name: 'Not set' })).toBeInTheDocument();
    await user.selectOptions(select, 'Lifting operations');
    await user.click(f.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(formOf('HW').permit_type).toBe('lifting'));
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import type { DemoAction } from '@/mocks/db/seed/actions';
import { RaiseActionDialog } from '../public';
import { renderRoutes } from '@/testing/render-app';


describe('RaiseActionDialog (public file for incidents and audits)', () => {
  it('raises an action of the calling module, linked to its record', async () => {
    const user = userEvent.setup();
    const created: number[] = [];
    await renderRoutes([{ path: '/incidents/7', element: <RaiseActionDialog type="Incident" sourceId={4242} visible onHide={() => {}} onCreated={(a) => created.push(a.id)} /> }], '/incidents/7', { as: 'hod@acme.test' });
    const dialog = await screen.findByRole('dialog', { name: 'New corrective action' });
    expect(await screen.findByLabelText(/^Type/)).toBeDisabled();
    await user.type(screen.getByLabelText(/^Description/), 'Investigate the near miss root cause');
    await user.selectOptions(screen.getByLabelText(/^Control type/), 'administrative');
    await user.selectOptions(screen.getByLabelText(/^Responsible person/), 'Hugo Dalton');
    await user.type(screen.getByLabelText(/^Due date/), '2031-09-09');
    await user.click(screen.getByRole('button', { name: 'Create action' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const action = db.find<DemoAction>(db.tenant('acme')!, 'actions', created[0])!;
    expect(action).toMatchObject({ type: 'Incident', source_id: 4242, control_type: 'administrative', description: 'Investigate the near miss root cause' });
    expect(dialog).toBeInTheDocument();
  });
});

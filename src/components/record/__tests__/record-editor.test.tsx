import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { renderRoutes } from '@/testing/render-app';
import { RecordEditor } from '../record-editor';

interface Thing {
  id: number;
  number: string;
  name: string;
}

const refusal = { error: { status: 422, data: { errors: { name: ['is too short'] } } } };

/** A module's editor as a new module writes it: its query, its form, and what a save answers. */
function ThingEditor({ id, record, answer, status = 'open' }: { id: number | null; record?: Thing; answer: { data: Thing } | typeof refusal; status?: string }) {
  const { t } = useTranslation('observations');
  const [name, setName] = useState(record?.name ?? '');
  return (
    <RecordEditor<Thing> t={t} id={id} subject="Observation" titleId="thing-title" record={{ data: record, isLoading: false }} locked={() => (status === 'closed' ? 'Closed things cannot change.' : null)} summaryPath={(saved) => `/things/summary/${saved}`}>
      {({ submit }) => (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submit(answer);
          }}
        >
          <label htmlFor="thing-name">Name</label>
          <input id="thing-name" value={name} onChange={(e) => setName(e.target.value)} />
          <button type="submit">Save</button>
        </form>
      )}
    </RecordEditor>
  );
}

const saved: Thing = { id: 9, number: 'THG-9', name: 'Pump' };
const routes = (element: React.ReactNode) => [
  { path: '/things/new', element },
  { path: '/things/edit/:id', element },
  { path: '/things/summary/:id', element: <p>thing summary</p> },
];

describe('RecordEditor (the module kit record page)', () => {
  it('refuses without the right: create needs create, edit needs update on the subject', async () => {
    await renderRoutes(routes(<ThingEditor id={null} answer={{ data: saved }} />), '/things/new', { as: 'permits@acme.test' });
    expect(await screen.findByRole('heading', { name: 'Report an observation' })).toBeInTheDocument();
    expect(screen.getByText(/You do not have permission/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });

  it('saves: toast with the number, then the summary', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoutes(routes(<ThingEditor id={null} answer={{ data: saved }} />), '/things/new', { as: 'supervisor@acme.test' });
    await user.type(await screen.findByLabelText('Name'), 'Pump');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('thing summary')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/things/summary/9');
    expect(await screen.findByText('Observation THG-9 was reported.')).toBeInTheDocument();
  });

  it('a refused save is toasted and the form keeps what the user typed', async () => {
    const user = userEvent.setup();
    const { router } = await renderRoutes(routes(<ThingEditor id={3} record={{ id: 3, number: 'THG-3', name: 'Old' }} answer={refusal} />), '/things/edit/3', { as: 'supervisor@acme.test' });
    expect(await screen.findByRole('heading', { name: 'Edit observation THG-3' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Ne');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/is too short/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/things/edit/3');
    expect(screen.getByLabelText('Name')).toHaveValue('Ne');
  });

  it('shows not-found for a missing record', async () => {
    await renderRoutes(routes(<ThingEditor id={4} answer={{ data: saved }} />), '/things/edit/4', { as: 'supervisor@acme.test' });
    expect(await screen.findByText('This observation was not found or is not available to you.')).toBeInTheDocument();
  });

  it('shows why a locked record cannot be edited', async () => {
    await renderRoutes(routes(<ThingEditor id={3} record={{ id: 3, number: 'THG-3', name: 'Old' }} status="closed" answer={{ data: saved }} />), '/things/edit/3', { as: 'supervisor@acme.test' });
    expect(await screen.findByText('Closed things cannot change.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useOutlet } from 'react-router-dom';
import { Register, RegisterPage } from '../register';
import { useListState } from '../list-state';

interface Thing {
  id: number;
  name: string;
  risk: string;
}
interface Filters {
  risk?: string;
  site_id?: number;
  from?: string;
  to?: string;
}

const THINGS: Thing[] = [
  { id: 1, name: 'Pump', risk: 'high' },
  { id: 2, name: 'Valve', risk: 'low' },
];

/** A module's register as a new module would write it: state, tabs, filters and columns only. */
function Things({ failed = false }: { failed?: boolean }) {
  const state = useListState<Filters>({ base: '/things', filterKeys: ['risk', 'site_id', 'from', 'to'], defaultSort: 'name', defaultTab: 'all' });
  const rows = failed ? [] : THINGS.filter((r) => !state.filters.risk || r.risk === state.filters.risk);
  return (
    <RegisterPage title="Things" listPath="/things" outlet={useOutlet()} actions={<button type="button">New thing</button>}>
      <Register<Thing, Filters>
        idPrefix="thing"
        title="Thing list"
        state={state}
        tabs={{ label: 'Thing status', items: [{ value: 'all', label: 'All', count: 2 }, { value: 'open', label: 'Open', count: 1 }] }}
        filtersLabel="Filter things"
        filters={[
          { kind: 'select', key: 'risk', id: 'risk', label: 'Risk', options: [['high', 'High'], ['low', 'Low']] },
          false,
          { kind: 'select', key: 'site_id', id: 'site', label: 'Site', options: [[3, 'North']] },
          { kind: 'dateRange', from: 'from', to: 'to' },
        ]}
        columns={[
          { header: 'Name', sort: 'name', cell: (r) => r.name },
          { header: 'Risk', cell: (r) => r.risk },
        ]}
        rows={rows}
        rowActions={(r) => <button type="button">{`Edit ${r.name}`}</button>}
        total={rows.length}
        perPage={1}
        query={{ isFetching: false, isError: failed }}
        caption={`Things: ${rows.length} found`}
        loadFailed="The things could not be loaded."
      />
    </RegisterPage>
  );
}

function setup(element = <Things />, initial = '/things') {
  const router = createMemoryRouter([{ path: '/things', element, children: [{ path: 'summary/:id', element: <p>record panel</p> }] }], { initialEntries: [initial] });
  render(<RouterProvider router={router} />);
  return { url: () => `${router.state.location.pathname}${router.state.location.search}` };
}

describe('Register (the module kit register)', () => {
  it('renders the heading, tabs with counts, labelled filters, the table with its caption, row actions and the pager', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Things' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New thing' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All 2', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'All 2' })).toBeInTheDocument();
    const bar = screen.getByRole('search', { name: 'Filter things' });
    for (const label of ['Search', 'Risk', 'Site', 'From date', 'To date']) expect(within(bar).getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText('Risk')).toHaveAttribute('id', 'thing-f-risk');
    const table = screen.getByRole('table', { name: 'Things: 2 found' });
    expect(within(table).getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table).getByRole('columnheader', { name: 'Row actions' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Edit Valve' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toHaveTextContent('Page 1 of 2 (2 records)');
  });

  it('keeps tab, filters (numbers for *_id), dates and sort in the URL', async () => {
    const user = userEvent.setup();
    const { url } = setup();
    await user.selectOptions(screen.getByLabelText('Risk'), 'high');
    expect(url()).toBe('/things?risk=high');
    expect(screen.queryByRole('cell', { name: 'Valve' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Site'), '3');
    await user.type(screen.getByLabelText('From date'), '2026-01-31');
    await user.click(screen.getByRole('tab', { name: 'Open 1' }));
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(url()).toBe('/things?risk=high&site_id=3&from=2026-01-31&tab=open&order=asc');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await user.selectOptions(screen.getByLabelText('Risk'), '');
    expect(url()).not.toContain('risk=');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(url()).not.toMatch(/site_id|from=/);
  });

  it('says so when the From date is after the To date, instead of a silent empty list', async () => {
    const user = userEvent.setup();
    setup(<Things />, '/things?from=2026-03-01');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('To date'), '2026-02-01');
    const message = 'The From date is after the To date, so no record can match. Change one of the dates.';
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('To date')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('To date')).toHaveAccessibleDescription(message);
    await user.clear(screen.getByLabelText('From date'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when nothing was found, and when the list failed to load', () => {
    setup(<Things failed />);
    expect(screen.getByRole('cell', { name: 'The things could not be loaded.' })).toBeInTheDocument();
  });

  it('shows a child route as the record panel beside the list', () => {
    setup(<Things />, '/things/summary/1');
    expect(screen.getByText('record panel')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Things: 2 found' })).toBeInTheDocument();
  });
});

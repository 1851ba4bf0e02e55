import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import type { DemoCategory } from '@/mocks/db/seed/categories';
import { renderApp } from '@/testing/render-app';
import { dashboardLoaded } from '@/testing/dashboard';

const acme = () => db.tenant('acme')!;
const acmeCategory = (name: string) => db.list<DemoCategory>(acme(), 'categories').find((c) => c.name === name && c.category_type === 'observation')!;
const optionTexts = (select: HTMLElement) => within(select).getAllByRole('option').map((o) => o.textContent);

describe('categories screens', () => {
  it('an admin adds a category and a sub-category, and both are offered by the observation form', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/categories/new', { as: 'admin@acme.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeInTheDocument();
    await screen.findByRole('table', { name: /Categories: \d+ found/ });
    const form = await screen.findByRole('form', { name: 'New category' });
    await user.type(within(form).getByLabelText(/^Name/), 'Lifting gear');
    await user.selectOptions(within(form).getByLabelText(/^Category type/), 'observation');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    // a new category opens its sub-categories
    expect(await screen.findByRole('heading', { level: 1, name: 'Sub-categories of Lifting gear' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/categories/${acmeCategory('Lifting gear').id}`);
    expect(await screen.findByText('This category has no sub-categories yet.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name of the new sub-category/), 'Slings{Enter}');
    const table = await screen.findByRole('table', { name: 'Sub-categories of Lifting gear: 1' });
    expect(within(table).getByText('Slings')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name of the new sub-category/)).toHaveValue('');

    await act(() => router.navigate('/observations/new'));
    const category = await screen.findByLabelText('Category', { selector: 'select#obs-new-category' });
    await waitFor(() => expect(optionTexts(category)).toContain('Lifting gear › Slings'));
    expect(optionTexts(category)).toEqual(expect.arrayContaining(['Lifting gear', 'Housekeeping', 'Housekeeping › Spills and leaks', 'Chemicals']));
  });

  it('refuses a duplicate name with a clear message and keeps what was typed', async () => {
    const user = userEvent.setup();
    await renderApp('/categories/new', { as: 'hod@acme.test' });
    const form = await screen.findByRole('form', { name: 'New category' });
    await user.selectOptions(within(form).getByLabelText(/^Category type/), 'observation');
    const name = within(form).getByLabelText(/^Name/);
    await user.type(name, 'housekeeping');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This name is already used here. Choose another name.')).toBeInTheDocument();
    expect(name).toHaveValue('housekeeping');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(db.list<DemoCategory>(acme(), 'categories').filter((c) => c.name.toLowerCase() === 'housekeeping' && c.category_type === 'observation')).toHaveLength(1);
  });

  it("shows the server's refusal under the field when someone else took the name meanwhile", async () => {
    const user = userEvent.setup();
    await renderApp('/categories/new', { as: 'admin@acme.test' });
    const form = await screen.findByRole('form', { name: 'New category' });
    await user.selectOptions(within(form).getByLabelText(/^Category type/), 'skill');
    await screen.findByRole('table', { name: /Categories: \d+ found/ });
    // another admin saves the same name after this form loaded its list (no broadcast: the form's list is stale)
    const at = new Date().toISOString();
    db.list<DemoCategory>(acme(), 'categories').push({ id: db.newId(acme()), name: 'Rigging', category_type: 'skill', parent_id: null, description: '', status: 'active', code: 'Rigging', created_at: at, updated_at: at });
    const name = within(form).getByLabelText(/^Name/);
    await user.type(name, 'Rigging');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This name is already used here. Choose another name.')).toBeInTheDocument();
    expect(name).toHaveValue('Rigging');
    expect(db.list<DemoCategory>(acme(), 'categories').filter((c) => c.name === 'Rigging')).toHaveLength(1);
  });

  it('renames a sub-category in place by keyboard and refuses a sibling name', async () => {
    const user = userEvent.setup();
    const parent = acmeCategory('Working at height');
    await renderApp(`/categories/${parent.id}`, { as: 'admin@acme.test' });
    const table = await screen.findByRole('table', { name: 'Sub-categories of Working at height: 2' });
    const rename = within(table).getByRole('button', { name: 'Rename Ladders' });
    rename.focus();
    await user.keyboard('{Enter}');
    const input = await screen.findByLabelText(/^New name for Ladders/);
    await waitFor(() => expect(input).toHaveFocus());
    await user.clear(input);
    await user.type(input, 'scaffolding{Enter}');
    expect(await screen.findByText('This name is already used here. Choose another name.')).toBeInTheDocument();
    expect(input).toHaveValue('scaffolding');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(within(table).getByRole('button', { name: 'Rename Ladders' })).toHaveFocus());
    await user.keyboard('{Enter}');
    const again = await screen.findByLabelText(/^New name for Ladders/);
    await user.clear(again);
    await user.type(again, 'Fixed ladders{Enter}');
    expect(await within(table).findByRole('button', { name: 'Rename Fixed ladders' })).toBeInTheDocument();
    expect(db.list<DemoCategory>(acme(), 'categories').find((c) => c.parent_id === parent.id && c.name === 'Fixed ladders')).toBeTruthy();
  });

  it("a category's sub-categories keep their status tab, search and sort in the URL: reload and back show the same list", async () => {
    const user = userEvent.setup();
    const parent = acmeCategory('Working at height');
    const { router, unmount } = await renderApp(`/categories/${parent.id}`, { as: 'admin@acme.test' });
    const table = await screen.findByRole('table', { name: 'Sub-categories of Working at height: 2' });
    await user.click(within(table).getByRole('button', { name: 'Deactivate Ladders' }));
    expect(await screen.findByText(/Ladders is now Inactive/i)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Active' }));
    expect(router.state.location.search).toBe('?tab=active');
    expect(await screen.findByRole('table', { name: 'Sub-categories of Working at height: 1' })).toBeInTheDocument();
    expect(within(screen.getByRole('table')).queryByText('Ladders')).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(router.state.location.search).toBe('?order=desc');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'lad');
    await screen.findByRole('table', { name: 'Sub-categories of Working at height: 1' });
    const url = `${router.state.location.pathname}${router.state.location.search}`;
    expect(url).toBe(`/categories/${parent.id}?order=desc&q=lad`);

    // back: the sort undone (the search replaced its history entry), then the Active tab again
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('');
    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?tab=active');
    expect(screen.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');

    // a reload of the searched address shows that list
    unmount();
    await renderApp(url, { as: 'admin@acme.test' });
    const again = await screen.findByRole('table', { name: 'Sub-categories of Working at height: 1' });
    expect(within(again).getByText('Ladders')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('lad');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'descending');
  });

  it('a role without Category rights cannot open the register and sees sub-categories read-only', async () => {
    const { router } = await renderApp('/categories', { as: 'supervisor@acme.test' });
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/categories'));
    expect(screen.queryByRole('link', { name: /New category/ })).not.toBeInTheDocument();
    const parent = acmeCategory('Housekeeping');
    await act(() => router.navigate(`/categories/${parent.id}`));
    expect(await screen.findByRole('table', { name: 'Sub-categories of Housekeeping: 2' })).toBeInTheDocument();
    expect(screen.getByText(/changing them needs the Category rights/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Rename/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Name of the new sub-category/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to the categories' })).not.toBeInTheDocument();
  });

  it('the register filters by category type and searches; the HOD gets "New category" but not environment categories', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/categories', { as: 'hod@acme.test' });
    const total = db.list<DemoCategory>(acme(), 'categories').filter((c) => c.parent_id == null).length;
    await screen.findByRole('table', { name: `Categories: ${total} found` });
    expect(screen.getByRole('link', { name: /New category/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Category type', { selector: 'select#cat-f-type' }), 'incident');
    const incidents = db.list<DemoCategory>(acme(), 'categories').filter((c) => c.parent_id == null && c.category_type === 'incident').length;
    const table = await screen.findByRole('table', { name: `Categories: ${incidents} found` });
    expect(within(table).getByRole('link', { name: 'Manual handling' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox'), 'manual');
    await screen.findByRole('table', { name: 'Categories: 1 found' });
    await act(() => router.navigate('/environment_categories'));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/environment_categories'));
    // the home page it was sent to, loaded: a test that stops at the address leaves its lazy screen loading
    await dashboardLoaded();
  });
});

describe('environment categories screens', () => {
  it('the list reloads after a create and after an update', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp('/environment_categories/new', { as: 'admin@acme.test' });
    const count = db.list(acme(), 'environment_categories').length;
    await screen.findByRole('table', { name: `Environment categories: ${count} found` });
    const form = await screen.findByRole('form', { name: 'New environment category' });
    await user.type(within(form).getByLabelText(/^Name/), 'Steam use');
    await user.selectOptions(within(form).getByLabelText(/^Environment type/), 'energy');
    await user.type(within(form).getByLabelText(/^Unit of measure/), 't');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const table = await screen.findByRole('table', { name: `Environment categories: ${count + 1} found` });
    expect(await within(table).findByRole('link', { name: 'Steam use' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/environment_categories'));

    await user.click(within(table).getByRole('link', { name: 'Edit Steam use' }));
    const edit = await screen.findByRole('form', { name: 'Edit environment category Steam use' });
    const unit = within(edit).getByLabelText(/^Unit of measure/);
    await user.clear(unit);
    await user.type(unit, 'GJ');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    const row = await waitFor(() => {
      const r = within(screen.getByRole('table', { name: /Environment categories/ })).getByRole('link', { name: 'Steam use' }).closest('tr')!;
      expect(r).toHaveTextContent('GJ');
      return r;
    });
    expect(row).toHaveTextContent('Energy');
  });

  it('refuses a duplicate name under the field and filters by type', async () => {
    const user = userEvent.setup();
    await renderApp('/environment_categories/new', { as: 'admin@acme.test' });
    const form = await screen.findByRole('form', { name: 'New environment category' });
    await screen.findByRole('table', { name: /Environment categories: \d+ found/ });
    await user.type(within(form).getByLabelText(/^Name/), 'Water consumption');
    await user.selectOptions(within(form).getByLabelText(/^Environment type/), 'water');
    await user.type(within(form).getByLabelText(/^Unit of measure/), 'm3');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This name is already used here. Choose another name.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Name/)).toHaveValue('Water consumption');
    await user.selectOptions(screen.getByLabelText('Environment type', { selector: 'select#env-f-type' }), 'water');
    await screen.findByRole('table', { name: 'Environment categories: 2 found' });
  });
});

import { draftKey, readDraft } from '@/lib/drafts/draft-store';
import userEvent from '@testing-library/user-event';
import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@/mocks/db/db';
import type { DemoAction } from '@/mocks/db/seed/actions';
import { renderApp } from '@/testing/render-app';


describe('observation and action routes in the real app', () => {
  it('/observations opens the list frame with the new-observation form', async () => {
    const { router } = await renderApp('/observations', { as: 'supervisor@acme.test' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/observations/new'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Observations' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Report an observation' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Observations: 300 found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Observations \|/));
  });

  it.each([
    ['/actions/all', 'All actions'],
    ['/actions/observations', 'Observation actions'],
  ])('the bare list URL %s renders its list', async (path, heading) => {
    const { router } = await renderApp(path, { as: 'hod@acme.test' });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: /Actions: \d+ found/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('/actions/all/:tab lists all actions of that status', async () => {
    const { router } = await renderApp('/actions/all/open', { as: 'hod@acme.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'All actions' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: /^Open/ })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: /Actions: \d+ found/ });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    for (const row of within(table).getAllByRole('row').slice(1)) expect(row).toHaveTextContent('Open');
    expect(router.state.location.pathname).toBe('/actions/all/open');
  });

  it('/actions/observations/summary/:id shows the observation-actions list and the action', async () => {
    const action = db.list<DemoAction>(db.tenant('acme')!, 'actions').find((a) => a.type === 'Observation')!;
    await renderApp(`/actions/observations/summary/${action.id}`, { as: 'supervisor@acme.test' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Observation actions' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: `Action ${action.number}` })).toBeInTheDocument();
  });

  it('the public /observation form loads for a visitor', async () => {
    await renderApp('/observation');
    expect(await screen.findByRole('heading', { name: 'Report an observation' })).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Site/)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Northfield Plant' })).toBeInTheDocument();
  });

  it('a visitor who reloads finds the unsent report again, without the photos, and can start over (issue 12, 6)', async () => {
    const user = userEvent.setup();
    const first = await renderApp('/observation');
    await user.type(await screen.findByLabelText(/^Description/), 'Broken handrail on stair B');
    await user.selectOptions(screen.getByLabelText(/^Site/), 'Northfield Plant');
    // kept while typing (debounced): wait for it
    await waitFor(() => expect(readDraft<{ description: string }>(draftKey('public:observation', null))?.values.description).toBe('Broken handrail on stair B'));
    first.unmount();

    await renderApp('/observation');
    expect(await screen.findByText(/^Your unsent report was restored\. Photos are not kept on the device/)).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Description/)).toHaveValue('Broken handrail on stair B');
    expect(screen.getByLabelText(/^Site/)).toHaveDisplayValue('Northfield Plant');
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByLabelText(/^Description/)).toHaveValue('');
    expect(readDraft(draftKey('public:observation', null))).toBeNull();
  });
});

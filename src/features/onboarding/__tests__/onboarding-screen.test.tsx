import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@/testing/render-app';
import { db } from '@/mocks/db/db';
import { onHost } from '@/testing/host';

onHost('http://globex.localhost:5173/');

const globex = () => db.tenant('globex')!;

describe('/onboarding: the set-up wizard', () => {
  it('walks the steps with the current one announced, refuses what the rules refuse, resumes and finishes into the app', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderApp('/onboarding', { as: 'owner@globex.test' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Step 1 of 5: Sites' })).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: 'Set-up steps' });
    expect(within(steps).getByRole('button', { name: /Sites/ })).toHaveAttribute('aria-current', 'step');
    // the intro counts the steps the stepper shows
    expect(screen.getByText(/^Set up your organisation in 5 steps\./)).toBeInTheDocument();
    expect(within(steps).getAllByRole('listitem')).toHaveLength(5);
    expect(within(steps).getByRole('button', { name: /Users/ })).toBeDisabled();
    expect(screen.getByText('Step 1 of 5: Sites', { selector: '[role="status"]' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Your sites' })).toHaveTextContent('Central Depot');
    // sites cannot be skipped
    expect(screen.queryByRole('button', { name: 'Skip this step' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const structure = await screen.findByRole('heading', { level: 2, name: 'Step 2 of 5: Divisions, departments and units' });
    await waitFor(() => expect(structure).toHaveFocus());
    expect(await screen.findByRole('tree', { name: 'Divisions, departments and units' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip this step' }));

    await screen.findByRole('heading', { level: 2, name: 'Step 3 of 5: Users' });
    // the invite refuses an incomplete form on the client (no request) and keeps the focus on the first problem
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText("Enter the person's full name.")).toBeInTheDocument();
    expect(screen.getByText('Choose at least one site.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skip this step' }));

    await screen.findByRole('heading', { level: 2, name: 'Step 4 of 5: Module selection' });
    const modules = screen.getByRole('group', { name: 'Modules' });
    for (const box of within(modules).getAllByRole('checkbox')) if ((box as HTMLInputElement).checked) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose at least one module.');
    await user.click(within(modules).getByRole('checkbox', { name: 'Observations' }));
    await user.click(within(modules).getByRole('checkbox', { name: 'Incidents' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Step 5 of 5: Review and finish' });
    expect(globex().organization!.modules).toEqual(['Incident', 'Observation']);

    // starter content: one click, a second click adds nothing
    await user.selectOptions(screen.getByLabelText('Industry'), 'Healthcare');
    await user.click(screen.getByRole('button', { name: 'Add starter content' }));
    expect(await screen.findByText(/^Healthcare: added 4 categories, 8 sub-categories and 2 templates\.$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add starter content' }));
    expect(await screen.findByText('The Healthcare starter content is already in place: nothing was added.')).toBeInTheDocument();

    // a new visit resumes on the same step (the progress is on the organisation)
    unmount();
    const again = await renderApp('/onboarding', { as: 'owner@globex.test' });
    await screen.findByRole('heading', { level: 2, name: 'Step 5 of 5: Review and finish' });
    expect(screen.getByLabelText('Industry')).toHaveValue('healthcare');

    await user.click(screen.getByRole('button', { name: 'Finish set-up' }));
    await waitFor(() => expect(again.router.state.location.pathname).toBe('/'));
    expect(again.store.getState().session.user!.organization!.is_onboarding).toBe(false);
    expect(globex().organization!.is_onboarding).toBe(false);
  });

  it('goes back to an earlier step from the stepper', async () => {
    const user = userEvent.setup();
    await renderApp('/onboarding', { as: 'owner@globex.test' });
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Step 2 of 5: Divisions, departments and units' });
    const steps = screen.getByRole('navigation', { name: 'Set-up steps' });
    expect(within(steps).getByRole('button', { name: 'Sites Completed' })).toBeEnabled();
    await user.click(within(steps).getByRole('button', { name: 'Sites Completed' }));
    await screen.findByRole('heading', { level: 2, name: 'Step 1 of 5: Sites' });
    // the completed step stays completed; continuing goes to the next open one
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Step 2 of 5: Divisions, departments and units' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 2, name: 'Step 1 of 5: Sites' });
  });

  it('invites a person through the users module\'s POST /users (their handler), and shows a refusal keeping what was typed', async () => {
    const user = userEvent.setup();
    await renderApp('/onboarding', { as: 'owner@globex.test' });
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    await user.click(await screen.findByRole('button', { name: 'Skip this step' }));
    await screen.findByRole('heading', { level: 2, name: 'Step 3 of 5: Users' });
    await user.type(screen.getByLabelText(/^Full name/), 'Nora Field');
    await user.type(screen.getByLabelText(/^Email/), 'nora.field@globex.test');
    await user.selectOptions(screen.getByLabelText(/^Role/), 'Supervisor');
    await user.click(screen.getByRole('checkbox', { name: 'Central Depot' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/Nora Field \(nora.field@globex.test\)/)).toBeInTheDocument();
    const created = db.list<{ email: string; full_name: string; site_ids: number[] } & { id: number }>(globex(), 'users').find((u) => u.email === 'nora.field@globex.test');
    expect(created).toMatchObject({ full_name: 'Nora Field' });
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('');

    // the same address again: the users module refuses it (422), the form keeps what was typed
    await user.type(screen.getByLabelText(/^Full name/), 'Nora Again');
    await user.type(screen.getByLabelText(/^Email/), 'nora.field@globex.test');
    await user.selectOptions(screen.getByLabelText(/^Role/), 'Supervisor');
    await user.click(screen.getByRole('checkbox', { name: 'Central Depot' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name/)).toHaveValue('Nora Again');
  });
});

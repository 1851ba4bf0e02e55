import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydratablePage } from '@/app/prerender/hydrate';
import { storeSignedIn } from '@/lib/session/session-starter';
import { PublicRoot } from '../public-root';
import { prerenderedPages } from './prerendered-page';
import { publicRoutes } from '../public-routes';
import { createShellRouter } from '../shell-router';
import { onHost } from '@/testing/host';

onHost('http://app.localhost:5173/');

/**
 * /organization_verify in the public shell (issue 30), on the product's shared address (SPEC §2: app, lvh or 192
 * hosts; on a tenant's host the shell hands it to the app: public-shell.test.tsx). The page's own rules and answers:
 * features/auth/__tests__/organization-verify.test.tsx.
 */
const pages = prerenderedPages();

describe('/organization_verify in the public shell (app host)', () => {
  it('finds an organisation without the app: a bad ID is refused on the field, an unknown one by the server, what was typed kept', async () => {
    const onLeave = vi.fn();
    const router = createShellRouter(publicRoutes(onLeave), { initialEntry: '/organization_verify' });
    render(<PublicRoot router={router} startSession={storeSignedIn} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Organisation ID'), 'A!');
    await user.click(screen.getByRole('button', { name: 'Find organisation' }));
    expect(await screen.findByText('Use 3–30 lowercase letters, digits or hyphens, starting with a letter.')).toBeInTheDocument();
    // the field to fix has the focus (WCAG 3.3.1)
    expect(screen.getByLabelText('Organisation ID')).toHaveFocus();
    await user.clear(screen.getByLabelText('Organisation ID'));
    await user.type(screen.getByLabelText('Organisation ID'), 'nosuchorg');
    await user.click(screen.getByRole('button', { name: 'Find organisation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find an organisation with this ID.');
    expect(screen.getByLabelText('Organisation ID')).toHaveValue('nosuchorg');
    await user.clear(screen.getByLabelText('Organisation ID'));
    await user.type(screen.getByLabelText('Organisation ID'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Find organisation' }));
    expect(await screen.findByText('Acme Manufacturing was found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Acme Manufacturing' })).toHaveAttribute('href', 'http://acme.localhost:5173/login');
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('the prerendered form takes input before hydration, Find waits for it; the typed ID is the one looked up', async () => {
    const container = await pages.show('/organization_verify');
    window.history.replaceState(null, '', '/organization_verify');
    // this host serves the page: the shell hydrates it (hydrate.ts)
    expect(hydratablePage(container, false)).toMatchObject({ path: '/organization_verify', verificationHost: true });
    expect(screen.getByLabelText('Organisation ID')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Find organisation' })).toBeDisabled();
    (screen.getByLabelText('Organisation ID') as HTMLInputElement).value = 'globex';

    await pages.hydrate('/organization_verify');
    expect(screen.getByLabelText('Organisation ID')).toHaveValue('globex');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Find organisation' }));
    expect(await screen.findByText('Globex Logistics was found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to Globex Logistics' })).toHaveAttribute('href', 'http://globex.localhost:5173/login');
    window.history.replaceState(null, '', '/');
  });
});

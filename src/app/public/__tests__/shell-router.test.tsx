import type { ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createBrowserRouter } from 'react-router-dom';
import { Link, Outlet, useLocation, useNavigate, useRouteError, useTitleKey } from '@/lib/routing/nav';
import { createShellRouter, ShellRouterProvider, type ShellRoute, type ShellRouteTable } from '../shell-router';

/** The public shell's own router (issue 30): what the prerendered pages use instead of react-router. */

function Root() {
  return (
    <>
      <p>title: {useTitleKey() ?? 'none'}</p>
      <Outlet />
    </>
  );
}
const Layout = () => (
  <main>
    <Outlet />
  </main>
);
function Home() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <h1>Home</h1>
      <p>state: {JSON.stringify(location.state)}</p>
      <Link to="/second?x=1">Second</Link>
      <button type="button" onClick={() => void navigate('/elsewhere')}>
        Leave
      </button>
    </>
  );
}
const Second = () => <h1>Second {useLocation().search}</h1>;
const Failure = () => <p role="alert">failed: {String((useRouteError() as Error).message)}</p>;

/** a screen whose module arrives when the test says */
function deferred() {
  let arrive!: () => void;
  const loaded = new Promise<{ default: ComponentType }>((resolve) => (arrive = () => resolve({ default: Second })));
  return { load: () => loaded, arrive };
}

function table(routes: Partial<ShellRoute>[]): ShellRouteTable {
  return {
    root: <Root />,
    routes: routes.map((r) => ({ path: '/', layout: Layout, screen: () => Promise.resolve({ default: Home }), ...r })),
    fallback: <p>handed over</p>,
    errorElement: <Failure />,
    loading: <p>loading</p>,
  };
}

describe('the public shell router', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('matches literal paths in any case and with a trailing slash; any other address is the fallback', () => {
    const router = createShellRouter(table([{ path: '/login', titleKey: 'login' }]), { initialEntry: '/login' });
    expect(router.match('/LOGIN/')?.titleKey).toBe('login');
    expect(router.match('/login/extra')).toBeUndefined();
    expect(router.match('/')).toBeUndefined();
  });

  it('renders root → layout → screen with the title key, follows a link once the next screen has loaded', async () => {
    const user = userEvent.setup();
    const next = deferred();
    const router = createShellRouter(table([{ path: '/home', titleKey: 'home' }, { path: '/second', titleKey: 'second', screen: next.load }]), { initialEntry: '/home' });
    await router.preload();
    render(<ShellRouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.getByText('title: home')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Second' }));
    // as react-router: the page shown stays until the next screen has loaded
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    await act(async () => next.arrive());
    expect(await screen.findByRole('heading', { name: 'Second ?x=1' })).toBeInTheDocument();
    expect(screen.getByText('title: second')).toBeInTheDocument();
  });

  it('a later navigation wins over one still loading its screen', async () => {
    const user = userEvent.setup();
    const slow = deferred();
    const router = createShellRouter(table([{ path: '/home' }, { path: '/slow', screen: slow.load }]), { initialEntry: '/home' });
    await router.preload();
    render(<ShellRouterProvider router={router} />);
    let first!: Promise<void>;
    act(() => void (first = router.navigate('/slow')));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('handed over')).toBeInTheDocument();
    await act(async () => {
      slow.arrive();
      await first;
    });
    expect(router.state.location.pathname).toBe('/elsewhere');
    expect(screen.getByText('handed over')).toBeInTheDocument();
  });

  it('shows the error element with the error when a screen fails to load, and the page again at another address', async () => {
    const router = createShellRouter(table([{ path: '/home' }, { path: '/broken', screen: () => Promise.reject(new Error('no chunk')) }]), { initialEntry: '/home' });
    await router.preload();
    render(<ShellRouterProvider router={router} />);
    // React reports an error its boundary caught: expected here, so checked and kept out of the run's output
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => router.navigate('/broken'));
    expect(screen.getByRole('alert')).toHaveTextContent('failed: no chunk');
    expect(reported.mock.calls.flat()).toContainEqual(expect.objectContaining({ message: 'no chunk' }));
    reported.mockRestore();
    await act(() => router.navigate('/home'));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('writes history entries as react-router does: the app that takes over reads their state; Back shows the entry before', async () => {
    window.history.replaceState(null, '', '/home');
    const router = createShellRouter(table([{ path: '/home' }, { path: '/second', screen: () => Promise.resolve({ default: Second }) }]));
    await router.preload();
    render(<ShellRouterProvider router={router} />);
    expect(window.history.state).toMatchObject({ idx: 0 });
    await act(() => router.navigate('/second?x=2', { state: { from: 'incident' } }));
    expect(window.location.pathname + window.location.search).toBe('/second?x=2');
    expect(window.history.state).toMatchObject({ usr: { from: 'incident' }, idx: 1, key: router.state.location.key });
    await act(() => router.navigate('/home', { replace: true, state: { again: true } }));
    expect(window.history.state).toMatchObject({ usr: { again: true }, idx: 1 });
    expect(screen.getByText('state: {"again":true}')).toBeInTheDocument();
    // the app's react-router, created on the same history, starts from the shell's entry
    const app = createBrowserRouter([{ path: '*', element: null }]);
    expect(app.state.location).toMatchObject({ pathname: '/home', state: { again: true }, key: router.state.location.key });
    app.dispose();
    // Back: the entry before, with its own state
    await act(async () => window.history.back());
    expect(await screen.findByText('state: null')).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/home', state: null });
    router.dispose();
  });

  it('leaves a click with a modifier, or on another target, to the browser', async () => {
    const user = userEvent.setup();
    const router = createShellRouter(table([{ path: '/home' }, { path: '/second', screen: () => Promise.resolve({ default: Second }) }]), { initialEntry: '/home' });
    await router.preload();
    render(<ShellRouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'Second' });
    expect(link).toHaveAttribute('href', '/second?x=1');
    // what the browser would get (the document sees the click after the link; jsdom cannot open a tab, so it stops there)
    const prevented: boolean[] = [];
    const browser = (event: MouseEvent) => {
      prevented.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', browser);
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    document.removeEventListener('click', browser);
    expect(prevented).toEqual([false]);
    expect(router.state.location.pathname).toBe('/home');
    await user.click(link);
    expect(await screen.findByRole('heading', { name: 'Second ?x=1' })).toBeInTheDocument();
  });
});

import { Component, createContext, useContext, useEffect, useMemo, useReducer, useRef, useSyncExternalStore, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { loadWithTimeout, type ScreenModule } from '@/lib/lazy';
import { NavContext, type Nav, type NavLinkProps, type NavLocation, type NavigateOptions } from '@/lib/routing/nav';

/**
 * The public shell's router (issue 30): the prerendered pages hydrate without react-router (≈ 27 KB gzip of their
 * ≈ 137–148 KB to interactive). It has what those pages use and nothing more: literal paths (any case, a trailing
 * slash), one layout a page, a lazy screen, the page's title key, an error element, push/replace with state, Back
 * and Forward. Any other address renders `fallback`, which hands the page to the app (src/app/public); the app's
 * react-router then reads the same history: entries are written as react-router writes them (`usr`, `key`, `idx`),
 * so a state given here (the thank-you page's `from`, a reopened offline report) and Back keep working after it.
 */
export interface ShellRoute {
  /** '/login' */
  path: string;
  layout: ComponentType;
  titleKey?: string;
  screen: () => Promise<ScreenModule>;
}

export interface ShellRouteTable {
  /** around every page: renders the page (layout and screen) where it renders `Outlet` */
  root: ReactNode;
  routes: ShellRoute[];
  /** any other address */
  fallback: ReactNode;
  /** shown in place of a page (or of everything) that failed; `useRouteError` gives the error */
  errorElement: ReactNode;
  /** in the layout while the first page's screen loads (a page whose screen was not preloaded: the tests) */
  loading: ReactNode;
}

export interface ShellRouter {
  /** where the router is (react-router's shape: `router.state.location`) */
  readonly state: { readonly location: NavLocation };
  readonly table: ShellRouteTable;
  match(pathname: string): ShellRoute | undefined;
  /** as react-router's: the address changes once the page's screen has loaded (at once when it has) */
  navigate(to: string, options?: NavigateOptions): Promise<void>;
  subscribe(listener: (location: NavLocation) => void): () => void;
  /** loads the current page's screen, so that its first render (hydration, the prerenderer) does not suspend */
  preload(): Promise<void>;
  dispose(): void;
}

interface HistoryEntry {
  usr?: unknown;
  key?: string;
  idx?: number;
}

const newKey = () => Math.random().toString(36).slice(2, 10);
const normal = (path: string) => (path.replace(/\/+$/, '') || '/').toLowerCase();

interface LoadedScreen {
  component?: ComponentType;
  failed?: { error: unknown };
  /** settles (never rejects) when the load has succeeded or failed */
  done: Promise<void>;
}

/** the screens loaded so far (a module loads once; a failed load stays failed until the page reloads, as in the app) */
const screens = new WeakMap<ShellRoute, LoadedScreen>();
function loadScreen(route: ShellRoute): LoadedScreen {
  let entry = screens.get(route);
  if (!entry) {
    const created: LoadedScreen = {
      done: loadWithTimeout(route.screen).then(
        (m) => void (created.component = m.default),
        (error: unknown) => void (created.failed = { error }),
      ),
    };
    screens.set(route, (entry = created));
  }
  return entry;
}

function fromWindow(): NavLocation {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as HistoryEntry | null;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

/** `to` (absolute, or relative to `base`) as a location */
function at(to: string, base: NavLocation | null, state: unknown, key: string): NavLocation {
  const url = new URL(to, `http://shell${base ? base.pathname + base.search : '/'}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash, state, key };
}

/**
 * A router on the browser's history (no `initialEntry`) or on one address in memory (`initialEntry`: the
 * prerenderer, the tests).
 */
export function createShellRouter(table: ShellRouteTable, { initialEntry }: { initialEntry?: string } = {}): ShellRouter {
  const inMemory = initialEntry !== undefined;
  const listeners = new Set<(location: NavLocation) => void>();
  let location = inMemory ? at(initialEntry, null, null, 'default') : fromWindow();
  const set = (next: NavLocation) => {
    location = next;
    listeners.forEach((listener) => listener(next));
  };
  let navigations = 0;
  const match = (pathname: string) => table.routes.find((r) => normal(r.path) === normal(pathname));
  /** true once `next`'s screen has loaded (or failed: the page shows the error), unless a later navigation has won meanwhile */
  const screenReady = async (next: NavLocation) => {
    const id = ++navigations;
    const route = match(next.pathname);
    const entry = route && loadScreen(route);
    if (!entry || entry.component || entry.failed) return true;
    await entry.done;
    return id === navigations;
  };
  const onPop = () => {
    const next = fromWindow();
    void screenReady(next).then((ready) => ready && set(next));
  };
  if (!inMemory) {
    const entry = window.history.state as HistoryEntry | null;
    if (entry?.idx == null) window.history.replaceState({ ...entry, idx: 0 }, '');
    window.addEventListener('popstate', onPop);
  }
  return {
    state: {
      get location() {
        return location;
      },
    },
    table,
    match,
    async navigate(to, { replace = false, state = null } = {}) {
      const next = at(to, location, state, newKey());
      if (!(await screenReady(next))) return;
      if (!inMemory) {
        const idx = (window.history.state as HistoryEntry | null)?.idx ?? 0;
        const entry: HistoryEntry = { usr: state, key: next.key, idx: replace ? idx : idx + 1 };
        const href = next.pathname + next.search + next.hash;
        if (replace) window.history.replaceState(entry, '', href);
        else window.history.pushState(entry, '', href);
      }
      set(next);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async preload() {
      const route = match(location.pathname);
      if (!route) return;
      const entry = loadScreen(route);
      await entry.done;
      if (entry.failed) throw entry.failed.error;
    },
    dispose() {
      listeners.clear();
      if (!inMemory) window.removeEventListener('popstate', onPop);
    },
  };
}

const LocationContext = createContext<NavLocation | null>(null);
const TitleKeyContext = createContext<string | undefined>(undefined);
const OutletContext = createContext<ReactNode>(null);
const RouteErrorContext = createContext<unknown>(undefined);

/** renders `fallback` with the error (`useRouteError`) instead of what failed; tries again at another address */
class RouteBoundary extends Component<{ address: string; fallback: ReactNode; children: ReactNode }, { failed: boolean; error: unknown; address: string }> {
  state = { failed: false, error: undefined as unknown, address: this.props.address };
  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }
  static getDerivedStateFromProps(props: { address: string }, state: { address: string }) {
    return props.address !== state.address ? { failed: false, error: undefined, address: props.address } : null;
  }
  render() {
    return this.state.failed ? <RouteErrorContext.Provider value={this.state.error}>{this.props.fallback}</RouteErrorContext.Provider> : this.props.children;
  }
}

/** the page's screen; `loading` until it has loaded (navigations wait for it: only a first page not preloaded shows it) */
function Screen({ route, loading }: { route: ShellRoute; loading: ReactNode }) {
  const entry = loadScreen(route);
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const waiting = !entry.component && !entry.failed;
  useEffect(() => {
    if (waiting) void entry.done.then(loaded);
  }, [entry, waiting]);
  if (entry.failed) throw entry.failed.error;
  const Loaded = entry.component;
  return Loaded ? <Loaded /> : loading;
}

function useShellLocation(): NavLocation {
  return useContext(LocationContext)!;
}

/** a page scrolls to its top when the address changes (react-router's ScrollRestoration, without the Back memory) */
function ScrollToTop() {
  const { key } = useShellLocation();
  const shown = useRef(key);
  useEffect(() => {
    if (shown.current === key) return;
    shown.current = key;
    window.scrollTo(0, 0);
  }, [key]);
  return null;
}

function shellNav(router: ShellRouter): Nav {
  const navigate = router.navigate.bind(router);
  function ShellLink({ to, replace, state, onClick, target, children, ...rest }: NavLinkProps) {
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      // a new tab, window or download is the browser's
      if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self') || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      navigate(to, { replace, state });
    };
    return (
      <a {...rest} href={to} target={target} onClick={follow}>
        {children}
      </a>
    );
  }
  return {
    Link: ShellLink,
    Outlet: () => useContext(OutletContext),
    ScrollRestoration: ScrollToTop,
    useLocation: useShellLocation,
    useNavigate: () => navigate,
    useTitleKey: () => useContext(TitleKeyContext),
    useRouteError: () => useContext(RouteErrorContext),
  };
}

/** renders the router's current page: `table.root`, the page's layout in its outlet, the screen in the layout's */
export function ShellRouterProvider({ router }: { router: ShellRouter }) {
  const current = () => router.state.location;
  const location = useSyncExternalStore(router.subscribe, current, current);
  const nav = useMemo(() => shellNav(router), [router]);
  const { table } = router;
  const route = router.match(location.pathname);
  const Layout = route?.layout;
  const page =
    route && Layout ? (
      <RouteBoundary address={location.pathname} fallback={table.errorElement}>
        <OutletContext.Provider value={<Screen route={route} loading={table.loading} />}>
          <Layout />
        </OutletContext.Provider>
      </RouteBoundary>
    ) : (
      table.fallback
    );
  return (
    <NavContext.Provider value={nav}>
      <LocationContext.Provider value={location}>
        <TitleKeyContext.Provider value={route?.titleKey}>
          <RouteBoundary address={location.pathname} fallback={table.errorElement}>
            <OutletContext.Provider value={page}>{table.root}</OutletContext.Provider>
          </RouteBoundary>
        </TitleKeyContext.Provider>
      </LocationContext.Provider>
    </NavContext.Provider>
  );
}

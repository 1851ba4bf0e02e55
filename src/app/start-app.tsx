import { createRoot } from 'react-dom/client';
import { AppRoot } from './app-root';
import { createAppRouter } from './router';
import { bootstrap } from './bootstrap';

/**
 * The whole app, rendered into `root` from scratch: every page of index.html (main.tsx), and a prerendered public
 * page once the visitor leaves it or cannot stay on it (src/app/public: a signed-in visitor of /login, a sign-in).
 * `before` runs once the app is ready and before its first render (the public shell unmounts itself there, so the
 * screen does not go blank while the app loads). A session started in the shell is in storage: the store starts with it.
 */
export async function startApp(root: HTMLElement, { before }: { before?: () => void } = {}): Promise<void> {
  const { store } = await bootstrap();
  const router = createAppRouter();
  before?.();
  root.replaceChildren();
  createRoot(root).render(<AppRoot store={store} router={router} />);
  // the inline script of a prerendered /login hid a signed-in visitor's page until the app took over
  document.documentElement.removeAttribute('data-prerender-hide');
}

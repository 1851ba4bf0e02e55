/**
 * The app's service worker (app shell and public forms offline, installable): production builds register it after
 * the page's own loading, so the worker's precache does not compete with it; demo builds already did, as the demo
 * backend's worker (src/mocks/browser.ts).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || import.meta.env.VITE_DEMO === 'true' || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

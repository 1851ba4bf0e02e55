const KEY = 'ehs-web-view';

/**
 * Web view = the app embedded in the mobile app's WebView (SPEC §2 hides the footer there).
 * Detected from `?webview=1` (remembered for the tab) or an Android WebView user agent.
 */
export function isWebView(search = globalThis.location?.search ?? '', userAgent = globalThis.navigator?.userAgent ?? ''): boolean {
  const param = new URLSearchParams(search).get('webview');
  try {
    if (param === '1' || param === 'true') globalThis.sessionStorage?.setItem(KEY, '1');
    if (param === '0' || param === 'false') globalThis.sessionStorage?.removeItem(KEY);
    if (globalThis.sessionStorage?.getItem(KEY) === '1') return true;
  } catch {
    /* no storage */
  }
  return /; wv\)/.test(userAgent);
}

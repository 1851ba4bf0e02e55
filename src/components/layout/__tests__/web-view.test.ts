import { isWebView } from '../web-view';

describe('web view detection (footer hidden in web view)', () => {
  it('follows ?webview=1 for the rest of the tab, until ?webview=0', () => {
    expect(isWebView('', 'Mozilla/5.0 (X11; Linux x86_64)')).toBe(false);
    expect(isWebView('?webview=1', 'Mozilla/5.0')).toBe(true);
    expect(isWebView('', 'Mozilla/5.0')).toBe(true);
    expect(isWebView('?webview=0', 'Mozilla/5.0')).toBe(false);
  });

  it('recognises an Android WebView user agent', () => {
    expect(isWebView('', 'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A; wv) AppleWebKit/537.36')).toBe(true);
  });
});

/**
 * /pricing and /get-started leave the app for the marketing site (SPEC §2 external redirects).
 * VITE_MARKETING_URL is its base address, e.g. https://www.example.com; unset = no redirect.
 */
export type MarketingPage = 'pricing' | 'get-started';

export function marketingUrl(page: MarketingPage, base: string | undefined = import.meta.env.VITE_MARKETING_URL): string | null {
  const trimmed = base?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    url.pathname = `${url.pathname.replace(/\/+$/, '')}/${page}`;
    return url.toString();
  } catch {
    return null;
  }
}

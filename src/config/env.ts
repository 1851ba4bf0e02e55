/** Typed view of the build-time configuration (see .env.example). */
function toPem(key: string): string {
  const k = key.trim();
  if (!k || k.includes('BEGIN')) return k;
  return `-----BEGIN PUBLIC KEY-----\n${k.match(/.{1,64}/g)?.join('\n') ?? k}\n-----END PUBLIC KEY-----`;
}

function cableUrlFor(configured: string | undefined): string {
  if (configured) return configured;
  if (typeof window === 'undefined') return 'ws://localhost/cable';
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/cable`;
}

const emails = (list: string | undefined) =>
  (list ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);

export const env = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL || '/api',
  get cableUrl(): string {
    return cableUrlFor(import.meta.env.VITE_CABLE_URL);
  },
  rsaPublicKey: toPem(import.meta.env.VITE_RSA_PUBLIC_KEY ?? ''),
  demo: import.meta.env.VITE_DEMO === 'true',
  productName: import.meta.env.VITE_PRODUCT_NAME || 'SafeSite EHS',
  /** SPEC §2 route guard: the internal platform account (sent to /organizations) and the internal accounts that skip the checks */
  internalPlatformAccounts: emails(import.meta.env.VITE_INTERNAL_PLATFORM_ACCOUNTS),
  internalUncheckedAccounts: emails(import.meta.env.VITE_INTERNAL_UNCHECKED_ACCOUNTS),
} as const;

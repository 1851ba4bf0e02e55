/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_CABLE_URL?: string;
  readonly VITE_RSA_PUBLIC_KEY?: string;
  readonly VITE_DEMO?: string;
  /** the demo backend's answer time in ms (default 120); browser tests build the demo with 0 */
  readonly VITE_DEMO_LATENCY_MS?: string;
  /** 'on-request': a demo page does not ask for its offline copy by itself (the browser tests' build) */
  readonly VITE_DEMO_OFFLINE_COPY?: string;
  readonly VITE_PRODUCT_NAME?: string;
  readonly VITE_INTERNAL_PLATFORM_ACCOUNTS?: string;
  readonly VITE_INTERNAL_UNCHECKED_ACCOUNTS?: string;
  readonly VITE_MARKETING_URL?: string;
  readonly VITE_ENTERPRISE?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}

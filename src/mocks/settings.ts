import { STORAGE_KEYS } from '@/config/constants';

/**
 * Demo knobs, read from localStorage `ehs-demo-settings` on every request so browser tests and
 * the demo settings panel can change them without a reload.
 */
export interface DemoSettings {
  /** added to every answer, in ms */
  latencyMs: number;
  /** lifetime of an access token, in seconds */
  accessTokenLifetimeSec: number;
  /** 0..1: share of requests answered with a 500 */
  failureRate: number;
  /** pretend the tenant's storage is full (blocks action writes) */
  memoryExhausted: boolean;
  /**
   * access tokens issued before this time (ms since epoch) count as expired: tests expire a session
   * at a moment they choose instead of racing a short token lifetime
   */
  accessTokensExpiredBefore?: number;
}

/**
 * The demo answers in 120 ms, as a real server would, so loading states show. The browser tests' build sets
 * VITE_DEMO_LATENCY_MS=0 (`npm run test:e2e`): on two cores their limit is CPU, and 120 ms on each of their thousands
 * of answers only added waiting (≈ 11 % of a journey's time). Journeys about slowness set their own latency.
 */
const BUILT_LATENCY = import.meta.env.VITE_DEMO_LATENCY_MS ? Number(import.meta.env.VITE_DEMO_LATENCY_MS) : NaN;

export const DEFAULT_DEMO_SETTINGS: DemoSettings = {
  latencyMs: Number.isFinite(BUILT_LATENCY) && BUILT_LATENCY >= 0 ? BUILT_LATENCY : 120,
  accessTokenLifetimeSec: 3600,
  failureRate: 0,
  memoryExhausted: false,
};

let override: Partial<DemoSettings> | null = null;

/** Tests set knobs directly (Node has no page to store them in). */
export function setDemoSettingsOverride(next: Partial<DemoSettings> | null) {
  override = next;
}

export function readDemoSettings(): DemoSettings {
  let stored: Partial<DemoSettings> = {};
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEYS.demoSettings);
    if (raw) stored = JSON.parse(raw) as Partial<DemoSettings>;
  } catch {
    stored = {};
  }
  return { ...DEFAULT_DEMO_SETTINGS, ...stored, ...override };
}

export function writeDemoSettings(next: Partial<DemoSettings>): DemoSettings {
  const merged = { ...readDemoSettings(), ...next };
  try {
    globalThis.localStorage?.setItem(STORAGE_KEYS.demoSettings, JSON.stringify(merged));
  } catch {
    /* not persisted */
  }
  return merged;
}

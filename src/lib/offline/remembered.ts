import { isNetworkFailure } from './transport';

const PREFIX = 'ehs-offline-lookup:';

/**
 * A lookup the public forms need to render (sites, areas, categories): the last answer is kept on the device, so a
 * form opened without network (the app shell from the service worker) still renders and its report goes to the
 * offline queue. Only a request that got no answer falls back; a refusal (4xx / 5xx) is passed on as it is.
 * localStorage is per origin, and every tenant has its own host, so tenants never see each other's lookups.
 */
export async function remembered<T>(key: string, load: () => Promise<T>): Promise<T> {
  try {
    const value = await load();
    try {
      localStorage.setItem(PREFIX + key, JSON.stringify(value));
    } catch {
      // storage full or blocked: the form works online all the same
    }
    return value;
  } catch (error) {
    const kept = isNetworkFailure(error) ? readKept<T>(key) : null;
    if (kept === null) throw error;
    return kept;
  }
}

function readKept<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

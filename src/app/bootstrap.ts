import { makeStore, type AppStore } from '@/lib/store/store';
import { initI18n } from '@/lib/i18n/i18n';
import { setApiReady } from '@/lib/api/api-ready';
import { startSessionLifecycle } from '@/lib/session/session-lifecycle';
import { followOtherTabs } from '@/lib/session/cross-tab';

/**
 * Everything the app needs before its first render. The API layer (axios, interceptors) loads beside the first
 * paint; secured requests wait for it.
 */
export async function bootstrap(): Promise<{ store: AppStore }> {
  await initI18n();
  const store = makeStore();
  setApiReady(import('@/lib/api/interceptors').then((m) => m.installApi(store)));
  startSessionLifecycle(store);
  followOtherTabs(store);
  return { store };
}

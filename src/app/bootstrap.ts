import { makeStore, type AppStore } from '@/lib/store/store';
import { initI18n } from '@/lib/i18n/i18n';
import { setApiReady } from '@/lib/api/api-ready';
import { startSessionLifecycle } from '@/lib/session/session-lifecycle';
import { followOtherTabs } from '@/lib/session/cross-tab';

/**
 * Everything the app needs before its first render. The API layer loads beside the first paint; on a prerendered
 * page (`deferApi`, issue 18: /login and the public forms) once hydration has what it needs (main.tsx), or with the
 * first secured request if that comes first.
 */
export async function bootstrap({ deferApi = false }: { deferApi?: boolean } = {}): Promise<{ store: AppStore }> {
  await initI18n();
  const store = makeStore();
  const installApi = () => import('@/lib/api/interceptors').then((m) => m.installApi(store));
  setApiReady(deferApi ? installApi : installApi());
  startSessionLifecycle(store);
  followOtherTabs(store);
  return { store };
}

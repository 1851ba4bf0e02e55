import { makeStore, type AppStore } from './store';
import { installApi } from '@/lib/api/interceptors';
import { updateAbility } from '@/lib/ability/ability';
import { initI18n } from '@/lib/i18n/i18n';
import { startSessionLifecycle } from '@/lib/session/session-lifecycle';

/** Everything the app needs before its first render, shared by main.tsx and the tests. */
export async function bootstrap(): Promise<{ store: AppStore; api: ReturnType<typeof installApi> }> {
  await initI18n();
  const store = makeStore();
  const { rules, user } = store.getState().session;
  updateAbility(rules, user?.id);
  const api = installApi(store);
  startSessionLifecycle(store);
  return { store, api };
}

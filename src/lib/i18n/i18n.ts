import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/config/constants';
import { storeLanguage, storedLanguage } from './languages';

/**
 * Every namespace of every language is its own lazy chunk (src/locales/<lng>/<ns>.json):
 * a screen loads only the namespaces it uses, in the current language.
 */
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

export function loadNamespace(language: string, namespace: string) {
  const load = loaders[`../../locales/${language}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`Missing translations ${language}/${namespace}`));
  return load().then((m) => m.default);
}

export const i18n = i18next.createInstance();

export function initI18n(language: Language = storedLanguage()) {
  if (i18n.isInitialized) return Promise.resolve(i18n.t);
  i18n.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  });
  return i18n
    .use(initReactI18next)
    .use(resourcesToBackend((lng: string, ns: string) => loadNamespace(lng, ns)))
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: ['common', 'nav'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
}

export async function changeLanguage(language: Language) {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}

import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '@/config/constants';

/** Native names: a language is always offered in its own words. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  bg: 'Български',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  tr: 'Türkçe',
  zh: '中文',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The stored interface language (SPEC §7: the language header uses it; default en). */
export function storedLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEYS.language);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEYS.language, language);
  } catch {
    /* storage can be unavailable (private mode); the choice then lasts for the tab */
  }
}

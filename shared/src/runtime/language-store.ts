// The page's language (issue 34, ADR 016): one store the shell makes and every remote reads through React context, so
// a choice applies at once across the shell and every remote, with no reload.
import { LANGUAGE_COOKIE, splitLanguagePath, type Language } from '../contracts/languages';
import type { KV } from './session-store';

export interface LanguageStore {
  get(): Language;
  set(lang: Language): void;
  subscribe(listener: () => void): () => void;
}

export function createLanguageStore(initial: Language, onChange?: (lang: Language) => void): LanguageStore {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(lang) {
      if (lang === current) return;
      current = lang;
      onChange?.(lang);
      for (const l of [...listeners]) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const STORAGE_KEY = 'musawo.language';

/** The part of `document` the language needs (kept local so this module stays DOM-free). */
export interface LanguageDocument {
  cookie: string;
  documentElement: { lang: string };
}
const YEAR_S = 365 * 24 * 3600;

/**
 * The page's language when it starts (issue 44, ADR 336): its address's, `/lg/...` Luganda, `/sw/...` Kiswahili,
 * English without a prefix. The `lang` cookie and local storage are only the visitor's preference: the server sends
 * an unprefixed address to the preferred language's, and the page never overrides the address with them.
 */
export function startingLanguage(pathname: string): Language {
  return splitLanguagePath(pathname).language;
}

/** Keeps the visitor's preference (storage, and the cookie the server's redirect of unprefixed addresses reads) and sets `<html lang>`. */
export function keepLanguage(doc: LanguageDocument, storage: KV, lang: Language): void {
  try {
    storage.setItem(STORAGE_KEY, lang);
  } catch {
    // Private mode or a full storage: the cookie still keeps it.
  }
  doc.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=${YEAR_S}; samesite=lax`;
  doc.documentElement.lang = lang;
}

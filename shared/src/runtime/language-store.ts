// The page's language (issue 34, ADR 016): one store the shell makes and every remote reads through React context, so
// a choice applies at once across the shell and every remote, with no reload.
import { isLanguage, LANGUAGE_COOKIE, languageFromBrowser, languageFromCookie, type Language } from '../contracts/languages';
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
 * The visitor's language when the page starts: the `lang` cookie first (the server chose the painted first view by
 * it, and hydration must render what was painted), then the choice kept in local storage, then the browser's
 * languages, else English.
 */
export function startingLanguage(doc: Pick<LanguageDocument, 'cookie'>, storage: KV, preferred: readonly string[] | undefined): Language {
  const stored = storage.getItem(STORAGE_KEY);
  return languageFromCookie(doc.cookie) ?? (isLanguage(stored) ? stored : undefined) ?? languageFromBrowser(preferred);
}

/** Keeps the language for the next visit (storage, and the cookie that picks the painting) and sets `<html lang>`. */
export function keepLanguage(doc: LanguageDocument, storage: KV, lang: Language): void {
  try {
    storage.setItem(STORAGE_KEY, lang);
  } catch {
    // Private mode or a full storage: the cookie still keeps it.
  }
  doc.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=${YEAR_S}; samesite=lax`;
  doc.documentElement.lang = lang;
}

// The interface's languages (issue 34, ADR 016): English, Luganda and Kiswahili. Shared by the browser (the language
// control, the painted first views) and the server (SMS and email in the recipient's language).

export const LANGUAGES = ['en', 'lg', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie the language control sets: the server picks the painted first view by it (`index.lg.html`). */
export const LANGUAGE_COOKIE = 'lang';

/** Each language's name in itself, as the language control lists them. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', lg: 'Luganda', sw: 'Kiswahili' };

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The first of the browser's languages the product speaks (`sw-UG` is Kiswahili), else English. */
export function languageFromBrowser(preferred: readonly string[] | undefined): Language {
  for (const tag of preferred ?? []) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The `lang` cookie's language in a Cookie header (or `document.cookie`), if it names one. */
export function languageFromCookie(cookies: string | undefined): Language | undefined {
  const match = /(?:^|;\s*)lang=([^;]*)/.exec(cookies ?? '');
  const value = match?.[1]?.trim();
  return isLanguage(value) ? value : undefined;
}

/**
 * Every page has an address per language (issue 44): English as it is (`/doctor/7`), Luganda and Kiswahili under
 * their prefix (`/lg/doctor/7`, `/sw/doctor/7`). The prefix's language and the app's path without it; a path with
 * no prefix is English.
 */
export function splitLanguagePath(pathname: string): { language: Language; path: string; prefixed: boolean } {
  const match = /^\/(lg|sw)(?=\/|$)(.*)$/.exec(pathname);
  if (match === null) return { language: DEFAULT_LANGUAGE, path: pathname === '' ? '/' : pathname, prefixed: false };
  return { language: match[1] as Language, path: match[2] === '' ? '/' : (match[2] as string), prefixed: true };
}

/** The address of the app's `path` in `language` (`/` in Luganda is `/lg`). */
export function languagePath(language: Language, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (language === DEFAULT_LANGUAGE) return clean;
  return clean === '/' ? `/${language}` : `/${language}${clean}`;
}

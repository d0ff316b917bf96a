// Each app's texts in the visitor's language (ADR 016). Every app (the shell, each remote, this UI kit) owns a
// catalogue: English bundled, Luganda and Kiswahili each a chunk of the app's own, loaded when chosen. The language
// is the page's one store (the shell's), so a choice re-renders the shell and every mounted remote at once.
import { createContext, use, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { Language } from '../contracts/languages';
import { createTranslator, hasNativePluralRules, type Messages, type Translator } from '../i18n/message-format';
import { createLanguageStore, type LanguageStore } from '../runtime/language-store';

export type { Translator } from '../i18n/message-format';

const english = createLanguageStore('en');
const LanguageContext = createContext<LanguageStore>(english);

/** Set by the shell around the whole app (the build sets a store fixed to the language it paints); none is English. */
export function LanguageProvider({ value, children }: { value: LanguageStore | undefined; children: ReactNode }) {
  return <LanguageContext.Provider value={value ?? english}>{children}</LanguageContext.Provider>;
}

export const useLanguageStore = (): LanguageStore => useContext(LanguageContext);

export function useLanguage(): Language {
  const store = useContext(LanguageContext);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * A chunk the page needs once: fetched on the first call, shared by every later one. One that failed is asked for
 * again on the next call, so a catalogue's retries (RETRIES_MS) retry it too.
 */
function fetchedOnce(load: () => Promise<unknown>): () => Promise<unknown> {
  let pending: Promise<unknown> | undefined;
  return () =>
    (pending ??= load().catch((err: unknown) => {
      pending = undefined;
      throw err;
    }));
}

/** FormatJS's plural rules for Luganda, fetched only when Luganda is chosen in a browser without them. */
const lugandaPlurals = fetchedOnce(() => import(/* webpackChunkName: "lg-plural-rules" */ '../i18n/lg-plural-rules'));
const preparePlurals = (lang: Language): Promise<unknown> => (lang !== 'lg' || hasNativePluralRules('lg') ? Promise.resolve() : lugandaPlurals());


type Preparer = (lang: Language) => Promise<void>;
const catalogues = new Set<Preparer>();
/** Per catalogue: whether loading a language has failed (it may be retrying, or have given up and show English). */
const failures = new Set<(lang: Language) => boolean>();

/**
 * Whether some catalogue on the page failed to load `lang` (and is retrying, or shows English). A painting in that
 * language must then not be hydrated: React could find English where the build painted `lang` (error #418), so the
 * shell renders the page afresh instead.
 */
export const languageFailed = (lang: Language): boolean => [...failures].some((failed) => failed(lang));

/**
 * The pauses before a catalogue's retries: a chunk dropped by a flaky connection usually loads the second time. A
 * painting that is already hydrating when the last one fails is rendered again in English by React (error #418).
 */
const RETRIES_MS = [800, 2000];
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads every catalogue on the page (the shell's, the kit's, each remote's that has started) for `lang`: the language
 * control waits for it before switching, so the page changes language in one render. A catalogue that cannot load
 * (offline) stays in the language it has.
 */
export async function prepareLanguage(lang: Language): Promise<void> {
  await Promise.all([...catalogues].map((prepare) => prepare(lang).catch(() => undefined)));
}

type Loader<K extends string> = () => Promise<{ default: Messages<K> }>;

export interface Catalogue<K extends string> {
  /** Renders its children with this app's messages in the page's language. */
  IntlProvider: (props: { children: ReactNode }) => ReactNode;
  /** This app's translator; outside an IntlProvider (unit tests), English. */
  useT: () => Translator<K>;
  /**
   * This app's translator where no IntlProvider of its catalogue is above (the kit's later parts): reads the page's
   * language itself and, like the provider, suspends until that language's messages have come.
   */
  useStandaloneT: () => Translator<K>;
  /** The English translator, for code outside React and its unit tests' defaults. */
  english: Translator<K>;
  prepare: Preparer;
}

/** Each catalogue's loaded translators, for translatorIn. */
const translatorsOf = new WeakMap<Catalogue<string>, Map<Language, Translator<string>>>();

/**
 * A catalogue's translator in `lang`, for texts shown outside its provider (a toast after a call): its messages are
 * loaded first if they have not come yet; English if they cannot load.
 */
export async function translatorIn<K extends string>(catalogue: Catalogue<K>, lang: Language): Promise<Translator<K>> {
  await catalogue.prepare(lang).catch(() => undefined);
  return (translatorsOf.get(catalogue as unknown as Catalogue<string>)?.get(lang) as Translator<K> | undefined) ?? catalogue.english;
}

/**
 * A catalogue's translator in `lang` if its messages have loaded, else English: for code that cannot wait, like a
 * remote's head() (issue 44), whose prefetch awaits `catalogue.prepare(lang)` beforehand.
 */
export function loadedTranslator<K extends string>(catalogue: Catalogue<K>, lang: Language): Translator<K> {
  return (translatorsOf.get(catalogue as unknown as Catalogue<string>)?.get(lang) as Translator<K> | undefined) ?? catalogue.english;
}

/** An app's catalogue: its English messages, and how to load the others (a dynamic import, so each is a chunk). */
export function defineCatalogue<K extends string>(en: Messages<K>, load: Record<Exclude<Language, 'en'>, Loader<K>>): Catalogue<K> {
  const ready = new Map<Language, Translator<K>>([['en', createTranslator('en', en)]]);
  const pending = new Map<Language, Promise<void>>();
  const failed = new Set<Language>();
  /** Languages whose chunk failed at least once and has not loaded since. */
  const troubled = new Set<Language>();
  const prepare: Preparer = (lang) => {
    if (ready.has(lang)) return Promise.resolve();
    let p = pending.get(lang);
    if (!p) {
      const attempt = () =>
        Promise.all([(load as Record<Language, Loader<K>>)[lang](), preparePlurals(lang)]).catch((err: unknown) => {
          troubled.add(lang);
          throw err;
        });
      // The chunk loader forgets a chunk that failed, so a retry fetches it again.
      p = RETRIES_MS.reduce((tried, ms) => tried.catch(() => pause(ms).then(attempt)), attempt()).then(
        ([m]) => {
          ready.set(lang, createTranslator(lang, m.default));
          failed.delete(lang);
          troubled.delete(lang);
        },
        (err: unknown) => {
          failed.add(lang);
          pending.delete(lang);
          throw err;
        },
      );
      pending.set(lang, p);
    }
    return p;
  };
  catalogues.add(prepare);
  failures.add((lang) => troubled.has(lang));
  // One promise per language for React to wait on (`use` needs the same object on every render); it never rejects.
  const waits = new Map<Language, Promise<void>>();
  const wait = (lang: Language): Promise<void> => {
    let w = waits.get(lang);
    if (!w) {
      w = prepare(lang).catch(() => undefined);
      waits.set(lang, w);
    }
    return w;
  };
  const english = ready.get('en') as Translator<K>;
  const Context = createContext<Translator<K>>(english);

  function useTranslatorIn(lang: Language): Translator<K> {
    // Not loaded yet (a remote mounted after the switch, or hydrating a painting in that language): suspend until it
    // is, so the page's boundary keeps what it shows. One that failed to load shows English.
    if (!ready.has(lang) && !failed.has(lang)) use(wait(lang));
    return ready.get(lang) ?? english;
  }

  function IntlProvider({ children }: { children: ReactNode }) {
    return <Context.Provider value={useTranslatorIn(useLanguage())}>{children}</Context.Provider>;
  }

  const catalogue: Catalogue<K> = { IntlProvider, useT: () => useContext(Context), useStandaloneT: () => useTranslatorIn(useLanguage()), english, prepare };
  translatorsOf.set(catalogue as unknown as Catalogue<string>, ready as unknown as Map<Language, Translator<string>>);
  return catalogue;
}

// Messages in ICU MessageFormat (plurals, numbers, dates, UGX amounts), formatted by FormatJS's intl-messageformat for
// the browser apps and the server alike (ADR 016). Numbers, amounts and dates go through this file's formatters, not
// Intl's: Chromium has no Luganda data, and the product already writes UGX and Kampala dates by hand (money.ts,
// dates.ts). Plural rules are Intl's; for Luganda, where the browser lacks them, FormatJS's (registerPluralRules).
// Only FormatJS's `formatToParts` is called, not its IntlMessageFormat class: we pass our own formatters and named
// styles, so the class's default Intl formatters and locale resolution would be start-up work for nothing (its code
// is still in the bundle: cutting it out at build time saved too little to keep, issue 45). The browser builds alias `parse` to FormatJS's no-parser entry
// (their catalogues arrive compiled); the server and tests parse their text messages here.
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { formatToParts, type Formatters, type FormatXMLElementFn, type IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { formatAmount, groupDigits } from '../contracts/money';
import { formatLongDate, formatShortDate, formatTime } from '../contracts/dates';
import type { Language } from '../contracts/languages';

/** One message: ICU text, or the syntax tree the build compiles it to (build-kit/messages-loader.mjs). */
export type Message = ConstructorParameters<typeof IntlMessageFormat>[0];
export type Messages<K extends string = string> = Record<K, Message>;
export type MessageValues = Record<string, PrimitiveType>;

/**
 * The named styles a message may use: `{fee, number, ugx}`, `{day, date, long}` ('Friday, 20 November 2026'),
 * `{day, date, short}` ('Nov 20, 2026'), `{at, time, short}` ('14:30', Kampala time).
 */
const FORMATS = {
  number: { ugx: { style: 'currency', currency: 'UGX' } },
  date: { long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, short: { day: 'numeric', month: 'short', year: 'numeric' } },
  time: { short: { hour: '2-digit', minute: '2-digit' } },
} as const;

type PluralRulesConstructor = new (locale: string, options?: Intl.PluralRulesOptions) => Intl.PluralRules;
const pluralRulesByLanguage = new Map<Language, PluralRulesConstructor>();

/** Plural rules for a language the runtime's Intl lacks (Luganda in Chromium), from FormatJS's data for it. */
export function registerPluralRules(lang: Language, rules: PluralRulesConstructor): void {
  pluralRulesByLanguage.set(lang, rules);
}

/** Whether this runtime's Intl has its own plural rules for `lang`. */
export const hasNativePluralRules = (lang: Language): boolean => Intl.PluralRules.supportedLocalesOf([lang]).length > 0;

function formattersFor(lang: Language): Formatters {
  const plural = new Map<string, Intl.PluralRules>();
  return {
    getNumberFormat: (_locales, opts) =>
      ({
        format: (n: number) => (opts?.style === 'currency' ? formatAmount(n, opts.currency ?? 'UGX', lang) : groupDigits(n)),
      }) as Intl.NumberFormat,
    getDateTimeFormat: (_locales, opts) =>
      ({
        format: (d?: Date | number) => {
          const when = d ?? Date.now();
          if (opts?.hour !== undefined) return formatTime(when);
          return opts?.weekday !== undefined ? formatLongDate(when, lang) : formatShortDate(when, lang);
        },
      }) as Intl.DateTimeFormat,
    getPluralRules: (_locales, opts) => {
      const type = opts?.type ?? 'cardinal';
      let rules = plural.get(type);
      if (!rules) {
        const Rules = pluralRulesByLanguage.get(lang) ?? Intl.PluralRules;
        rules = new Rules(lang, { type });
        plural.set(type, rules);
      }
      return rules;
    },
  };
}

/** Plain text needs no formatting when it has no ICU syntax in it. */
const ICU_SYNTAX = /[{}<']/;

export interface Translator<K extends string = string> {
  readonly lang: Language;
  /** The message as text. A message that is missing answers its id (the catalogue test keeps that from shipping). */
  t(id: K, values?: MessageValues): string;
  /** A message with tags (`<link>Terms</link>`) whose values are functions making elements. */
  rich<T>(id: K, values: Record<string, PrimitiveType | T | FormatXMLElementFn<T>>): string | T | (string | T)[];
}

export function createTranslator<K extends string>(lang: Language, messages: Messages<K>): Translator<K> {
  const formatters = formattersFor(lang);
  const compiled = new Map<K, MessageFormatElement[]>();
  const compile = (id: K): MessageFormatElement[] | string => {
    const message = messages[id] as Message | undefined;
    if (message === undefined) return id;
    if (typeof message !== 'string') return message;
    if (!ICU_SYNTAX.test(message)) return message;
    let ast = compiled.get(id);
    if (!ast) {
      ast = parse(message);
      compiled.set(id, ast);
    }
    return ast;
  };
  function format<T>(id: K, values?: Record<string, PrimitiveType | T | FormatXMLElementFn<T>>): string | T | (string | T)[] {
    const ast = compile(id);
    if (typeof ast === 'string') return ast;
    const parts = formatToParts<T>(ast, lang, formatters, FORMATS as never, values, undefined, id);
    // As IntlMessageFormat#format: neighbouring text joined; one text part is the string itself.
    const out: (string | T)[] = [];
    for (const part of parts) {
      const last = out.length - 1;
      if (part.type === 0 && last >= 0 && typeof out[last] === 'string') out[last] += part.value as string;
      else out.push(part.value as string | T);
    }
    return out.length > 1 ? out : (out[0] ?? '');
  }
  return {
    lang,
    t: (id, values) => String(format(id, values)),
    rich: (id, values) => format(id, values),
  };
}

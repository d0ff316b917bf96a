// Messages in ICU MessageFormat (plurals, selects, numbers, dates, UGX amounts, tags), formatted here for the browser
// apps and the server alike (ADR 016). The build compiles each message to FormatJS's syntax tree
// (build-kit/messages-loader.mjs); this file walks that tree, as FormatJS's intl-messageformat would, for the styles
// the catalogues use: walking it here keeps intl-messageformat's 2.9 KB gzip out of every first view. Numbers, amounts
// and dates go through money.ts and dates.ts, not Intl: Chromium has no Luganda data, and the product writes UGX and
// Kampala dates by hand. Plural rules are Intl's; for Luganda, where the browser lacks them, FormatJS's
// (registerPluralRules). Text that is not compiled (the server, unit tests) is parsed first.
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { formatAmount, groupDigits } from '../contracts/money';
import { formatLongDate, formatShortDate, formatTime } from '../contracts/dates';
import type { Language } from '../contracts/languages';

/** One message: ICU text, or the syntax tree the build compiles it to (build-kit/messages-loader.mjs). */
// (Written as a tuple's element so that it reads as the union it is, as before, in the API report.)
export type Message = [string | MessageFormatElement[]][0];
export type Messages<K extends string = string> = Record<K, Message>;
type PrimitiveType = string | number | boolean | null | undefined | Date;
type FormatXMLElementFn<T> = (parts: (string | T)[]) => string | T | (string | T)[];
export type MessageValues = Record<string, PrimitiveType>;

type PluralRulesConstructor = new (locale: string, options?: Intl.PluralRulesOptions) => Intl.PluralRules;
const pluralRulesByLanguage = new Map<Language, PluralRulesConstructor>();

/** Plural rules for a language the runtime's Intl lacks (Luganda in Chromium), from FormatJS's data for it. */
export function registerPluralRules(lang: Language, rules: PluralRulesConstructor): void {
  pluralRulesByLanguage.set(lang, rules);
}

/** Whether this runtime's Intl has its own plural rules for `lang`. */
export const hasNativePluralRules = (lang: Language): boolean => Intl.PluralRules.supportedLocalesOf([lang]).length > 0;

type Values = Record<string, unknown>;

/**
 * The parts of `ast` with `values`: strings, and what tag functions answer. A number, date or time takes the style the
 * message names (`{fee, number, ugx}`, `{day, date, long}`, `{at, time, short}`): currency as UGX, a long or full date
 * with its weekday, any other date short, any time as Kampala's hours and minutes, any other number grouped.
 */
function formatParts(ast: MessageFormatElement[], lang: Language, plural: (type: Intl.PluralRuleType) => Intl.PluralRules, values: Values, count?: number): unknown[] {
  const out: unknown[] = [];
  for (const el of ast) {
    // 0 literal, 7 `#` (the plural's count).
    if (el.type === 0) out.push(el.value);
    else if (el.type === 7) out.push(groupDigits(count ?? 0));
    else {
      if (!(el.value in values)) throw new Error(`The message needs a value for ${el.value}`);
      const value = values[el.value];
      const style = typeof (el as { style?: unknown }).style === 'string' ? (el as { style: string }).style : '';
      // 1 argument: text as it is, a number as digits, an element (rich text) as an element, nothing as nothing.
      if (el.type === 1) out.push(typeof value === 'string' || typeof value === 'number' ? String(value) : value || '');
      else if (el.type === 2) out.push(style === 'ugx' || style === 'currency' ? formatAmount(value as number, 'UGX', lang) : groupDigits(value as number));
      else if (el.type === 3) out.push(style === 'long' || style === 'full' ? formatLongDate((value ?? Date.now()) as Date, lang) : formatShortDate((value ?? Date.now()) as Date, lang));
      else if (el.type === 4) out.push(formatTime((value ?? Date.now()) as Date));
      else if (el.type === 5 || el.type === 6) {
        const n = Number(value) - (el.type === 6 ? el.offset : 0);
        const option =
          el.type === 5
            ? (el.options[String(value)] ?? el.options.other)
            : (el.options[`=${String(value)}`] ?? el.options[plural(el.pluralType ?? 'cardinal').select(n)] ?? el.options.other);
        if (!option) throw new Error(`The message has no option for ${el.value} = ${String(value)}`);
        out.push(...formatParts(option.value, lang, plural, values, el.type === 6 ? n : count));
      } else if (el.type === 8) {
        if (typeof value !== 'function') throw new Error(`The message's tag <${el.value}> needs a function`);
        const made: unknown = (value as (parts: unknown[]) => unknown)(formatParts(el.children, lang, plural, values, count));
        out.push(...(Array.isArray(made) ? made : [made]));
      }
    }
  }
  return joined(out);
}

/** Adjacent strings joined into one (what a tag's function is handed, and what a message answers). */
function joined(parts: unknown[]): unknown[] {
  const out: unknown[] = [];
  for (const p of parts) {
    const last = out.length - 1;
    if (typeof p === 'string' && typeof out[last] === 'string') out[last] += p;
    else out.push(p);
  }
  return out;
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
  const rules = new Map<Intl.PluralRuleType, Intl.PluralRules>();
  const plural = (type: Intl.PluralRuleType): Intl.PluralRules => {
    let r = rules.get(type);
    if (!r) {
      const Rules = pluralRulesByLanguage.get(lang) ?? Intl.PluralRules;
      r = new Rules(lang, { type });
      rules.set(type, r);
    }
    return r;
  };
  const trees = new Map<K, MessageFormatElement[]>();
  const compile = (id: K): MessageFormatElement[] | string => {
    const message = messages[id] as Message | undefined;
    if (message === undefined) return id;
    if (typeof message !== 'string') return message;
    if (!ICU_SYNTAX.test(message)) return message;
    let tree = trees.get(id);
    if (!tree) {
      tree = parse(message);
      trees.set(id, tree);
    }
    return tree;
  };
  /** One string when that is all there is, else the strings and elements in order. */
  const format = (id: K, values: Values = {}): unknown => {
    const tree = compile(id);
    if (typeof tree === 'string') return tree;
    const parts = formatParts(tree, lang, plural, values);
    return parts.length <= 1 ? (parts[0] ?? '') : parts;
  };
  return {
    lang,
    t: (id, values) => String(format(id, values)),
    rich: <T,>(id: K, values: Record<string, PrimitiveType | T | FormatXMLElementFn<T>>) => format(id, values) as string | T | (string | T)[],
  };
}

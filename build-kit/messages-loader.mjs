// Compiles an app's message catalogue (`src/i18n/<lang>.json`) at build time (ADR 016): each ICU message becomes the
// syntax tree intl-messageformat formats, so the browser bundles carry no ICU parser (the build aliases it to
// FormatJS's `no-parser` entry), and a message that does not parse fails the build. Plain text stays a string.
// With `{ numbered: true }` (production browser builds), the keys message-keys.mjs numbers are numbers (ADR 329).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import { appOf, numberCatalogue, planFor } from './message-keys.mjs';

const ICU_SYNTAX = /[{}<']/;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A plural's defaults left out: `offset: 0` (the formatter reads `offset || 0`) and `pluralType: 'cardinal'` (the
 * translator's plural rules take a missing type as cardinal, as Intl does). Bytes in every catalogue.
 */
function trim(elements) {
  for (const el of elements) {
    if (el.offset === 0) delete el.offset;
    if (el.pluralType === 'cardinal') delete el.pluralType;
    for (const option of Object.values(el.options ?? {})) trim(option.value);
    if (Array.isArray(el.children)) trim(el.children);
  }
  return elements;
}

export default function messagesLoader(source) {
  const messages = JSON.parse(source);
  const out = {};
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${this.resourcePath}: message ${id} is not a string`);
    const ast = trim(parse(message));
    const literal = ast.length === 1 && ast[0].type === 0 ? ast[0].value : ast.length === 0 ? '' : undefined;
    out[id] = literal !== undefined && !ICU_SYNTAX.test(literal) ? literal : ast;
  }
  const numbered = this.getOptions?.()?.numbered;
  const compiled = numbered ? numberCatalogue(out, planFor(root).numbers.get(appOf(root, this.resourcePath)) ?? new Map()) : out;
  return `export default ${JSON.stringify(compiled)};`;
}

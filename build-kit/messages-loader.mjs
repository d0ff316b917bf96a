// Compiles an app's message catalogue (`src/i18n/<lang>.json`) at build time (ADR 016): each ICU message becomes the
// syntax tree intl-messageformat formats, so the browser bundles carry no ICU parser (the build aliases it to
// FormatJS's `no-parser` entry), and a message that does not parse fails the build. Plain text stays a string.
import { parse } from '@formatjs/icu-messageformat-parser';

const ICU_SYNTAX = /[{}<']/;

export default function messagesLoader(source) {
  const messages = JSON.parse(source);
  const out = {};
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${this.resourcePath}: message ${id} is not a string`);
    const ast = parse(message);
    const literal = ast.length === 1 && ast[0].type === 0 ? ast[0].value : ast.length === 0 ? '' : undefined;
    out[id] = literal !== undefined && !ICU_SYNTAX.test(literal) ? literal : ast;
  }
  return `export default ${JSON.stringify(out)};`;
}

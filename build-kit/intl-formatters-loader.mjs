// The browser bundles take from intl-messageformat only what formats a compiled message (ADR 016): its errors and
// `formatToParts`, the part of its ES entry before the IntlMessageFormat class. Our translator passes its own
// formatters and named styles (shared/src/i18n/message-format.ts), so the class, its default Intl formatters and
// their memoizer are never used, but the bundler cannot drop them (the class has static initialisers): ~1 KB gzip
// in every first view. A release of intl-messageformat laid out otherwise fails the build here rather than
// shipping something else.
const CLASS_PART = '// packages/intl-messageformat/core.ts';
const KEPT = ['ErrorCode', 'FormatError', 'InvalidValueError', 'InvalidValueTypeError', 'MissingValueError', 'PART_TYPE', 'formatToParts', 'isFormatXMLElementFn'];

export default function intlFormattersLoader(source) {
  const cut = source.indexOf(CLASS_PART);
  const exported = /^export \{([^}]*)\};?\s*$/m.exec(source)?.[1].split(',').map((s) => s.trim());
  const missing = KEPT.filter((name) => !exported?.includes(name));
  if (cut < 0 || missing.length || !source.slice(0, cut).includes('function formatToParts(')) {
    throw new Error(`${this.resourcePath}: not the layout intl-formatters-loader.mjs expects (missing ${missing.join(', ') || CLASS_PART}); update it`);
  }
  return `${source.slice(0, cut).replace(/^import \{[^}]*\} from "@formatjs\/fast-memoize";\n/m, '')}\nexport { ${KEPT.join(', ')} };\n`;
}

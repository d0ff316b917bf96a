#!/usr/bin/env node
// What languages add to each route's English first view (issue 34's rule: at most 4 KB gzip; docs/performance.md).
// Reads a build made with SOURCE_MAPS=1 and the budget script's `--files` listing of it, and attributes each
// minified byte of a route's scripts to its source module through the source maps. "Language bytes" are those of
// the modules that exist only because of languages (LANGUAGE_MODULES). Three estimates per route:
//   alone     gzip -9 of the route's language bytes concatenated (every file's, in load order);
//   marginal  the route's gzip total minus the same with the language bytes cut out of each file;
//   growth    `alone` less the English words and plus the keys: the catalogues' English texts and English's month
//             names in contracts/dates-names.ts emptied (the first view carried those words inline before languages:
//             dates.ts had the month names), and every catalogue key the route's other code names added
//             (`t.t("page.back")`: bytes that exist only because of languages).
// `alone` and `marginal` count the English words, so they are upper bounds; `growth` is the closer estimate.
// usage: node scripts/i18n-bytes.mjs --deploy-dir .tmp/dev-deploy --files budgets-output.txt [--modules]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { deployDir, registryCopy } from './lib/deploy.mjs';

/** FormatJS, every catalogue and its loader, the binding, the language store and control, the CLDR date names. */
const LANGUAGE_MODULES = [
  /node_modules\/(intl-messageformat|@formatjs)\//,
  /\/i18n\//,
  /shared\/src\/react\/intl\.tsx/,
  /shared\/src\/runtime\/language-store\.ts/,
  /shared\/src\/contracts\/(languages|dates-names)\.ts/,
  /shell\/src\/app\/language-select\.tsx/,
];

/** English's month and weekday names, which dates.ts carried before languages (not growth). */
const DATE_NAMES = /shared\/src\/contracts\/dates-names\.ts$/;

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A source map's `mappings`: per generated line, segments [column, source index, ...] with absolute numbers. */
function decode(mappings) {
  const state = [0, 0, 0, 0, 0];
  return mappings.split(';').map((line) => {
    state[0] = 0;
    return line.split(',').filter(Boolean).map((seg) => {
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const ch of seg) {
        const digit = B64.indexOf(ch);
        value += (digit & 31) << shift;
        shift += 5;
        if (digit & 32) continue;
        const n = value & 1 ? -(value >>> 1) : value >>> 1;
        state[fields.length] += n;
        fields.push(state[fields.length]);
        value = 0;
        shift = 0;
      }
      return fields;
    });
  });
}

const argv = process.argv.slice(2);
const arg = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const dir = deployDir();
const listing = arg('--files');
if (!listing) {
  console.error('usage: node scripts/i18n-bytes.mjs --deploy-dir DIR --files BUDGETS_FILES_OUTPUT [--modules]');
  process.exit(1);
}
const shell = path.join('shell', registryCopy(dir).shell?.version ?? '');
/** A script's file; a listing from an earlier build of the same code finds it by its chunk name (before the hash). */
function fileOf(url) {
  const file = path.join(dir, url.startsWith('/remotes/') ? url.slice(1).split('?')[0] : path.join(shell, url.slice(1)));
  if (existsSync(file)) return file;
  const stem = /^([^.]+)\.[0-9a-f]+\.js$/.exec(path.basename(file))?.[1];
  const same = stem && readdirSync(path.dirname(file)).find((f) => f.startsWith(`${stem}.`) && f.endsWith('.js') && f.split('.').length === 3);
  return same ? path.join(path.dirname(file), same) : file;
}
const gz = (s) => gzipSync(Buffer.from(s), { level: 9 }).length;

/** Route -> script URLs counted in its first view, from `node scripts/budgets.mjs --files`. */
function routes() {
  const out = new Map();
  let current;
  for (const line of readFileSync(listing, 'utf8').split('\n')) {
    const head = /^(\/\S*)\s+\d+\s+[\d.]+/.exec(line);
    if (head) out.set((current = head[1]), []);
    const file = /^\s+[\d.]+\s+(\/\S+)$/.exec(line);
    if (file && current) out.get(current).push(file[1]);
  }
  return out;
}

/** A script split by source module: [language bytes, other bytes, language bytes per module]. */
function split(file) {
  const code = readFileSync(file, 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '');
  if (!existsSync(`${file}.map`)) return { lang: '', langWithoutNames: '', rest: code, modules: new Map(), catalogues: [] };
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const isLang = map.sources.map((s) => LANGUAGE_MODULES.some((re) => re.test(s)));
  // The build's `//# allFunctionsCalledOnLoad` banner is added after the source map is made: a line the map lacks.
  const banner = /^\/\/# allFunctionsCalledOnLoad\n/.exec(code)?.[0] ?? '';
  const lines = code.slice(banner.length).split('\n');
  const mappings = decode(map.mappings);
  let lang = '';
  /** `lang` with the strings of dates-names.ts emptied: what remains there since ADR 328 is English's names. */
  let langWithoutNames = '';
  let rest = banner;
  const modules = new Map();
  const catalogues = map.sources.flatMap((source, i) => (/\/i18n\/en\.json$/.test(source) && map.sourcesContent?.[i] ? [catalogueOf(map.sourcesContent[i])] : []));
  lines.forEach((text, i) => {
    const segs = mappings[i] ?? [];
    rest += segs.length ? text.slice(0, segs[0][0]) : text;
    segs.forEach((seg, j) => {
      const piece = text.slice(seg[0], j + 1 < segs.length ? segs[j + 1][0] : text.length);
      if (seg.length > 1 && isLang[seg[1]]) {
        lang += piece;
        langWithoutNames += DATE_NAMES.test(map.sources[seg[1]]) ? piece.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""') : piece;
        const name = map.sources[seg[1]].replace(/^.*?(node_modules\/|(?=[a-z-]+\/src\/))/, '');
        modules.set(name, (modules.get(name) ?? 0) + piece.length);
      } else rest += piece;
    });
    if (i < lines.length - 1) rest += '\n';
  });
  return { lang, langWithoutNames, rest, modules, catalogues };
}

/**
 * A compiled English catalogue's keys and words: its module is `export default {...}`, each message a string or
 * FormatJS's AST (literal parts are `{type:0,value}`; plural and select options hold more parts).
 */
function catalogueOf(source) {
  const messages = JSON.parse(source.replace(/^\s*export default\s*/, '').replace(/;\s*$/, ''));
  const words = [];
  const walk = (node) => {
    if (typeof node === 'string') words.push(node);
    else if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object') {
      if (node.type === 0 && typeof node.value === 'string') words.push(node.value);
      for (const option of Object.values(node.options ?? {})) walk(option.value);
    }
  };
  Object.values(messages).forEach(walk);
  return { keys: Object.keys(messages), words };
}

/** The language bytes with the catalogues' English words emptied, and the catalogue keys named elsewhere added. */
function growthBytes(lang, rest, catalogues) {
  let out = lang;
  // Longest first, so that a word inside a longer text is not emptied out of it first.
  const words = [...new Set(catalogues.flatMap((c) => c.words))].filter((w) => w.length > 1).sort((a, b) => b.length - a.length);
  for (const w of words) out = out.split(JSON.stringify(w)).join('""');
  let keys = '';
  for (const key of new Set(catalogues.flatMap((c) => c.keys))) {
    const named = rest.split(JSON.stringify(key)).length - 1;
    keys += JSON.stringify(key).repeat(named);
  }
  return out + keys;
}

const showModules = argv.includes('--modules');
console.log('route            total gzip KB  languages alone KB  languages marginal KB  growth KB');
for (const [route, urls] of routes()) {
  let total = 0;
  let without = 0;
  let lang = '';
  let langWithoutNames = '';
  let rest = '';
  const catalogues = [];
  const modules = new Map();
  for (const url of urls) {
    const file = fileOf(url);
    if (!existsSync(file)) continue;
    const parts = split(file);
    total += gz(readFileSync(file, 'utf8').replace(/\n\/\/# sourceMappingURL=\S+\s*$/, ''));
    without += gz(parts.rest);
    lang += parts.lang;
    langWithoutNames += parts.langWithoutNames;
    rest += parts.rest;
    catalogues.push(...parts.catalogues);
    for (const [m, b] of parts.modules) modules.set(m, (modules.get(m) ?? 0) + b);
  }
  const kb = (b) => (b / 1024).toFixed(process.env.KB_DIGITS ? Number(process.env.KB_DIGITS) : 1);
  console.log(`${route.padEnd(16)} ${kb(total).padStart(13)} ${kb(gz(lang)).padStart(19)} ${kb(total - without).padStart(22)} ${kb(gz(growthBytes(langWithoutNames, rest, catalogues))).padStart(10)}`);
  if (showModules) {
    for (const [m, b] of [...modules].sort((a, c) => c[1] - a[1])) console.log(`    ${String(b).padStart(7)} B min  ${m}`);
  }
}

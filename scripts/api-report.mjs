#!/usr/bin/env node
// The public API of @musawo/shared (ADR 323): every entry of its package.json `exports`, each exported name with its
// kind and type text, in shared/api-report.txt with the package version it describes.
//   npm run api-report              rewrites the report; refuses a breaking change (a name removed or its type
//                                   changed) unless shared/package.json's major version went up since the report
//   node scripts/api-report.mjs --check   (npm test) fails when the report does not describe the API as it is
// --root DIR works on another copy of the repository (the tests').
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const args = process.argv.slice(2);
if (args.includes('--help')) {
  console.log('usage: npm run api-report [-- --check] [--root DIR]');
  process.exit(0);
}
const rootArg = args.indexOf('--root');
const root = rootArg >= 0 ? path.resolve(args[rootArg + 1]) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sharedDir = path.join(root, 'shared');
const reportFile = path.join(sharedDir, 'api-report.txt');
const pkg = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));

/** Long type texts (zod schemas) are kept short and exact: their start and a hash of the whole. */
const portable = (text) => text.replace(/import\("[^"]*?\/node_modules\//g, 'import("').replace(/import\("[^"]*?\/shared\/src\//g, 'import("@musawo/shared/src/');
const shorten = (text) => (text.length <= 240 ? text : `${text.slice(0, 160)}… sha256:${createHash('sha256').update(text).digest('hex').slice(0, 16)}`);

function currentApi() {
  const entries = Object.entries(pkg.exports).map(([name, file]) => [`@musawo/shared${name.slice(1)}`, path.join(sharedDir, file)]);
  const program = ts.createProgram(
    entries.map(([, f]) => f),
    {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.ReactJSX,
      strict: true,
      skipLibCheck: true,
      noEmit: true,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
      types: ['jest', 'node'],
      typeRoots: [path.join(root, 'node_modules', '@types')],
    },
  );
  const checker = program.getTypeChecker();
  const flags = ts.TypeFormatFlags.NoTruncation;
  const lines = [];
  for (const [name, file] of entries) {
    const source = program.getSourceFile(file);
    const mod = source && checker.getSymbolAtLocation(source);
    if (!mod) throw new Error(`${file}: not a module`);
    lines.push(`# ${name}`);
    for (const exported of checker.getExportsOfModule(mod).sort((a, b) => a.name.localeCompare(b.name))) {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      const at = symbol.declarations?.[0] ?? source;
      let kind;
      let text;
      if (symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias) && !(symbol.flags & ts.SymbolFlags.Value)) {
        kind = 'type';
        text = checker.typeToString(checker.getDeclaredTypeOfSymbol(symbol), undefined, flags);
        if (symbol.flags & ts.SymbolFlags.Interface) {
          const props = checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol));
          text = `{ ${props.map((p) => `${p.name}${p.flags & ts.SymbolFlags.Optional ? '?' : ''}: ${checker.typeToString(checker.getTypeOfSymbolAtLocation(p, at), undefined, flags)}`).join('; ')} }`;
        }
      } else {
        kind = symbol.flags & ts.SymbolFlags.Function ? 'function' : symbol.flags & ts.SymbolFlags.Class ? 'class' : 'value';
        text = checker.typeToString(checker.getTypeOfSymbolAtLocation(symbol, at), undefined, flags);
      }
      lines.push(`${exported.name} (${kind}): ${shorten(portable(text).replace(/\s+/g, ' '))}`);
    }
  }
  return lines;
}

const parseReport = (text) => {
  const [head, ...lines] = text.trimEnd().split('\n');
  return { version: head.replace(/^@musawo\/shared@/, ''), lines };
};
const major = (v) => Number(v.split('.')[0]);

const lines = currentApi();
const report = `@musawo/shared@${pkg.version}\n${lines.join('\n')}\n`;
const old = existsSync(reportFile) ? parseReport(readFileSync(reportFile, 'utf8')) : undefined;

if (args.includes('--check')) {
  if (!old) {
    console.error('shared/api-report.txt is missing: npm run api-report writes it.');
    process.exit(1);
  }
  if (readFileSync(reportFile, 'utf8') !== report) {
    const now = new Set(lines);
    const was = new Set(old.lines);
    const diff = [...old.lines.filter((l) => !now.has(l)).map((l) => `- ${l}`), ...lines.filter((l) => !was.has(l)).map((l) => `+ ${l}`)];
    for (const l of diff.slice(0, 30)) console.error(l);
    if (diff.length > 30) console.error(`… and ${diff.length - 30} more lines`);
    if (old.version !== pkg.version) console.error(`version: the report describes ${old.version}, shared/package.json says ${pkg.version}`);
    console.error("@musawo/shared's public API is not the one in shared/api-report.txt: run npm run api-report (a removed or changed export needs a major version bump first) and commit the report.");
    process.exit(1);
  }
  console.log(`@musawo/shared@${pkg.version}: the API report is up to date (${lines.filter((l) => !l.startsWith('#')).length} exports).`);
  process.exit(0);
}

if (old) {
  // A line of the old report that is gone: a name removed or its type changed (an entry gone removes its heading).
  const now = new Set(lines);
  const breaking = old.lines.filter((l) => !now.has(l));
  if (breaking.length > 0 && major(pkg.version) <= major(old.version)) {
    for (const l of breaking) console.error(`- ${l}`);
    console.error(`These exports of @musawo/shared were removed or changed: a breaking change. Raise the major version in shared/package.json (now ${pkg.version}) and run npm run api-report again.`);
    process.exit(1);
  }
}
writeFileSync(reportFile, report);
console.log(`shared/api-report.txt: @musawo/shared@${pkg.version}, ${lines.filter((l) => !l.startsWith('#')).length} exports.`);

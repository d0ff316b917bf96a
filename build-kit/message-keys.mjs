// Catalogue keys as small numbers in the browser bundles (ADR 329). A key such as "summary.experienceYears" would
// otherwise be carried twice in every first view, in its catalogue and where the code asks for it. The build numbers
// a key only where that is certain to change nothing: every place the sources name it is the message id of a
// translator call (`t.t('card.taken')`, `t.rich(open ? 'a' : 'b', …)`) in the key's own app. A key also named
// anywhere else (a list of ids, a comparison, the server, another app), one a call builds at run time
// (`t.t(\`day.${day}\`)` keeps every "day." key), or one of a catalogue whose English messages the code reads as an
// object (`Object.hasOwn(en, id)`) keeps its name. Numbering is per app and the same in every build of the same sources.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mjs)$/;
const SKIPPED = /\.test\.tsx?$|\.d\.ts$/;
const CATALOGUE = 'en.json';

/** Where this repository's apps and server keep their sources: `<root>/<app>/src`. */
function appsOf(root) {
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && /^(shared|shell|server|remote-[a-z0-9-]+)$/.test(d.name))
    .map((d) => d.name);
}

function filesUnder(dir, out = []) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    if (e.name === 'node_modules' || e.name === '__tests__') continue;
    const file = path.join(dir, e.name);
    if (e.isDirectory()) filesUnder(file, out);
    else out.push(file);
  }
  return out;
}

/** Wrappers a key passes through on its way to a call's first argument: `(k)`, `k as T`, `c ? k : …`, `k ?? …`. */
function passesThrough(parent, child) {
  if (ts.isParenthesizedExpression(parent) || ts.isAsExpression(parent) || ts.isSatisfiesExpression(parent) || ts.isNonNullExpression(parent)) return true;
  if (ts.isConditionalExpression(parent)) return child !== parent.condition;
  if (ts.isBinaryExpression(parent)) return [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(parent.operatorToken.kind);
  return false;
}

/** `x.t(…)` or `x.rich(…)`, whose first argument is `arg`. */
const isMessageCall = (node, arg) =>
  ts.isCallExpression(node) && node.arguments[0] === arg && ts.isPropertyAccessExpression(node.expression) && ['t', 'rich'].includes(node.expression.name.text);

/** The translator call whose message id `node` is, if it is one. */
function callOf(node) {
  let child = node;
  let parent = node.parent;
  while (parent && passesThrough(parent, child)) {
    child = parent;
    parent = parent.parent;
  }
  return parent && isMessageCall(parent, child) ? parent : undefined;
}

/** The key type an id is cast to on its way to a call (`` `${a}.${b}` as LegalText ``), if it is. */
function castOf(node) {
  for (let child = node, parent = node.parent; parent && passesThrough(parent, child); child = parent, parent = parent.parent) {
    if (ts.isAsExpression(parent) && ts.isTypeReferenceNode(parent.type) && ts.isIdentifier(parent.type.typeName)) return parent.type.typeName.text;
  }
  return undefined;
}

/** Whether a catalogue's index.ts reads its English messages as an object (beyond handing them to defineCatalogue). */
function readsMessages(indexSource) {
  const rest = indexSource
    .replace(/^import en from [^\n]*$/m, '')
    .replace(/\btypeof en\b/g, '')
    .replace(/defineCatalogue(<[^>]*>)?\(en\b/g, '');
  return /\ben\b/.test(rest.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, ''));
}

/**
 * The numbering of a repository's catalogue keys: per app, the keys it numbers (`numbers`), and per source file
 * the spans to replace with them (`edits`, with the text they were found in).
 */
function planMessageKeys(root) {
  const apps = appsOf(root);
  /** key -> the apps whose catalogues have it */
  const owners = new Map();
  /** app -> keys that must keep their names */
  const named = new Map(apps.map((a) => [a, new Set()]));
  /** app -> its catalogues' key types (`LegalText`) and their keys */
  const keyTypes = new Map(apps.map((a) => [a, new Map()]));
  // An app's sources, and the modules beside them (its manifest names texts too).
  const besides = (a) => readdirSync(path.join(root, a)).filter((f) => f.endsWith('.mjs')).map((f) => path.join(root, a, f));
  const files = new Map(apps.map((a) => [a, [...filesUnder(path.join(root, a, 'src')), ...besides(a)]]));
  for (const app of apps) {
    for (const file of files.get(app).filter((f) => path.basename(f) === CATALOGUE && path.basename(path.dirname(f)) === 'i18n')) {
      const keys = Object.keys(JSON.parse(readFileSync(file, 'utf8')));
      for (const key of keys) {
        if (/^\d+$/.test(key)) throw new Error(`${file}: a message id may not be a number (${key})`);
        owners.set(key, [...(owners.get(key) ?? []), app]);
      }
      let index = '';
      try {
        index = readFileSync(path.join(path.dirname(file), 'index.ts'), 'utf8');
      } catch {
        /* a catalogue without an index.ts is read by nobody's code here */
      }
      if (readsMessages(index)) keys.forEach((k) => named.get(app).add(k));
      const type = /^export type (\w+) = keyof typeof en;/m.exec(index)?.[1];
      // A type name two catalogues declare scopes nothing (null): such an id keeps every key of the app.
      if (type) keyTypes.get(app).set(type, keyTypes.get(app).has(type) ? null : keys);
    }
  }
  for (const [key, apps_] of owners) if (new Set(apps_).size > 1) apps_.forEach((a) => named.get(a).add(key));
  /** Whether `head` is a beginning of a longer key of `app`'s that ends a part of it (`status.`, not the `h` of `h${n}`). */
  const beginsKey = (app, head) =>
    /[^A-Za-z0-9]$/.test(head) && [...owners].some(([key, of]) => of.includes(app) && key.length > head.length && key.startsWith(head));

  /** file -> { text, uses: [{ start, end, key }] } of the translator calls naming a key of the file's own app */
  const found = new Map();
  /** app -> the fixed beginnings of message ids its calls build at run time */
  const prefixes = new Map(apps.map((a) => [a, new Set()]));
  /** app -> keys named by its calls */
  const called = new Map(apps.map((a) => [a, new Set()]));
  for (const app of apps) {
    for (const file of files.get(app).filter((f) => SOURCE.test(f) && !SKIPPED.test(f))) {
      const text = readFileSync(file, 'utf8');
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.mjs') ? ts.ScriptKind.JS : ts.ScriptKind.TS);
      const uses = [];
      const visit = (node) => {
        if (ts.isLiteralTypeNode(node) || ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
        // An id built whole in a call (`` `${doc}.${id}` as LegalText ``) keeps the keys of the catalogue it is cast
        // to named. Any other id built at run time keeps the keys starting as it does: one built in a call, or
        // anywhere whose fixed beginning begins one of the app's keys (`` const id = `status.${s}` ``, `'status.' + s`).
        const whole = ts.isTemplateExpression(node) && node.head.text === '' && callOf(node) ? keyTypes.get(app).get(castOf(node)) : undefined;
        if (whole) whole.forEach((k) => named.get(app).add(k));
        else if (ts.isTemplateExpression(node) && (callOf(node) || beginsKey(app, node.head.text))) prefixes.get(app).add(node.head.text);
        if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken && ts.isStringLiteralLike(node.left) && beginsKey(app, node.left.text)) {
          prefixes.get(app).add(node.left.text);
        }
        if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && owners.has(node.text)) {
          const key = node.text;
          const mine = owners.get(key).includes(app);
          if (mine && callOf(node)) {
            uses.push({ start: node.getStart(source), end: node.getEnd(), key });
            called.get(app).add(key);
          } else owners.get(key).forEach((a) => named.get(a).add(key));
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
      if (uses.length) found.set(file, { text, uses });
    }
  }

  const numbers = new Map();
  for (const app of apps) {
    const keep = named.get(app);
    const starts = [...prefixes.get(app)];
    const numbered = [...called.get(app)].filter((k) => !keep.has(k) && !starts.some((p) => k.startsWith(p))).sort();
    numbers.set(app, new Map(numbered.map((k, i) => [k, i])));
  }
  const edits = new Map();
  for (const [file, { text, uses }] of found) {
    const mine = numbers.get(appOf(root, file));
    const spans = uses.filter((u) => mine.has(u.key)).map((u) => ({ ...u, number: mine.get(u.key) }));
    if (spans.length) edits.set(file, { text, spans });
  }
  return { numbers, edits };
}

/** The app (the folder under root) a file belongs to. */
export const appOf = (root, file) => path.relative(root, file).split(path.sep)[0];

/** A source text with its numbered message ids replaced (the spans editsFor gives). */
export function numberIds(text, spans) {
  let out = '';
  let at = 0;
  for (const s of [...spans].sort((a, b) => a.start - b.start)) {
    out += text.slice(at, s.start) + String(s.number);
    at = s.end;
  }
  return out + text.slice(at);
}

/** A catalogue's messages with their numbered keys replaced (the others keep their names). */
export function numberCatalogue(messages, numbers) {
  const out = {};
  for (const [id, message] of Object.entries(messages)) out[numbers.has(id) ? numbers.get(id) : id] = message;
  return out;
}

const plans = new Map();
/** The plan for `root`, made once per build process. */
export function planFor(root) {
  let plan = plans.get(root);
  if (!plan) {
    plan = planMessageKeys(root);
    plans.set(root, plan);
  }
  return plan;
}

/**
 * A source file's numbered ids, if it has any. A source that differs from the one planned (a file saved during the
 * build) stops the build rather than number a call its catalogue might not.
 */
export function editsFor(root, file, text) {
  const planned = planFor(root).edits.get(file);
  if (planned && planned.text !== text) throw new Error(`${file} changed during the build: build again`);
  return planned?.spans;
}

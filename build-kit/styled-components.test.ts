// ADR 010: the browser bundles take styled-components through aliases/styled-components.mjs, which keeps only the
// names the apps use. The apps reach it through the federation share, where the bundler cannot see a missing name
// (it would be undefined on the page): every name an app imports must be one the alias exports.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..');
const alias = readFileSync(join(__dirname, 'aliases', 'styled-components.mjs'), 'utf8');
const exported = new Set(
  (/export \{([^}]*)\} from/.exec(alias)?.[1] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
);

/** The browser sources of the shell, the remotes and the shared library (the prerender script is built without the alias). */
function sources(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'testing' ? [] : sources(p);
    return /\.(tsx?|mjs)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}
const apps = ['shell', 'shared', ...readdirSync(root).filter((d) => d.startsWith('remote-'))];

/** The value names each file imports from 'styled-components' (`default` for the default import; types left out). */
function importsOf(code: string): string[] {
  const names: string[] = [];
  for (const m of code.matchAll(/import\s+(type\s+)?([^;]*?)\s+from\s+'styled-components'/g)) {
    if (m[1]) continue;
    const clause = m[2] ?? '';
    const named = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    const defaultName = clause.replace(/\{[^}]*\}/, '').replace(/,/g, '').trim();
    if (defaultName) names.push('default');
    for (const n of named.split(',').map((s) => s.trim()).filter(Boolean)) {
      if (!n.startsWith('type ')) names.push(n.split(/\s+as\s+/)[0] ?? n);
    }
  }
  return names;
}

describe('the browser bundles’ styled-components', () => {
  const used = new Map<string, string>();
  for (const app of apps) for (const file of sources(join(root, app, 'src'))) for (const n of importsOf(readFileSync(file, 'utf8'))) used.set(n, file);

  it('finds the apps’ imports', () => {
    expect([...used.keys()]).toEqual(expect.arrayContaining(['default', 'css', 'ThemeProvider']));
  });

  it('exports every name the apps import', () => {
    const missing = [...used].filter(([n]) => !exported.has(n)).map(([n, file]) => `${n} (${file})`);
    expect(missing).toEqual([]);
  });

  it('exports only names styled-components has', () => {
    const lib = readFileSync(join(root, 'node_modules', 'styled-components', 'dist', 'styled-components.browser.esm.js'), 'utf8');
    const real = new Set([...(/export\{([^}]*)\}/.exec(lib)?.[1] ?? '').matchAll(/as (\w+)/g)].map((m) => m[1]));
    expect([...exported].filter((n) => !real.has(n))).toEqual([]);
  });
});

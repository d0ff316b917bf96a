// ADR 329: the build numbers a catalogue key only where every place naming it is a translator call of its own app,
// and the compiled catalogues and calls agree. The loaders are ES modules: each check runs them in a child node.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import '../shared/src/i18n/lg-plural-rules';
import { createTranslator, type Messages } from '../shared/src/i18n/message-format';

const root = resolve(__dirname, '..');

/** Runs `body` (an ES module's code, with `keys` the message-keys module and `loader` messages-loader) in node. */
function run<T>(body: string): T {
  const script = `import * as keys from ${JSON.stringify(join(__dirname, 'message-keys.mjs'))};
import loader from ${JSON.stringify(join(__dirname, 'messages-loader.mjs'))};
const out = await (async () => { ${body} })();
process.stdout.write(JSON.stringify(out));`;
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(child.stderr);
  return JSON.parse(child.stdout) as T;
}

function write(dir: string, files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
}

const index = `import en from './en.json';\nexport type K = keyof typeof en;\nexport const texts = defineCatalogue<K>(en, {});\n`;

describe('numbered message keys', () => {
  let repo: string;
  beforeAll(() => {
    repo = mkdtempSync(join(tmpdir(), 'message-keys-'));
    const shellKeys = ['a.one', 'a.two', 'a.three', 'a.four', 'a.five', 'day.mon', 'day.tue', 'b.both', 'm.only', 'a.served', 'e.one', 'g.one'];
    write(repo, {
      'shell/src/i18n/en.json': JSON.stringify(Object.fromEntries(shellKeys.map((k) => [k, `text of ${k}`]))),
      'shell/src/i18n/index.ts': index,
      'shell/src/page.tsx': [
        "type X = 'a.five';",
        "const LIST = ['a.four'];",
        'export const f = (t, c, d) => [',
        "  t.t('a.one'), t.t(c ? 'a.two' : ('a.three' as X)), t.t('a.four'), t.rich('a.five', {}),",
        "  t.t(`day.${d}`), t.t('day.mon'), t.t('b.both'), t.t('m.only'), t.t('a.served'), LIST,",
        "  t.t('e.one'), t.t(built), t.t('g.one'), t.t('g.' + d), `a${d}`, t.t('o.one'), o.rich(`${d}.x` as OtherText),",
        '];',
        'const built = `e.${Math.random()}`;',
        '',
      ].join('\n'),
      'shell/src/page.test.tsx': "t.t('a.one');\nconst notAUse = ['a.two'];\n",
      'shell/musawo.manifest.mjs': "export default { label: 'm.only' };\n",
      'server/src/send.ts': "export const sent = 'a.served';\n",
      'remote-x/src/i18n/en.json': JSON.stringify({ 'b.both': 'b', 'c.one': 'c' }),
      'remote-x/src/i18n/index.ts': `${index}export const isText = (id: string) => Object.hasOwn(en, id);\n`,
      'remote-x/src/a.ts': "t.t('c.one');\n",
      'shell/src/other/i18n/en.json': JSON.stringify({ 'o.one': 'o' }),
      'shell/src/other/i18n/index.ts': "import en from './en.json';\nexport type OtherText = keyof typeof en;\n",
      'remote-z/src/i18n/en.json': JSON.stringify({ 'z.one': 'z', 'z.two': 'z' }),
      'remote-z/src/i18n/index.ts': index,
      'remote-z/src/a.ts': "t.t('z.one');\nt.t('z.two');\nt.t(`${a}.${b}`);\n",
    });
  });
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('numbers only the keys that every source names as a translator call of their own app', () => {
    const numbers = run<Record<string, [string, number][]>>(
      `const plan = keys.planFor(${JSON.stringify(repo)}); return Object.fromEntries([...plan.numbers].map(([a, n]) => [a, [...n]]));`,
    );
    // a.four: also in a list; day.*: a call builds "day." ids; b.both: two apps' key; m.only: the manifest names it;
    // a.served: the server names it; e.*: an id is built from "e." (outside a call); g.*: from "g." + …. `a${d}` is
    // no id's beginning. A test file's literals do not count. Remote-x reads its messages as an object.
    expect(numbers.shell).toEqual([
      ['a.five', 0],
      ['a.one', 1],
      ['a.three', 2],
      ['a.two', 3],
    ]);
    expect(numbers['remote-x']).toEqual([]);
    // An id built whole keeps the keys of the catalogue it is cast to (o.one), or without a cast every key of its app.
    expect(numbers['remote-z']).toEqual([]);
  });

  it('puts the numbers in place of the calls’ ids, and leaves every other text as it was', () => {
    const out = run<string>(`const file = ${JSON.stringify(join(repo, 'shell', 'src', 'page.tsx'))};
      const text = (await import('node:fs')).readFileSync(file, 'utf8');
      return keys.numberIds(text, keys.editsFor(${JSON.stringify(repo)}, file, text));`);
    expect(out).toContain("t.t(1), t.t(c ? 3 : (2 as X)), t.t('a.four'), t.rich(0, {}),");
    expect(out).toContain("type X = 'a.five';");
    expect(out).toContain("const LIST = ['a.four'];");
    expect(out).toContain("t.t(`day.${d}`), t.t('day.mon'), t.t('b.both'), t.t('m.only'), t.t('a.served')");
  });

  it('stops the build when a source is not the one planned (saved during the build)', () => {
    const thrown = run<string>(`const file = ${JSON.stringify(join(repo, 'shell', 'src', 'page.tsx'))};
      keys.planFor(${JSON.stringify(repo)});
      try { keys.editsFor(${JSON.stringify(repo)}, file, 'changed'); return 'no error'; } catch (e) { return e.message; }`);
    expect(thrown).toMatch(/changed during the build/);
  });

  it('numbers a catalogue with the same plan, keeping the others’ names', () => {
    const out = run<Record<string, string>>(`const plan = keys.planFor(${JSON.stringify(repo)});
      return keys.numberCatalogue({ 'a.one': 'One', 'a.four': 'Four' }, plan.numbers.get('shell'));`);
    expect(out).toEqual({ 1: 'One', 'a.four': 'Four' });
  });

  it('numbers most of the keys of this repository’s first views', () => {
    const sizes = run<Record<string, number>>(
      `const plan = keys.planFor(${JSON.stringify(root)}); return Object.fromEntries([...plan.numbers].map(([a, n]) => [a, n.size]));`,
    );
    expect(sizes.shell).toBeGreaterThan(140);
    expect(sizes['remote-booking']).toBeGreaterThan(60);
    expect(sizes['remote-discovery']).toBeGreaterThan(100);
    expect(sizes.shared).toBeGreaterThan(25);
  });
});

describe('messages-loader', () => {
  /** The loader's module for a catalogue file's text, read back as its messages. */
  const compile = (file: string, text: string, numbered: boolean) =>
    run<Messages>(`const out = loader.call({ resourcePath: ${JSON.stringify(file)}, getOptions: () => ({ numbered: ${numbered} }) }, ${JSON.stringify(text)});
      return JSON.parse(out.replace(/^export default /, '').replace(/;$/, ''));`);

  const footer = join(root, 'shell', 'src', 'app', 'footer', 'i18n', 'en.json');

  it('leaves a plural’s defaults out, and the plural still formats in English and in Luganda', () => {
    const messages = compile(footer, JSON.stringify({ n: '{count, plural, one {# doctor} other {# doctors}}' }), false);
    expect(JSON.stringify(messages)).not.toMatch(/offset|pluralType/);
    expect(createTranslator('en', messages).t('n', { count: 1 })).toBe('1 doctor');
    expect(createTranslator('en', messages).t('n', { count: 3 })).toBe('3 doctors');
    expect(createTranslator('lg', messages).t('n', { count: 1 })).toBe('1 doctor');
    expect(createTranslator('lg', messages).t('n', { count: 2 })).toBe('2 doctors');
  });

  it('keeps an ordinal plural’s type', () => {
    const messages = compile(footer, JSON.stringify({ n: '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}' }), false);
    expect(createTranslator('en', messages).t('n', { n: 2 })).toBe('2nd');
    expect(createTranslator('en', messages).t('n', { n: 11 })).toBe('11th');
  });

  it('numbers the footer’s catalogue as the footer’s calls are numbered, in a production build only', () => {
    const en = JSON.stringify({ 'footer.careers': 'Careers', 'footer.unplanned': 'Kept' });
    const numbered = compile(footer, en, true);
    expect(Object.keys(numbered)).toEqual([expect.stringMatching(/^\d+$/), 'footer.unplanned']);
    expect(compile(footer, en, false)).toEqual({ 'footer.careers': 'Careers', 'footer.unplanned': 'Kept' });
  });
});

describe('a numbered catalogue', () => {
  it('says so when code asks it for a name it does not have (a key numbered while read by name)', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const t = createTranslator<string>('en', { 0: 'Careers', 'a.named': 'Named' } as Messages);
    expect(t.t('a.named')).toBe('Named');
    expect(t.t('a.gone')).toBe('a.gone');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('a.gone'));
    error.mockRestore();
  });

  it('is quiet for a catalogue of names (the server’s, and unit tests’)', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(createTranslator<string>('en', { 'a.named': 'Named' }).t('a.gone')).toBe('a.gone');
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});

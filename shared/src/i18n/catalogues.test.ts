// Every app's message catalogue (ADR 016), checked as `npm test` runs: the same keys in every language, every
// message parsing as ICU MessageFormat, and each translation using exactly the English message's arguments and tags.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES } from '../contracts/languages';

const root = path.resolve(__dirname, '..', '..', '..');
const APPS = ['shell', ...readdirSync(root).filter((d) => d.startsWith('remote-'))];
/** Every `i18n` folder with an `en.json` under a folder: an app's own, and a lazy part's (the shell's auth pages). */
function cataloguesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && e.name !== 'node_modules')
    .flatMap((e) => {
      const sub = path.join(dir, e.name);
      return e.name === 'i18n' && existsSync(path.join(sub, 'en.json')) ? [sub] : cataloguesUnder(sub);
    });
}
const folders = [...APPS.flatMap((app) => cataloguesUnder(path.join(root, app, 'src'))), ...cataloguesUnder(path.join(root, 'shared', 'src', 'react'))];

const read = (dir: string, lang: string): Record<string, string> => JSON.parse(readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as Record<string, string>;

function namesIn(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    into.add(el.type === TYPE.tag ? `<${el.value}>` : el.value);
    if (el.type === TYPE.select || el.type === TYPE.plural) for (const o of Object.values(el.options)) namesIn(o.value, into);
    if (el.type === TYPE.tag) namesIn(el.children, into);
  }
  return into;
}

describe('message catalogues', () => {
  it('every app with texts has a catalogue', () => {
    expect(folders.map((d) => path.relative(root, d))).toEqual(expect.arrayContaining(['shell/src/i18n', 'shell/src/app/footer/i18n', 'shell/src/features/auth/i18n', 'remote-discovery/src/i18n', 'remote-account/src/i18n', 'remote-booking/src/i18n', 'remote-content/src/i18n', 'remote-content/src/features/legal/i18n', 'remote-consult/src/i18n', 'shared/src/react/i18n', 'shared/src/react/ui/i18n', 'shared/src/react/extras/i18n', 'shared/src/react/errors/i18n', 'shared/src/react/ui/calendar-grid/i18n']));
  });

  describe.each(folders.map((d) => [path.relative(root, d), d]))('%s', (_name, dir) => {
    const english = read(dir, 'en');
    it.each(LANGUAGES.map((l) => [l]))('%s: the same keys as English, every message parsing, with the same arguments', (lang) => {
      const messages = read(dir, lang);
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
      for (const [id, message] of Object.entries(messages)) {
        expect([id, typeof message === 'string' && message.trim() !== '']).toEqual([id, true]);
        let tree: MessageFormatElement[] = [];
        expect(() => (tree = parse(message))).not.toThrow();
        expect([id, [...namesIn(tree)].sort()]).toEqual([id, [...namesIn(parse(english[id] ?? ''))].sort()]);
      }
    });
  });
});

// The head texts in the first catalogue are copies of the pages' own (shared-ui/static-head.ts, the articles' head):
// the same words in every language.
import { LANGUAGES } from '@musawo/shared/contracts';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const FEATURE_OF: Record<string, string> = { about: 'about', privacy: 'legal', terms: 'legal', contact: 'contact', help: 'help', join: 'join', download: 'app-download', careers: 'careers', articles: 'articles', article: 'articles' };
const read = (file: string) => JSON.parse(readFileSync(path.join(__dirname, '..', file), 'utf8')) as Record<string, string>;

describe('head texts of the fixed pages', () => {
  it.each(LANGUAGES.map((l) => [l]))('%s: each head.* text is the page’s own', (lang) => {
    const head = Object.entries(read(`i18n/${lang}.json`)).filter(([k]) => k.startsWith('head.'));
    expect(head.length).toBe(22);
    for (const [key, value] of head) {
      const own = key.slice('head.'.length);
      const feature = FEATURE_OF[own.split('.')[0] ?? ''];
      expect(feature).toBeDefined();
      expect([key, value]).toEqual([key, read(`features/${feature ?? ''}/i18n/${lang}.json`)[own]]);
    }
  });
});

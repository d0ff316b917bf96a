// The head() texts copied into the remote's first catalogue (`head.*`: the lazy pages' catalogues are in their own
// chunks, which head() cannot wait for) say exactly what the pages say, in every language (issue 44).
import { LANGUAGES } from '@musawo/shared/contracts';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const SOURCE: Record<string, string> = { wizard: 'shared-ui', results: 'shared-ui', specialties: 'features/specialties' };
const read = (file: string) => JSON.parse(readFileSync(path.join(__dirname, '..', file), 'utf8')) as Record<string, string>;

describe('discovery head texts', () => {
  it.each(LANGUAGES.map((l) => [l]))('%s: each head.* text is the page’s own', (lang) => {
    const head = Object.entries(read(`i18n/${lang}.json`)).filter(([k]) => k.startsWith('head.'));
    expect(head.length).toBe(8);
    for (const [key, value] of head) {
      const own = key.slice('head.'.length);
      const folder = SOURCE[own.split('.')[0] ?? ''];
      expect(folder).toBeDefined();
      expect([key, value]).toEqual([key, read(`${folder ?? ''}/i18n/${lang}.json`)[own]]);
    }
  });
});

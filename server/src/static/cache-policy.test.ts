import { cacheControlFor, hasContentHash, IMMUTABLE, NO_CACHE, SHORT } from './cache-policy';

describe('cache policy', () => {
  it.each([
    ['main.3f2a9c1b.js', true],
    ['123.abcdef12.chunk.js', true],
    ['vendors-k3j9x2q8m1.css', true],
    ['__federation_expose_App.9f8e7d6c.js', true],
    ['remoteEntry.js', false],
    ['mf-manifest.json', false],
    ['bootstrap.js', false],
    ['favicon.ico', false],
    ['logo.png', false],
  ])('%s has a content hash: %s', (name, hashed) => {
    expect(hasContentHash(name)).toBe(hashed);
  });

  it('never lets browsers keep the files that point at hashed ones', () => {
    for (const name of ['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js', 'sw.js', 'about.html']) expect(cacheControlFor(name)).toBe(NO_CACHE);
  });

  it('keeps hashed files for a year and others briefly', () => {
    expect(cacheControlFor('/x/static/js/main.3f2a9c1b.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/x/favicon.ico')).toBe(SHORT);
  });
});

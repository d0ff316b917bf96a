import { cacheControlFor, hasContentHash, IMMUTABLE, NO_CACHE, remoteCacheControl, SHORT } from './cache-policy';

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
    for (const name of ['index.html', 'remotes.json', 'mf-manifest.json', 'remoteEntry.js', 'sw.js', 'asset-manifest.json', 'about.html']) expect(cacheControlFor(name)).toBe(NO_CACHE);
  });

  it('keeps hashed files for a year and others briefly', () => {
    expect(cacheControlFor('/x/static/js/main.3f2a9c1b.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('/x/favicon.ico')).toBe(SHORT);
  });

  describe('files of a remote version (ADR 320)', () => {
    it('lets browsers keep a version\'s remoteEntry.js a year when the registry addresses it by content', () => {
      expect(remoteCacheControl('booking/1.0.0/remoteEntry.js', '3f2a9c1b2d4e')).toBe(IMMUTABLE);
      expect(remoteCacheControl('content/2.10.3-rc.1/remoteEntry.js', 'abcdef0123456789')).toBe(IMMUTABLE);
    });

    it('revalidates remoteEntry.js asked for without a content hash, or outside a semver version folder', () => {
      expect(remoteCacheControl('booking/1.0.0/remoteEntry.js', undefined)).toBe(NO_CACHE);
      expect(remoteCacheControl('booking/1.0.0/remoteEntry.js', 'latest')).toBe(NO_CACHE);
      expect(remoteCacheControl('booking/1.0.0/remoteEntry.js', ['3f2a9c1b2d4e', 'x'])).toBe(NO_CACHE);
      expect(remoteCacheControl('booking/hung/remoteEntry.js', '3f2a9c1b2d4e')).toBe(NO_CACHE);
      expect(remoteCacheControl('booking/remoteEntry.js', '3f2a9c1b2d4e')).toBe(NO_CACHE);
    });

    it('keeps the other files of a version by name: hashed chunks immutable, manifests revalidated', () => {
      expect(remoteCacheControl('booking/1.0.0/456.a1b2c3d4e5.js', undefined)).toBe(IMMUTABLE);
      expect(remoteCacheControl('booking/1.0.0/mf-manifest.json', '3f2a9c1b2d4e')).toBe(NO_CACHE);
      expect(remoteCacheControl('booking/1.0.0/musawo-release.json', undefined)).toBe(SHORT);
    });
  });
});

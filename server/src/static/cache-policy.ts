// Cache headers for the deploy folder (DESIGN §5, ADR 320): content-hashed files never change, so browsers keep
// them a year; the files that point at them (index.html, remotes.json, manifests, sw.js) must be revalidated every
// time, or a release/rollback would not reach returning visitors. A remote's remoteEntry.js is immutable too when
// the registry addresses it by version and content (`/remotes/<name>/<version>/remoteEntry.js?v=<hash>`).
import { basename } from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
export const SHORT = 'public, max-age=300';

const ALWAYS_REVALIDATE = new Set(['index.html', 'spa.html', 'remotes.json', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'sw.js', 'asset-manifest.json']);

const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
const CONTENT_QUERY = /^[0-9a-f]{8,64}$/;

/** A hex run of 8+ characters, or a base36 run of 8+ with both digits and letters (so words like "manifest" do not count). */
function isHashSegment(segment: string): boolean {
  if (segment.length < 8) return false;
  if (/^[0-9a-f]+$/.test(segment)) return true;
  return /^[0-9a-z]+$/.test(segment) && /\d/.test(segment) && /[a-z]/.test(segment);
}

export function hasContentHash(fileName: string): boolean {
  const segments = basename(fileName).split(/[.-]/);
  segments.pop(); // the extension
  return segments.some(isHashSegment);
}

export function cacheControlFor(filePath: string): string {
  const name = basename(filePath);
  if (ALWAYS_REVALIDATE.has(name) || name.endsWith('.html')) return NO_CACHE;
  if (hasContentHash(name)) return IMMUTABLE;
  return SHORT;
}

/**
 * Cache-Control for a file under /remotes/: `relPath` is the path below /remotes/ and `contentQuery` the `v` query
 * parameter. A published version never changes (release refuses to overwrite one), and the registry adds the
 * content hash, so a version's remoteEntry.js asked for with `?v=<hash>` is immutable; asked for without it (an
 * older registry, a hand-written URL) it stays no-cache, as does anything outside a semver version folder.
 */
export function remoteCacheControl(relPath: string, contentQuery: unknown): string {
  const [name, version, ...rest] = relPath.split('/').filter((s) => s !== '');
  const inVersion = name !== undefined && version !== undefined && SEMVER.test(version) && rest.length > 0;
  if (inVersion && rest.join('/') === 'remoteEntry.js' && typeof contentQuery === 'string' && CONTENT_QUERY.test(contentQuery)) return IMMUTABLE;
  return cacheControlFor(relPath);
}

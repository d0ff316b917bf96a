// Cache headers for the deploy folder (DESIGN §5): content-hashed files never change, so browsers keep them a
// year; the files that point at them (index.html, remotes.json, manifests, remoteEntry.js, sw.js) must be
// revalidated every time, or a release/rollback would not reach returning visitors.
import { basename } from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
export const SHORT = 'public, max-age=300';

const ALWAYS_REVALIDATE = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'sw.js']);

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

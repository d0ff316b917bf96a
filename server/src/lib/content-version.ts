import { createHash } from 'node:crypto';

/**
 * A short version of some content (optimistic concurrency without a column): a save that names the version it was
 * based on is refused when the content has changed since. The same content always gives the same version, so
 * changing a value and back again is not a conflict.
 */
export function contentVersion(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('base64url').slice(0, 16);
}

import { resolve, sep } from 'node:path';

/** The file a URL path names inside `base`, or undefined when the path tries to leave it or names a dotfile. */
export function safeResolve(base: string, urlPath: string): string | undefined {
  if (urlPath.includes('\0') || urlPath.includes('\\')) return undefined;
  const segments = urlPath.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '..' || s.startsWith('.'))) return undefined;
  const full = resolve(base, ...segments);
  return full === base || full.startsWith(base + sep) ? full : undefined;
}

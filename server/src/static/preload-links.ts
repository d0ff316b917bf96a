// `Link: rel=preload` for the remote that serves a page (ADR 010). The shell only learns which remote it needs once
// its own scripts have downloaded and run; on 3G that was two more round trips (the remote's entry, then its App
// chunks) before anything of the page could render. The server knows the registry, so the page's response names
// those files and the browser fetches them alongside the shell's. Files listed are immutable (hashed, versioned).
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { findRemoteFor, parseRegistry, type Registry, type RemoteEntry } from '@musawo/shared/contracts';
import { safeResolve } from './safe-resolve';

let registryCache: { key: string; registry: Registry | undefined } | undefined;
const startFiles = new Map<string, string[]>();

/** The live registry, parsed with the shell's own schema; re-read only when the file changes (a release, a rollback). */
async function readRegistry(root: string): Promise<Registry | undefined> {
  const file = join(root, 'remotes.json');
  const s = await stat(file);
  const key = `${s.mtimeMs}:${s.size}`;
  if (registryCache?.key === key) return registryCache.registry;
  const parsed = parseRegistry(JSON.parse(await readFile(file, 'utf8')));
  registryCache = { key, registry: parsed.ok ? parsed.registry : undefined };
  return registryCache.registry;
}

/** The files a released remote version lists in musawo-start.json; versions are immutable, so read once. */
async function startFilesOf(root: string, remote: RemoteEntry): Promise<string[]> {
  const file = safeResolve(join(root, 'remotes'), `${remote.name}/${remote.version}/musawo-start.json`);
  if (!file) return [];
  const known = startFiles.get(file);
  if (known) return known;
  let files: string[] = [];
  try {
    const json = JSON.parse(await readFile(file, 'utf8')) as { files?: unknown };
    files = Array.isArray(json.files) ? json.files.filter((f): f is string => typeof f === 'string' && /^[\w.-]+\.js$/.test(f)) : [];
  } catch {
    // An older release without the list: the entry alone is still worth preloading.
  }
  startFiles.set(file, files);
  return files;
}

/** The `Link` header value for a page at `pathname`, or undefined when no remote serves it (or nothing is built). */
export async function preloadLinks(root: string, pathname: string): Promise<string | undefined> {
  let registry: Registry | undefined;
  try {
    registry = await readRegistry(root);
  } catch {
    return undefined;
  }
  const remote = registry && findRemoteFor(registry, pathname);
  if (!remote || !remote.entry.startsWith('/remotes/')) return undefined;
  const dir = `/remotes/${encodeURIComponent(remote.name)}/${encodeURIComponent(remote.version)}/`;
  const urls = [remote.entry, ...(await startFilesOf(root, remote)).map((f) => dir + f)];
  // Low priority: the shell's own scripts must still arrive first (they run first); these fill the rest of the link.
  return urls.map((u) => `<${u}>; rel=preload; as=script; fetchpriority=low`).join(', ');
}

// `Link: rel=preload` for the remote that serves a page (ADR 010). The shell only learns which remote it needs once
// its own scripts have downloaded and run; on 3G that was two more round trips (the remote's entry, then its App
// chunks) before anything of the page could render. The server knows the registry, so the page's response names
// those files and the browser fetches them alongside the shell's. Files listed are immutable (hashed, versioned).
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { safeResolve } from './safe-resolve';

interface RegistryRemote {
  name: string;
  version: string;
  entry: string;
  routes: string[];
}

/** react-router's `matchPath({ path, end: true })` for the patterns the registry uses: static and `:param` segments. */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return false;
  return want.every((seg, i) => (seg.startsWith(':') ? true : seg === decodeSafe(have[i] ?? '')));
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

let registryCache: { key: string; remotes: RegistryRemote[] } | undefined;
const startFiles = new Map<string, string[]>();

async function readRegistry(root: string): Promise<RegistryRemote[]> {
  const file = join(root, 'remotes.json');
  const s = await stat(file);
  const key = `${s.mtimeMs}:${s.size}`;
  if (registryCache?.key === key) return registryCache.remotes;
  const json = JSON.parse(await readFile(file, 'utf8')) as { remotes?: unknown };
  const remotes = (Array.isArray(json.remotes) ? json.remotes : []).filter(
    (r): r is RegistryRemote =>
      typeof r === 'object' && r !== null && typeof r.name === 'string' && typeof r.version === 'string' && typeof r.entry === 'string' && Array.isArray(r.routes),
  );
  registryCache = { key, remotes };
  return remotes;
}

/** The files a released remote version lists in musawo-start.json; versions are immutable, so read once. */
async function startFilesOf(root: string, remote: RegistryRemote): Promise<string[]> {
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
  let remotes: RegistryRemote[];
  try {
    remotes = await readRegistry(root);
  } catch {
    return undefined;
  }
  const remote = remotes.find((r) => r.routes.some((p) => typeof p === 'string' && matchesRoute(p, pathname)));
  if (!remote || !remote.entry.startsWith('/remotes/')) return undefined;
  const dir = `/remotes/${encodeURIComponent(remote.name)}/${encodeURIComponent(remote.version)}/`;
  const urls = [remote.entry, ...(await startFilesOf(root, remote)).map((f) => dir + f)];
  // Low priority: the shell's own scripts must still arrive first (they run first); these fill the rest of the link.
  return urls.map((u) => `<${u}>; rel=preload; as=script; fetchpriority=low`).join(', ');
}

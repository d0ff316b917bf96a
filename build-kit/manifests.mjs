// Reading the remote manifests (ADR 323). Everything that lists remotes (build, release, dev registry, lint, jest,
// the shell's menus) asks here, so adding a remote is adding its folder.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export { devRegistry, kitPartsFrom, navFrom, registryFields } from './derive.mjs';

export const MANIFEST_FILE = 'musawo.manifest.mjs';
const GUARDS = ['public', 'signed-in', 'patient', 'doctor'];
const NAME = /^[a-z][a-z0-9]*$/;

/** A manifest that is wrong (a route two remotes claim, a missing guard…): the commands say so and exit with 2. */
export class ManifestError extends Error {}

/** Every `remote-*` folder of root that has a manifest, sorted by dev port (the registry's order). */
export async function loadManifests(root) {
  const dirs = readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name.startsWith('remote-') && existsSync(path.join(root, d.name, MANIFEST_FILE)))
    .map((d) => path.join(root, d.name));
  const all = await Promise.all(
    dirs.map(async (dir) => ({ ...(await import(pathToFileURL(path.join(dir, MANIFEST_FILE)).href)).default, dir })),
  );
  all.sort((a, b) => a.devPort - b.devPort);
  checkManifests(all);
  return all;
}

const routeKey = (r) => r.toLowerCase().replace(/\/+$/, '').replace(/:[^/]+/g, ':') || '/';

export function checkManifests(manifests) {
  const ports = new Map();
  const routes = new Map();
  for (const m of manifests) {
    const where = `${path.basename(m.dir)}/${MANIFEST_FILE}`;
    if (!NAME.test(m.name ?? '') || path.basename(m.dir) !== `remote-${m.name}`) throw new ManifestError(`${where}: name must be the folder's name after remote- (lower-case letters and digits)`);
    if (!Number.isInteger(m.devPort)) throw new ManifestError(`${where}: devPort must be a port number`);
    if (ports.has(m.devPort)) throw new ManifestError(`${where}: dev port ${m.devPort} is ${ports.get(m.devPort)}'s`);
    ports.set(m.devPort, m.name);
    if (!Array.isArray(m.routes) || m.routes.length === 0) throw new ManifestError(`${where}: a remote serves at least one route`);
    for (const r of m.routes) {
      if (!r.path?.startsWith('/')) throw new ManifestError(`${where}: route paths start with /`);
      if (!GUARDS.includes(r.guard)) throw new ManifestError(`${where}: ${r.path} needs a guard, one of ${GUARDS.join(', ')}`);
      if (r.parts !== undefined && (!Array.isArray(r.parts) || !r.parts.every((p) => typeof p === 'string' && NAME.test(p)))) throw new ManifestError(`${where}: ${r.path}'s parts must be a list of the kit's part names, e.g. ['calendar']`);
      const other = routes.get(routeKey(r.path));
      if (other) throw new ManifestError(`${where}: ${r.path} is already ${other}'s`);
      routes.set(routeKey(r.path), m.name);
    }
    for (const p of m.paints ?? []) {
      const route = m.routes.find((r) => routeKey(r.path) === routeKey(p));
      if (!route) throw new ManifestError(`${where}: paints ${p}, which is not one of its routes`);
      // The server renders these for anyone, signed out (ADR 335): a guarded page is never rendered there.
      if (route.guard !== 'public') throw new ManifestError(`${where}: paints ${p}, which is not a public route`);
    }
  }
}

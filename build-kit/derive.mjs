// What the registry, the shell's menus and the dev registry take from the manifests (ADR 323). No Node APIs:
// the shell's tests derive the same way.

/** @param {import('./manifests').RemoteManifest} m */
export function registryFields(m) {
  const guarded = m.routes.filter((r) => r.guard !== 'public').map((r) => [r.path, r.guard]);
  return { routes: m.routes.map((r) => r.path), ...(guarded.length > 0 ? { guards: Object.fromEntries(guarded) } : {}) };
}

/**
 * The kit parts each route's first view shows (ADR 326), for the shell to start downloading before it boots.
 * @param {import('./manifests').RemoteManifest[]} manifests
 */
export function kitPartsFrom(manifests) {
  return manifests.flatMap((m) => m.routes.filter((r) => (r.parts ?? []).length > 0).map((r) => ({ route: r.path, parts: [...r.parts] })));
}

export function navFrom(manifests) {
  return manifests.flatMap((m) => m.nav ?? []).sort((a, b) => (a.menu === b.menu ? a.order - b.order : a.menu < b.menu ? -1 : 1));
}

export function devRegistry(manifests, sharedMajor, versionOf) {
  return {
    schemaVersion: 1,
    remotes: manifests.map((m) => ({
      name: m.name,
      version: versionOf(m),
      entry: `http://localhost:${m.devPort}/remoteEntry.js`,
      sharedMajor,
      ...registryFields(m),
    })),
  };
}

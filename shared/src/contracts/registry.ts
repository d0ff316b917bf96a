// The runtime remote registry (`/remotes.json`, DESIGN §2): what the shell loads, from where, for which routes.
import * as z from 'zod/mini';
import { matchRoute } from './route-match';
import type { Language } from './languages';

/**
 * A remote's name: its folder is `remote-<name>`, its manifest says what it serves (ADR 323). The contracts list no
 * remotes: a new remote is a new folder, not a change of @musawo/shared.
 */
export const remoteNameSchema = z.string().check(z.regex(/^[a-z][a-z0-9]{0,31}$/, 'a remote name is lower-case letters and digits'));
export type RemoteName = string;

/** Who may open a route: anyone, anyone signed in, or signed-in patients or doctors only. */
export const ROUTE_GUARDS = ['public', 'signed-in', 'patient', 'doctor'] as const;
export type RouteGuard = (typeof ROUTE_GUARDS)[number];

/** A link a remote contributes to one of the shell's menus (the top bar's `main`, the user menu's `account`). */
export interface NavEntry {
  menu: 'main' | 'account';
  to: string;
  /** The link's text in each language of the site. */
  label: Record<Language, string>;
  /** Place in the menu, smallest first, across remotes. */
  order: number;
}

const semver = z.string().check(z.regex(/^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/, 'version must be semver, e.g. 1.0.0'));

export const remoteEntrySchema = z.object({
  name: remoteNameSchema,
  version: semver,
  /** URL of the remote's remoteEntry.js: `/remotes/<name>/<version>/remoteEntry.js`. */
  entry: z.string().check(z.minLength(1)),
  /** The major version of @musawo/shared the remote was built against. */
  sharedMajor: z.number().check(z.int(), z.gte(0)),
  /** Route paths the remote serves, in the router's syntax, e.g. `/doctor/:id`. */
  routes: z.array(z.string().check(z.regex(/^\//, 'route paths start with /'))).check(z.minLength(1)),
  /** The routes that are not public, with their guard (from the remote's manifest). */
  guards: z.optional(z.record(z.string(), z.enum(['signed-in', 'patient', 'doctor']))),
});
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;

export const registrySchema = z.object({
  schemaVersion: z.literal(1),
  remotes: z.array(remoteEntrySchema).check(
    z.refine((rs) => new Set(rs.map((r) => r.name)).size === rs.length, 'each remote is listed once'),
  ),
});
export type Registry = z.infer<typeof registrySchema>;

/** The federation container name of a remote (its `name` in the build). */
export const containerName = (remote: RemoteName) => `musawo_${remote}`;

export function parseRegistry(json: unknown): { ok: true; registry: Registry } | { ok: false; error: string } {
  const r = registrySchema.safeParse(json);
  if (r.success) return { ok: true, registry: r.data };
  const first = r.error.issues[0];
  return { ok: false, error: first ? `${first.path.join('.') || 'registry'}: ${first.message}` : 'invalid registry' };
}

/**
 * Whether a registry route (static segments and `:param`s, e.g. `/doctor/:id`) matches a whole path, as the
 * router's `matchPath({ path, end: true })` does: case-insensitive, a trailing slash allowed. One rule for
 * the shell's route table and the server's preload hints.
 */
export function matchesRoute(route: string, pathname: string): boolean {
  return routeParams(route, pathname) !== undefined;
}

/** The `:param`s of a path that matches a registry route (decoded), e.g. `{ id: '42' }` for `/doctor/42`; undefined when it does not match. */
export function routeParams(route: string, pathname: string): Record<string, string> | undefined {
  return matchRoute(route, pathname);
}

/** The remote that serves a path: the first one that declares a matching route. */
export function findRemoteFor(registry: Registry, pathname: string): RemoteEntry | undefined {
  return registry.remotes.find((r) => r.routes.some((route) => matchesRoute(route, pathname)));
}

/** The guard of the route a path opens (`public` when no remote's manifest guards it). */
export function guardFor(registry: Registry, pathname: string): RouteGuard {
  for (const r of registry.remotes) {
    for (const [route, guard] of Object.entries(r.guards ?? {})) if (matchesRoute(route, pathname)) return guard;
  }
  return 'public';
}

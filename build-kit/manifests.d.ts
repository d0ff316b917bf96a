// The remote manifest (ADR 323): the one source of what a remote is. Each remote's `musawo.manifest.mjs` default-
// exports one, typed with `/** @type {import('@musawo/build-kit').RemoteManifest} */`.
import type { NavEntry, RouteGuard } from '@musawo/shared/contracts';
import type { KitPart } from '@musawo/shared/parts';

export type { KitPart, NavEntry, RouteGuard };

export interface ManifestRoute {
  /** In the router's syntax, e.g. `/doctor/:id`. */
  path: string;
  /** Who may open it: the shell sends anyone else to /signin (or, for the wrong role, to /dashboard). */
  guard: RouteGuard;
  /** The name of the page component in the remote's `src/pages.ts` that renders it. */
  page: string;
  /**
   * The kit's parts (chunks of their own, e.g. the calendar) its first view shows: the shell starts downloading them
   * as soon as its scripts run on this route, so they do not wait for the page to boot (ADR 326).
   */
  parts?: KitPart[];
}

/** A public read (GET_READS) the page makes first; `:param`s of the route in input values are filled from the path (ADR 011). */
export interface EarlyRead {
  route: string;
  service: string;
  action: string;
  input: Record<string, string>;
}

export interface RemoteManifest {
  /** Lower-case name: the folder is `remote-<name>`, the federation container `musawo_<name>`. */
  name: string;
  /** Port of `npm run dev -w remote-<name>`. */
  devPort: number;
  routes: ManifestRoute[];
  /** Links it contributes to the shell's menus. */
  nav?: NavEntry[];
  earlyReads?: EarlyRead[];
  /** Routes (patterns such as `/doctor/:id`) the server renders per request with the remote's renderer (ADR 335); public ones only. */
  paints?: string[];
}

export interface LoadedManifest extends RemoteManifest {
  /** The remote's folder. */
  dir: string;
}

/** The repository's remotes: every `remote-*` folder with a `musawo.manifest.mjs`, by dev port. */
export function loadManifests(root: string): Promise<LoadedManifest[]>;
/** The remote names in `remotes`, checked: unique names and ports, routes claimed once, names as their folders. */
/** A manifest that is wrong: the commands print its message and exit with 2. */
export class ManifestError extends Error {}
export function checkManifests(manifests: LoadedManifest[]): void;
/** The registry's fields of a remote: routes, and guards of the routes that are not public. */
export function registryFields(m: RemoteManifest): { routes: string[]; guards?: Record<string, Exclude<RouteGuard, 'public'>> };
/** The routes whose first view shows kit parts, with those parts (the shell's `__MUSAWO_KIT_PARTS__`). */
export function kitPartsFrom(manifests: RemoteManifest[]): { route: string; parts: KitPart[] }[];
/** Every remote's menu entries, by menu and order. */
export function navFrom(manifests: RemoteManifest[]): NavEntry[];
/** The registry `npm run dev` serves: every remote at its dev server. */
export function devRegistry(manifests: LoadedManifest[], sharedMajor: number, versionOf: (m: LoadedManifest) => string): unknown;

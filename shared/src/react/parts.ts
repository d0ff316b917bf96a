// The kit's parts that come in chunks of their own, by name (ADR 326). The kit loads a part when a page first shows
// it. A page that shows one in its first view names it in its manifest (a route's `parts`), and the shell starts
// the download with the document's load event, which on a cold visit comes right after its scripts have run: on 3G
// the part's round trip then overlaps the shell's and the page's boot instead of following it. Only the kit and the
// shell import this entry (lint): a remote that bundled its own copy would load a second calendar.
import { splitLanguagePath } from '../contracts/languages';
import { matchRoute } from '../contracts/route-match';
import type * as CalendarGridModule from './ui/calendar-grid';

/** Each part's module (a type only: the module itself is in the part's chunk). */
export interface KitPartModules {
  calendar: typeof CalendarGridModule;
}
export type KitPart = keyof KitPartModules;

const loaders: { [P in KitPart]: () => Promise<KitPartModules[P]> } = {
  calendar: () => import(/* webpackChunkName: "calendar" */ './ui/calendar-grid'),
};

export const isKitPart = (name: string): name is KitPart => Object.prototype.hasOwnProperty.call(loaders, name);

/** The part's module; a chunk already downloaded (or on its way) is not asked for again. */
export function loadKitPart<P extends KitPart>(part: P): Promise<KitPartModules[P]> {
  return loaders[part]();
}

/**
 * Starts downloading the named parts; names this kit does not know (a page built against a later kit) are skipped.
 * A failed download is left to the part itself, which offers Retry when the page shows it.
 */
export function startKitParts(parts: readonly string[]): void {
  for (const part of parts) {
    if (isKitPart(part)) loadKitPart(part).catch(() => undefined);
  }
}

/** A route (registry syntax, e.g. `/doctor/:id`) and the parts its first view shows: a manifest's route `parts`. */
export interface RouteParts {
  route: string;
  parts: readonly string[];
}

/** The parts the first view at `pathname` shows; none for a path no entry of the table matches. */
export function kitPartsFor(table: readonly RouteParts[], pathname: string): readonly string[] {
  // The page's address may carry its language (`/lg/doctor/7`, ADR 336); the routes are the app's paths.
  const { path } = splitLanguagePath(pathname);
  return table.find((entry) => matchRoute(entry.route, path) !== undefined)?.parts ?? [];
}

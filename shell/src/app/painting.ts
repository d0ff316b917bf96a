import { findRemoteFor, matchesRoute, splitLanguagePath, type Language, type Registry } from '@musawo/shared/contracts';
import type { PaintedKind } from '@musawo/shared/react';
import { fillFromPageData, type QueryClient } from '@musawo/shared/query';

/** The element the server puts a rendered page's data in (server/src/ssr/server-render.ts, ADR 335). */
export const PAGE_DATA_ID = 'musawo-data';

/**
 * Which painting in `root` React can hydrate (ADR 015, ADR 335), or null when the page must render from scratch. The
 * server marks what it sent on the root: `data-painted="page"` with the route it rendered (`/doctor/:id`) and the
 * remote and version that rendered it, or `data-painted="frame"` (the loading state). A rendered page hydrates only
 * on a path of its route and while the registry still names the version that rendered it: otherwise the app's
 * first render would differ from it. Either hydrates only in the language it was made in (`data-painted-lang`).
 */
export function paintingToHydrate(root: HTMLElement, pathname: string, registry: Registry | null, lang: Language = 'en'): PaintedKind | null {
  const kind = root.dataset.painted;
  if (root.firstElementChild === null) return null;
  if ((root.dataset.paintedLang ?? 'en') !== lang) return null;
  if (kind === 'frame') return 'frame';
  if (kind !== 'page' || !registry) return null;
  const path = splitLanguagePath(pathname).path;
  const route = root.dataset.paintedPath;
  const entry = findRemoteFor(registry, path);
  return entry !== undefined && `${entry.name}@${entry.version}` === root.dataset.paintedFrom && route !== undefined && entry.routes.includes(route) && matchesRoute(route, path) ? 'page' : null;
}

/**
 * The answers the server rendered the page with, put into the query client before React hydrates it, so the first
 * render has the same data as the server's HTML (no mismatch, no flash). Answers how many it put in.
 */
export function fillFromPage(doc: Document, queryClient: QueryClient): number {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return 0;
  try {
    return fillFromPageData(queryClient, JSON.parse(text));
  } catch {
    return 0;
  }
}

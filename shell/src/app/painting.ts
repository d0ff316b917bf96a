import { findRemoteFor, type Registry } from '@musawo/shared/contracts';
import type { Language } from '@musawo/shared/contracts';
import type { PaintedKind } from '@musawo/shared/react';

/**
 * Which painting in `root` React can hydrate (ADR 015), or null when the page must render from scratch. The build
 * marks what it painted on the root: `data-painted="page"` with the remote and version it painted from (the home
 * page), or `data-painted="frame"` (every other path). A page painting hydrates only on its own path and while the
 * registry still serves the version it was painted from: otherwise the app's first render would differ from it.
 * Either painting hydrates only in the language it was painted in (`data-painted-lang`, ADR 016).
 */
export function paintingToHydrate(root: HTMLElement, pathname: string, registry: Registry | null, lang: Language = 'en'): PaintedKind | null {
  const kind = root.dataset.painted;
  if (root.firstElementChild === null) return null;
  if ((root.dataset.paintedLang ?? 'en') !== lang) return null;
  if (kind === 'frame') return 'frame';
  if (kind !== 'page' || !registry) return null;
  const entry = findRemoteFor(registry, pathname);
  return entry !== undefined && `${entry.name}@${entry.version}` === root.dataset.paintedFrom && pathname === root.dataset.paintedPath ? 'page' : null;
}

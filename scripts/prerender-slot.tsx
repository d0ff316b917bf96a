// The page's place in the shell's painted frame (ADR 324): the frame is painted with this in place of the page,
// and the server puts the owning remote's painting there. Also what the prerender bundles as the painted remote
// when it paints the shell's frames alone (scripts/prerender.rspack.mjs).
import { createElement } from 'react';

/** The element the page's painting replaces in the shell's frame, as React writes it. */
export const PAGE_SLOT = '<musawo-page></musawo-page>';

export function App() {
  return createElement('musawo-page');
}

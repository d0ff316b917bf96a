import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * What the build painted into the HTML the page arrived with (ADR 015): `page`, a whole page (the home page, `/`);
 * `frame`, the shell's frame with the loading state in the page's place (every other path).
 */
export type PaintedKind = 'page' | 'frame';

const PaintedContext = createContext<PaintedKind | null>(null);
/** Set by the shell's bootstrap when it hydrates a painting, and by the build while it paints one. */
export const PaintedProvider = PaintedContext.Provider;

const noSubscription = () => () => undefined;
const nothingPainted = () => null;

/**
 * The painting React is taking over: non-null while the build renders it and while the browser hydrates it, null on
 * every render after that (React renders again with the browser's value once hydration is done) and on pages
 * rendered in the browser from scratch. A component whose first render would differ from the painting (who is
 * signed in, the current link, a later part) renders the painted form while this is non-null.
 */
export function usePainted(): PaintedKind | null {
  const kind = useContext(PaintedContext);
  return useSyncExternalStore(noSubscription, nothingPainted, () => kind);
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { LazyPart, named, usePainted } from '@musawo/shared/react';

/**
 * The home page's sections below the first screen are a chunk of their own, downloaded when the visitor scrolls
 * near them or once the first view has settled, whichever comes first (issue 27: a cold visit to `/` fetches only
 * what the first screen shows, and the featured doctors' call waits too; the shell's toasts follow the same rule,
 * ADR 013). On a painted page their HTML is there from the start: React leaves it in place, links and the
 * FAQ's native disclosure work, and hydrates it once the chunk arrives. Rendered without a painting (a visit that
 * started on another page), or on the server, they load at once.
 */
let openGate: () => void = () => undefined;
const near = new Promise<void>((resolve) => {
  openGate = resolve;
});
const loadBelowTheFold = named(() => near.then(() => import('./below-the-fold')), 'BelowTheFold');

/**
 * The sections start downloading as soon as their top edge is on screen: their painted HTML is already there, so
 * only the featured doctors' list and the strip's scrolling wait for the chunk.
 */
const AHEAD = '0px';
/** When they download anyway: the first view's data and chunks have had time to arrive (as the shell's toasts wait). */
const SETTLE_MS = 3_000;

export function LaterSections() {
  // Whether this render takes over a painting: usePainted turns null once hydration is done, the sections may not.
  const painted = usePainted() !== null;
  const [hydrating] = useState(painted);
  const box = useRef<HTMLDivElement>(null);
  if (!hydrating || typeof document === 'undefined') openGate();
  useEffect(() => {
    const el = box.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      openGate();
      return undefined;
    }
    const settled = setTimeout(openGate, SETTLE_MS);
    const watcher = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        openGate();
        watcher.disconnect();
      },
      { rootMargin: AHEAD },
    );
    watcher.observe(el);
    return () => {
      clearTimeout(settled);
      watcher.disconnect();
    };
  }, []);
  // The same element on every render: the render after hydration (usePainted turning null) must not reach the part
  // while it waits for its chunk, or React would drop its painted HTML and show the fallback in its place.
  const part = useMemo(() => <LazyPart load={loadBelowTheFold} props={{}} fallback={null} failure={{ inline: true }} />, []);
  return <div ref={box}>{part}</div>;
}

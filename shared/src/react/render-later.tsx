import { useEffect, useState, type ReactNode } from 'react';
import { nextTask } from '../runtime/next-task';

/**
 * Renders its children one task after the rest of the page (ADR 012), `placeholder` until then: for parts below
 * the fold, so that a first render is two short tasks rather than one long one on a slow phone. Where something
 * visible follows the part, the placeholder must keep its place.
 */
export function RenderLater({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  // Rendered to HTML at build time (the painted `/`, ADR 009) there is no later: the children are part of the page.
  const [ready, setReady] = useState(() => typeof document === 'undefined');
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    void nextTask().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [ready]);
  return <>{ready ? children : placeholder}</>;
}

import { useEffect, useState, type ReactNode } from 'react';
import { nextTask } from '../runtime/next-task';

/**
 * Renders its children one task after the rest of the page (ADR 012), `placeholder` until then: for parts below
 * the fold, so that a first render is two short tasks rather than one long one on a slow phone. Where something
 * visible follows the part, the placeholder must keep its place.
 */
export function RenderLater({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void nextTask().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return <>{ready ? children : placeholder}</>;
}

import { useEffect, useState, type ReactNode } from 'react';
import { nextTask } from '../runtime/next-task';
import { usePainted } from './painted';

/**
 * Renders its children one task after the rest of the page (ADR 012), nothing until then: for parts below the
 * fold with nothing visible after them, so that a first render is two short tasks rather than one long one on a
 * slow phone.
 */
export function RenderLater({ children }: { children: ReactNode }) {
  // Painted at build time (ADR 015) there is no later: the children are part of the page, and hydrating them keeps them.
  const painted = usePainted() !== null;
  const [ready, setReady] = useState(painted);
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
  return ready ? <>{children}</> : null;
}

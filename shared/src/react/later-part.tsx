import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { LazyPart } from './lazy-part';
import { usePainted } from './painted';

/** When a later part downloads anyway: the first view's data and chunks have had time to arrive (ADR 013's wait). */
export const LATER_SETTLE_MS = 3_000;

export interface LaterPartOptions {
  /**
   * Rendered without a painting (a visit that started on another page): `at-once` downloads it straight away (a
   * page's own sections, which the visitor expects with the page); `when-seen` keeps waiting (the shell's footer).
   */
  unpainted: 'at-once' | 'when-seen';
  /**
   * How far below the screen the part counts as seen (a CSS margin, IntersectionObserver's rootMargin; default none).
   * A part with nothing painted is an empty box at the page's end: give it some room, or only its timer brings it.
   */
  ahead?: string;
}

/**
 * A part under the first screen whose code is a chunk of its own (issue 27: a cold visit downloads what the first
 * screen shows). The chunk is fetched when the part's top edge comes on screen or once the first view has settled
 * (LATER_SETTLE_MS after it mounted), whichever comes first; at once where there is no IntersectionObserver (the
 * build's prerender). Over a painting its HTML stays
 * from the start (links and native disclosures work) and React hydrates it in place when the chunk arrives.
 * `load` is `named(() => import('./x'), 'X')`; the part takes no props.
 */
export function laterPart(load: () => Promise<{ default: ComponentType<object> }>, { unpainted, ahead = '0px' }: LaterPartOptions): ComponentType {
  let opened = false;
  let resolveGate: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    resolveGate = resolve;
  });
  const openGate = () => {
    opened = true;
    resolveGate();
  };
  // Once open, `load` itself: after its first download it answers synchronously (named), so a later render of the
  // part (a static render, a page shown again) does not suspend.
  const gated = () => (opened ? load() : gate.then(load));
  return function LaterPart() {
    // Whether this render takes over a painting: usePainted turns null once hydration is done, the part may not.
    const painted = usePainted() !== null;
    const [hydrating] = useState(painted);
    const box = useRef<HTMLDivElement>(null);
    // Where nothing can tell when it is seen (the build's prerender, tests), it downloads at once.
    if (typeof IntersectionObserver === 'undefined' || (!hydrating && unpainted === 'at-once')) openGate();
    useEffect(() => {
      const el = box.current;
      if (!el || typeof IntersectionObserver === 'undefined') return undefined;
      const settled = setTimeout(openGate, LATER_SETTLE_MS);
      const watcher = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          openGate();
          watcher.disconnect();
        },
        { rootMargin: ahead },
      );
      watcher.observe(el);
      return () => {
        clearTimeout(settled);
        watcher.disconnect();
      };
    }, []);
    // The same element on every render: the render after hydration (usePainted turning null) must not reach the part
    // while it waits for its chunk, or React would drop its painted HTML and show the (empty) fallback instead.
    const part = useMemo(() => <LazyPart load={gated} props={{}} fallback={null} failure={{ inline: true }} />, []);
    return <div ref={box}>{part}</div>;
  };
}

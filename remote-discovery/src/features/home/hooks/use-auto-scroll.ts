import { useEffect, useState, type FocusEvent, type RefObject } from 'react';
import { useReducedMotion } from '@musawo/shared/react';

/** Marks the first element of the second (looping) copy of a strip's items. */
export const LOOP_START_ATTR = 'data-loop-start';

export interface AutoScroll {
  /** False under prefers-reduced-motion: nothing moves and no pause control is needed. */
  canMove: boolean;
  /**
   * True once the moving strip has come within one view of its end: only then does it need the second copy of
   * its items. A visit rarely gets that far (a dozen cards at 0.5 px a frame take over a minute), so the page
   * does not render and lay out every card twice while it starts (and under reduced motion it never does).
   */
  looping: boolean;
  /** The user's own pause (WCAG 2.2.2 Pause, Stop, Hide). */
  userPaused: boolean;
  setUserPaused: (paused: boolean) => void;
  /** Spread on the strip's scroll container: hover, focus within and touch pause the movement. */
  handlers: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (e: FocusEvent<HTMLElement>) => void;
    onTouchStart: () => void;
    onTouchEnd: () => void;
  };
}

/**
 * Calls `start` once the page has loaded and the browser next has idle time (at most 2 s later); answers a
 * cancel function. Where requestIdleCallback is missing (Safari), a short timeout stands in for it.
 */
function whenPageSettled(start: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const afterLoad = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(start, { timeout: 2_000 });
    else timer = setTimeout(start, 200);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', afterLoad);
    if (idle !== undefined && typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Scrolls a strip sideways by `pxPerFrame` on every animation frame (spec §9: 0.5 px specialties, 0.4 px
 * featured), looping seamlessly: the strip holds its items twice, and once the first copy has scrolled by
 * the position jumps back by exactly one copy's width, which looks identical. It stops while hovered, while
 * focus is inside, while touched, while off screen, when the user pauses it, and never starts under
 * prefers-reduced-motion. It starts once the page has settled (whenPageSettled); the second copy is rendered
 * only when the strip comes within one view of its end (`looping`). A hand scroll is respected: the loop
 * carries on from where the user left it.
 */
export function useAutoScroll(ref: RefObject<HTMLElement | null>, pxPerFrame: number, ready: boolean): AutoScroll {
  const reduced = useReducedMotion();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [touched, setTouched] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [onScreen, setOnScreen] = useState(true);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return undefined;
    // No frames at all while the strip is off screen: cheap phones have little CPU to spare.
    const io = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? true));
    io.observe(el);
    return () => io.disconnect();
  }, [ref, ready]);

  // Nothing moves until the page has loaded and the main thread is idle: frames that start while the page is
  // still rendering force a layout each (~80 ms per 200 ms on a slow phone at start-up, issue 11).
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!ready || reduced || settled) return undefined;
    return whenPageSettled(() => setSettled(true));
  }, [ready, reduced, settled]);

  const [copyNeeded, setCopyNeeded] = useState(false);
  const mayMove = ready && settled && !reduced;
  const looping = mayMove && copyNeeded;
  const moving = mayMove && !hovered && !focused && !touched && !userPaused && onScreen;

  useEffect(() => {
    const el = ref.current;
    if (!moving || !el || typeof window.requestAnimationFrame !== 'function') return undefined;
    let pos = el.scrollLeft;
    let frame = 0;
    // Measured on the first frame and again only after the strip changed size: measuring on every frame forced
    // a layout per frame. `period` is one copy's width, known once the looping copy is there; until then
    // `copyFrom` is the position from which the copy is needed (one view before the end).
    let geometry: { period?: number; copyFrom: number } | undefined;
    const measure = () => {
      const loopStart = el.querySelector<HTMLElement>(`[${LOOP_START_ATTR}]`);
      const first = el.firstElementChild?.firstElementChild as HTMLElement | null | undefined;
      if (loopStart && first) return { period: loopStart.offsetLeft - first.offsetLeft, copyFrom: Infinity };
      return { copyFrom: el.scrollWidth - 2 * el.clientWidth };
    };
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => (geometry = undefined));
    resized?.observe(el);
    if (el.firstElementChild) resized?.observe(el.firstElementChild);
    const step = () => {
      // Browsers round scrollLeft; a bigger difference means the user scrolled by hand.
      if (Math.abs(el.scrollLeft - pos) > 1) pos = el.scrollLeft;
      pos += pxPerFrame;
      geometry ??= measure();
      if (geometry.period === undefined) {
        if (pos >= geometry.copyFrom) {
          setCopyNeeded(true);
          // Measured again on the next frames, until the copy is rendered and its period known.
          geometry = undefined;
        }
      } else if (geometry.period > 0 && pos >= geometry.period) pos -= geometry.period;
      el.scrollLeft = pos;
      frame = window.requestAnimationFrame(step);
    };
    frame = window.requestAnimationFrame(step);
    return () => {
      window.cancelAnimationFrame(frame);
      resized?.disconnect();
    };
  }, [moving, pxPerFrame, ref]);

  return {
    canMove: !reduced,
    looping,
    userPaused,
    setUserPaused,
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      },
      onTouchStart: () => setTouched(true),
      onTouchEnd: () => setTouched(false),
    },
  };
}

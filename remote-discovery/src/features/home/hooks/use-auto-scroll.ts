import { useEffect, useState, type FocusEvent, type RefObject } from 'react';
import { useReducedMotion } from '@musawo/shared/react';

/** Marks the first element of the second (looping) copy of a strip's items. */
export const LOOP_START_ATTR = 'data-loop-start';

export interface AutoScroll {
  /** False under prefers-reduced-motion: nothing moves and no pause control is needed. */
  canMove: boolean;
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
 * Scrolls a strip sideways by `pxPerFrame` on every animation frame (spec §9: 0.5 px specialties, 0.4 px
 * featured), looping seamlessly: the strip holds its items twice, and once the first copy has scrolled by
 * the position jumps back by exactly one copy's width, which looks identical. It stops while hovered, while
 * focus is inside, while touched, while off screen, when the user pauses it, and never starts under
 * prefers-reduced-motion. A hand scroll is respected: the loop carries on from where the user left it.
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

  const moving = ready && !reduced && !hovered && !focused && !touched && !userPaused && onScreen;

  useEffect(() => {
    const el = ref.current;
    if (!moving || !el || typeof window.requestAnimationFrame !== 'function') return undefined;
    let pos = el.scrollLeft;
    let frame = 0;
    const period = (): number => {
      const loopStart = el.querySelector<HTMLElement>(`[${LOOP_START_ATTR}]`);
      const first = el.firstElementChild?.firstElementChild as HTMLElement | null | undefined;
      if (loopStart && first) return loopStart.offsetLeft - first.offsetLeft;
      return el.scrollWidth / 2;
    };
    const step = () => {
      // Browsers round scrollLeft; a bigger difference means the user scrolled by hand.
      if (Math.abs(el.scrollLeft - pos) > 1) pos = el.scrollLeft;
      pos += pxPerFrame;
      const p = period();
      if (p > 0 && pos >= p) pos -= p;
      el.scrollLeft = pos;
      frame = window.requestAnimationFrame(step);
    };
    frame = window.requestAnimationFrame(step);
    return () => window.cancelAnimationFrame(frame);
  }, [moving, pxPerFrame, ref]);

  return {
    canMove: !reduced,
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

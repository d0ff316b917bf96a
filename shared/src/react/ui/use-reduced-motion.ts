// The CSS media query stops CSS animations; this hook is for motion driven from JavaScript (the auto-scrolling
// home strips, smooth scrolling on page change), which no stylesheet can stop.
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function getSnapshot(): boolean {
  return typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(QUERY).matches;
}

// On the server we cannot know; assume reduced motion so nothing moves before hydration decides.
const getServerSnapshot = (): boolean => true;

/** True when the user asked the system for reduced motion; follows changes live. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

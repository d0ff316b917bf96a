import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Reveals a long list a step at a time (spec §9: 6 at first, Load More adds 6). After each step, keyboard and
 * screen-reader users land on the first new item instead of being left on a button that may have vanished.
 */
export function useLoadMore<E extends HTMLElement>(total: number, first: number, step: number, listRef: RefObject<E | null>, itemSelector = 'a') {
  const [shown, setShown] = useState(first);
  const focusIndex = useRef<number | null>(null);

  const loadMore = useCallback(() => {
    setShown((s) => {
      focusIndex.current = s;
      return Math.min(s + step, Math.max(total, s));
    });
  }, [step, total]);

  useEffect(() => {
    if (focusIndex.current === null) return;
    const target = listRef.current?.querySelectorAll<HTMLElement>(itemSelector)[focusIndex.current];
    focusIndex.current = null;
    target?.focus();
  }, [shown, listRef, itemSelector]);

  const visible = Math.min(shown, total);
  return { visible, hasMore: visible < total, loadMore };
}

import { useCallback } from 'react';
import { useLocation, useNavigate } from '@musawo/shared/router';

/** Where Back leads when the page was opened directly (a shared link, a new tab): the doctor search. */
const NO_HISTORY_FALLBACK = '/find-doctor';

/**
 * Back one step (spec §2.7), but never out of the site: a page opened from a link has nothing of ours behind
 * it, so Back goes to the doctor search instead. The browser router keeps its entry index in history.state
 * (0 = the first page of this visit); the memory router of tests has none, so its initial entry's key decides.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: unknown } | null)?.idx;
    const hasHistory = typeof idx === 'number' ? idx > 0 : location.key !== 'default';
    if (hasHistory) navigate(-1);
    else navigate(NO_HISTORY_FALLBACK);
  }, [navigate, location.key]);
}

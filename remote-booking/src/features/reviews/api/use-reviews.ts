import { useQuery } from '@musawo/shared/query';
import { REVIEWS_PAGE } from '@musawo/shared/contracts';
import type { Gateway } from '@musawo/shared/runtime';
import { useGateway } from '@musawo/shared/react';

/** Spec §2.7/§9: page 1, 10 per page, by createdAt; asked for only while the dialog is open. */
export function useReviews(doctorId: string, open: boolean) {
  const gateway = useGateway();
  return useQuery({
    queryKey: ['booking', 'reviews', doctorId],
    queryFn: () => gateway.call('Reviews', 'queryReviews', { doctorId, sortBy: REVIEWS_PAGE.sortBy, page: REVIEWS_PAGE.page, limit: REVIEWS_PAGE.limit }),
    enabled: open,
    staleTime: 60_000,
  });
}

/** How many of the newest reviews the doctor page shows on itself (issue 44); the dialog has the rest. */
const FIRST_REVIEWS = 3;

/**
 * The doctor page's first reviews (issue 44): asked for with the doctor (the remote's prefetch, so the server renders
 * them and the browser hydrates them from the page's data), shared by the page's hook and the prefetch.
 */
export function firstReviewsQuery(gateway: Gateway, doctorId: string) {
  return {
    queryKey: ['booking', 'reviews', doctorId, 'first'] as const,
    queryFn: () => gateway.call('Reviews', 'queryReviews', { doctorId, sortBy: REVIEWS_PAGE.sortBy, page: 1, limit: FIRST_REVIEWS }),
    staleTime: 60_000,
  };
}

export function useFirstReviews(doctorId: string) {
  const gateway = useGateway();
  return useQuery({ ...firstReviewsQuery(gateway, doctorId), enabled: doctorId !== '' });
}

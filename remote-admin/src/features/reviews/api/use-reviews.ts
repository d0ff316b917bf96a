import { useQuery } from '@musawo/shared/query';
import { useGateway } from '@musawo/shared/react';
import { useConsoleAction, useConsoleKey } from '../../../shared-ui/console-api';

export type HiddenFilter = 'all' | 'shown' | 'hidden';

/** Reviews whose text or doctor has `query` in it (Moderation/searchReviews), newest first, hidden ones too. */
export function useModeratedReviews(query: string, filter: HiddenFilter) {
  const gateway = useGateway();
  return useQuery({
    queryKey: [...useConsoleKey('reviews'), query, filter],
    queryFn: async () => (await gateway.call('Moderation', 'searchReviews', { query, ...(filter === 'all' ? {} : { hidden: filter === 'hidden' }) })).results,
  });
}

/** Hide or restore a review. */
export function useReviewAction() {
  const gateway = useGateway();
  return useConsoleAction('reviews', async (action: { type: 'hide' | 'restore'; reviewId: string; reason: string }) =>
    (await gateway.call('Moderation', action.type === 'hide' ? 'hideReview' : 'restoreReview', { reviewId: action.reviewId, reason: action.reason })).results,
  );
}

import { useMutation, useQuery, useQueryClient } from '@musawo/shared/query';
import { useGateway, useSession } from '@musawo/shared/react';

export type HiddenFilter = 'all' | 'shown' | 'hidden';

const useReviewsKey = () => ['admin', useSession()?.user.id ?? '', 'reviews'];

/** Reviews whose text or doctor has `query` in it (Moderation/searchReviews), newest first, hidden ones too. */
export function useModeratedReviews(query: string, filter: HiddenFilter) {
  const gateway = useGateway();
  const key = useReviewsKey();
  return useQuery({
    queryKey: [...key, query, filter],
    queryFn: async () => (await gateway.call('Moderation', 'searchReviews', { query, ...(filter === 'all' ? {} : { hidden: filter === 'hidden' }) })).results,
  });
}

/** Hide or restore a review; the list and the activity are read again. */
export function useReviewAction() {
  const gateway = useGateway();
  const key = useReviewsKey();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: { type: 'hide' | 'restore'; reviewId: string; reason: string }) =>
      (await gateway.call('Moderation', action.type === 'hide' ? 'hideReview' : 'restoreReview', { reviewId: action.reviewId, reason: action.reason })).results,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: ['admin', key[1], 'activity'] });
    },
  });
}

import { useQuery } from '@musawo/shared/query';
import { REVIEWS_PAGE } from '@musawo/shared/contracts';
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

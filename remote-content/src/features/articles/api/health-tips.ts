import { useQuery, useQueryClient } from '@musawo/shared/query';
import { ARTICLES, type HealthTip } from '@musawo/shared/contracts';
import { useGateway } from '@musawo/shared/react';

/** The queries' keys: the remote's head() reads what the pages' hooks (or the server's prefetch) put there (issue 44). */
export const tipsKey = ['healthTips', 'list', ARTICLES.fetchLimit] as const;
export const tipKey = (id: string) => ['healthTips', 'tip', id] as const;

/** Spec §7/§9: every tip at once (limit 100, newest first); the page reveals them six at a time. */
export function useHealthTips() {
  const gateway = useGateway();
  return useQuery({
    queryKey: tipsKey,
    queryFn: async () => (await gateway.call('healthTips', 'queryTips', { sortBy: 'createdAt:desc', limit: ARTICLES.fetchLimit })).results,
  });
}

/**
 * One tip. Opened from the grid, the list already holds it, so the page shows at once (no skeleton on 3G)
 * while the full record is fetched behind it.
 */
export function useHealthTip(tipId: string) {
  const gateway = useGateway();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: tipKey(tipId),
    queryFn: async () => (await gateway.call('healthTips', 'getTipById', { tipId })).results,
    placeholderData: () => queryClient.getQueryData<HealthTip[]>(tipsKey)?.find((t) => t.id === tipId),
  });
}

/** The server answers 404 for an unknown tip and 400 for an id it cannot read: both mean "no such tip" here. */
export function isNotFound(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 || status === 400;
}

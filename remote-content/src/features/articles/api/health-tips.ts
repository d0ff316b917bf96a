import { useQuery, useQueryClient } from '@musawo/shared/query';
import { ARTICLES, type HealthTip } from '@musawo/shared/contracts';
import { useGateway } from '@musawo/shared/react';
import type { Gateway } from '@musawo/shared/runtime';

/** The queries' keys: the remote's head() reads what the pages' hooks (or the server's prefetch) put there (issue 44). */
export const tipsKey = ['healthTips', 'list', ARTICLES.fetchLimit] as const;
export const tipKey = (id: string) => ['healthTips', 'tip', id] as const;

/** The tips query of /articles, shared by the page's hook and the remote's prefetch (same key, same call). */
export function tipsQuery(gateway: Gateway) {
  return {
    queryKey: tipsKey,
    queryFn: async () => (await gateway.call('healthTips', 'queryTips', { sortBy: 'createdAt:desc', limit: ARTICLES.fetchLimit })).results,
  };
}

/** The query of one tip (/articles/:id), shared by the page's hook and the remote's prefetch. */
export function tipQuery(gateway: Gateway, tipId: string) {
  return {
    queryKey: tipKey(tipId),
    queryFn: async () => (await gateway.call('healthTips', 'getTipById', { tipId })).results,
  };
}

/** Spec §7/§9: every tip at once (limit 100, newest first); the page reveals them six at a time. */
export function useHealthTips() {
  const gateway = useGateway();
  return useQuery(tipsQuery(gateway));
}

/**
 * One tip. Opened from the grid, the list already holds it, so the page shows at once (no skeleton on 3G)
 * while the full record is fetched behind it.
 */
export function useHealthTip(tipId: string) {
  const gateway = useGateway();
  const queryClient = useQueryClient();
  return useQuery({
    ...tipQuery(gateway, tipId),
    placeholderData: () => queryClient.getQueryData<HealthTip[]>(tipsKey)?.find((t) => t.id === tipId),
  });
}

/** The server answers 404 for an unknown tip and 400 for an id it cannot read: both mean "no such tip" here. */
export function isNotFound(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 404 || status === 400;
}

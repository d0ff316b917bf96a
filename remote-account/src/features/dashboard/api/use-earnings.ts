import { useMutation, useQuery, useQueryClient } from '@musawo/shared/query';
import type { Payout } from '@musawo/shared/contracts';
import { useGateway } from '@musawo/shared/react';
import { useAccountKey } from '../../../shared-ui/account-query';

/** How often a withdrawal on its way is checked (the server asks the provider when a check is due). */
export const PAYOUT_POLL_MS = 2_000;

/** Issue 47: the doctor's earnings and what can be withdrawn (Payout/earnings). */
export function useEarnings() {
  const gateway = useGateway();
  const key = useAccountKey();
  return useQuery({ queryKey: key('earnings'), queryFn: async () => (await gateway.call('Payout', 'earnings', {})).results });
}

export function useWithdraw() {
  const gateway = useGateway();
  const key = useAccountKey();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { amount: number; provider: Payout['provider']; idempotencyKey: string }) => (await gateway.call('Payout', 'withdraw', input)).results,
    onSettled: () => {
      for (const part of ['earnings', 'overview', 'transactions']) void queryClient.invalidateQueries({ queryKey: key(part) });
    },
  });
}

/** Follows one withdrawal until the provider settles it. */
export function usePayoutStatus(payout: Payout | undefined) {
  const gateway = useGateway();
  const key = useAccountKey();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: key('payout', payout?.id ?? 'none'),
    enabled: payout !== undefined && payout.status === 'PENDING',
    initialData: payout,
    queryFn: async () => {
      const results = (await gateway.call('Payout', 'status', { payoutId: payout?.id ?? '' })).results;
      if (results.status !== 'PENDING') for (const part of ['earnings', 'overview', 'transactions']) void queryClient.invalidateQueries({ queryKey: key(part) });
      return results;
    },
    refetchInterval: (q) => (q.state.data?.status === 'PENDING' ? PAYOUT_POLL_MS : false),
  });
}

export function useStatement() {
  const gateway = useGateway();
  return useMutation({ mutationFn: async (month: string) => (await gateway.call('Payout', 'statement', { month })).results });
}

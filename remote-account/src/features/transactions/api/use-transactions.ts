import { useQuery, useQueryClient } from '@musawo/shared/query';
import type { Transaction } from '@musawo/shared/contracts';
import { useBusEvent, useGateway } from '@musawo/shared/react';
import { useAccountKey } from '../../../shared-ui/account-query';

/** Spec §7: all of the user's transactions at once; the page shows them 5 at a time. */
export function useTransactions() {
  const gateway = useGateway();
  const key = useAccountKey();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key('transactions') });
  // A refund, a payout or a top-up adds a row.
  useBusEvent('wallet:balance-changed', refresh);
  useBusEvent('appointment:status-changed', refresh);
  return useQuery({
    queryKey: key('transactions', 'list'),
    queryFn: async () => (await gateway.call('Transaction', 'queryUserTransactions', {})).results,
  });
}

/** One transaction, shown at once from the row it was opened from while the full record loads. */
export function useTransaction(row: Transaction | null) {
  const gateway = useGateway();
  const key = useAccountKey();
  const transactionId = row?.id ?? '';
  return useQuery({
    queryKey: key('transactions', 'detail', transactionId),
    queryFn: async () => (await gateway.call('Transaction', 'queryTransactionDetail', { transactionId })).results,
    enabled: Boolean(row),
    placeholderData: row ?? undefined,
  });
}

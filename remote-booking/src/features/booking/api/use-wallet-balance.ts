import { useQuery, useQueryClient } from '@musawo/shared/query';
import { useBusEvent, useGateway } from '@musawo/shared/react';

const walletBalanceKey = (userId: string | null) => ['booking', 'wallet-balance', userId] as const;

/**
 * The patient's wallet balance shown before confirming (Wallet/viewWalletBalance). Asked for only when a patient
 * is signed in, and asked again whenever the bus says the balance changed (a top-up elsewhere, a booking here).
 */
export function useWalletBalance(userId: string | null, enabled: boolean) {
  const gateway = useGateway();
  const queryClient = useQueryClient();
  useBusEvent('wallet:balance-changed', () => void queryClient.invalidateQueries({ queryKey: ['booking', 'wallet-balance'] }));
  return useQuery({
    queryKey: walletBalanceKey(userId),
    queryFn: async () => (await gateway.call('Wallet', 'viewWalletBalance', {})).results,
    enabled: enabled && userId !== null,
  });
}

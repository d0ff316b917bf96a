import { useMutation, useQuery, useQueryClient } from '@musawo/shared/query';
import type { PaymentProblem } from '@musawo/shared/contracts';
import { useGateway, useSession } from '@musawo/shared/react';

const usePaymentsKey = () => ['admin', useSession()?.user.id ?? '', 'payments'];

/** Failed, expired and pending top-ups and payouts (Payments/list), newest first. */
export function usePaymentProblems() {
  const gateway = useGateway();
  const key = usePaymentsKey();
  return useQuery({ queryKey: key, queryFn: async () => (await gateway.call('Payments', 'list', {})).results });
}

/** "Check again", approve and decline: each answers the record as it stands after; the list is read again. */
export function usePaymentAction() {
  const gateway = useGateway();
  const key = usePaymentsKey();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: { type: 'check'; row: PaymentProblem } | { type: 'approve'; row: PaymentProblem } | { type: 'decline'; row: PaymentProblem; reason: string }) => {
      if (action.type === 'check') return (await gateway.call('Payments', 'checkAgain', { kind: action.row.kind, id: action.row.id })).results;
      if (action.type === 'approve') return (await gateway.call('Payments', 'approvePayout', { payoutId: action.row.id })).results;
      return (await gateway.call('Payments', 'declinePayout', { payoutId: action.row.id, reason: action.reason })).results;
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}

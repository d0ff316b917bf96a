import { useQuery } from '@musawo/shared/query';
import type { PaymentProblem } from '@musawo/shared/contracts';
import { useGateway } from '@musawo/shared/react';
import { useConsoleAction, useConsoleKey } from '../../../shared-ui/console-api';

/** Failed, expired and pending top-ups and payouts (Payments/list), newest first. */
export function usePaymentProblems() {
  const gateway = useGateway();
  return useQuery({ queryKey: useConsoleKey('payments'), queryFn: async () => (await gateway.call('Payments', 'list', {})).results });
}

/** "Check again", approve and decline: each answers the record as it stands after; the list is read again. */
export function usePaymentAction() {
  const gateway = useGateway();
  return useConsoleAction('payments', async (action: { type: 'check'; row: PaymentProblem } | { type: 'approve'; row: PaymentProblem } | { type: 'decline'; row: PaymentProblem; reason: string }) => {
    if (action.type === 'check') return (await gateway.call('Payments', 'checkAgain', { kind: action.row.kind, id: action.row.id })).results;
    if (action.type === 'approve') return (await gateway.call('Payments', 'approvePayout', { payoutId: action.row.id })).results;
    return (await gateway.call('Payments', 'declinePayout', { payoutId: action.row.id, reason: action.reason })).results;
  });
}

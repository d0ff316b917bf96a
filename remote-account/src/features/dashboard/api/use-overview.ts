import { useQuery, useQueryClient } from '@musawo/shared/query';
import { useBusEvent, useGateway } from '@musawo/shared/react';
import { useAccountKey } from '../../../shared-ui/account-query';

/** Spec §3 Overview: counts, balance and recent activity, from Transaction/userOverview. */
export function useOverview() {
  const gateway = useGateway();
  const key = useAccountKey();
  return useQuery({
    queryKey: key('overview'),
    queryFn: async () => (await gateway.call('Transaction', 'userOverview', {})).results,
  });
}

/**
 * DESIGN §3: the overview follows what happens while it is on screen (an action on an appointment, a finished top-up)
 * through the bus. A booking on /doctor/:id, made while it is not mounted, invalidates its key instead
 * (staleAfterAppointmentChange in @musawo/shared/query-keys).
 */
export function useOverviewFollowsEvents(): void {
  const queryClient = useQueryClient();
  const key = useAccountKey();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: key('overview') });
  useBusEvent('appointment:status-changed', refresh);
  useBusEvent('wallet:balance-changed', refresh);
}

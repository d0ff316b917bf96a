import { useQuery } from '@musawo/shared/query';
import { useGateway } from '@musawo/shared/react';
import { useConsoleAction, useConsoleKey } from '../../../shared-ui/console-api';

export type SuspendedFilter = 'all' | 'listed' | 'suspended';

/** Doctors whose name, email or phone has `query` in it (Moderation/searchDoctors), suspended ones too. */
export function useOperatorDoctors(query: string, filter: SuspendedFilter) {
  const gateway = useGateway();
  return useQuery({
    queryKey: [...useConsoleKey('doctors'), query, filter],
    queryFn: async () => (await gateway.call('Moderation', 'searchDoctors', { query, ...(filter === 'all' ? {} : { suspended: filter === 'suspended' }) })).results,
  });
}

/** Suspend (answering the appointments it cancelled and refunded) or reinstate. */
export function useDoctorAction() {
  const gateway = useGateway();
  return useConsoleAction('doctors', async (action: { type: 'suspend' | 'reinstate'; doctorId: string; reason: string }) => {
    if (action.type === 'suspend') {
      const res = await gateway.call('Moderation', 'suspendDoctor', { doctorId: action.doctorId, reason: action.reason });
      return { doctor: res.results, cancelled: res.cancelledAppointments, refunded: res.refunded };
    }
    return { doctor: (await gateway.call('Moderation', 'reinstateDoctor', { doctorId: action.doctorId, reason: action.reason })).results, cancelled: 0, refunded: 0 };
  });
}

import { useQuery } from '@musawo/shared/query';
import { useGateway } from '@musawo/shared/react';
import { useConsoleAction, useConsoleKey } from '../../../shared-ui/console-api';

export type SuspendedFilter = 'all' | 'listed' | 'suspended';

/**
 * One page (20, by name) of the doctors whose name, email or phone has `query` in it (Moderation/searchDoctors),
 * suspended ones too; `cursor` is the page before's `nextCursor` (none: the first page).
 */
export function useOperatorDoctors(query: string, filter: SuspendedFilter, cursor: string | undefined) {
  const gateway = useGateway();
  return useQuery({
    queryKey: [...useConsoleKey('doctors'), query, filter, cursor ?? ''],
    queryFn: () => gateway.call('Moderation', 'searchDoctors', { query, ...(filter === 'all' ? {} : { suspended: filter === 'suspended' }), ...(cursor === undefined ? {} : { cursor }) }),
  });
}

/** Suspend (answering the appointments it cancelled and refunded), reinstate, or record a renewed licence (ADR 209). */
export function useDoctorAction() {
  const gateway = useGateway();
  return useConsoleAction('doctors', async (action: { type: 'suspend' | 'reinstate'; doctorId: string; reason: string } | { type: 'renew'; doctorId: string; reason: string; licenceExpiresOn: string }) => {
    if (action.type === 'renew') {
      return { doctor: (await gateway.call('Moderation', 'renewLicence', { doctorId: action.doctorId, licenceExpiresOn: action.licenceExpiresOn, reason: action.reason })).results, cancelled: 0, refunded: 0 };
    }
    if (action.type === 'suspend') {
      const res = await gateway.call('Moderation', 'suspendDoctor', { doctorId: action.doctorId, reason: action.reason });
      return { doctor: res.results, cancelled: res.cancelledAppointments, refunded: res.refunded };
    }
    return { doctor: (await gateway.call('Moderation', 'reinstateDoctor', { doctorId: action.doctorId, reason: action.reason })).results, cancelled: 0, refunded: 0 };
  });
}

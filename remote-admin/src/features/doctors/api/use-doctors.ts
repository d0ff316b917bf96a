import { useMutation, useQuery, useQueryClient } from '@musawo/shared/query';
import { useGateway, useSession } from '@musawo/shared/react';

export type SuspendedFilter = 'all' | 'listed' | 'suspended';

const useDoctorsKey = () => ['admin', useSession()?.user.id ?? '', 'doctors'];

/** Doctors whose name, email or phone has `query` in it (Moderation/searchDoctors), suspended ones too. */
export function useOperatorDoctors(query: string, filter: SuspendedFilter) {
  const gateway = useGateway();
  const key = useDoctorsKey();
  return useQuery({
    queryKey: [...key, query, filter],
    queryFn: async () => (await gateway.call('Moderation', 'searchDoctors', { query, ...(filter === 'all' ? {} : { suspended: filter === 'suspended' }) })).results,
  });
}

/** Suspend (with the appointments it cancelled and refunded) or reinstate; the lists and the activity are read again. */
export function useDoctorAction() {
  const gateway = useGateway();
  const key = useDoctorsKey();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: { type: 'suspend' | 'reinstate'; doctorId: string; reason: string }) => {
      if (action.type === 'suspend') {
        const res = await gateway.call('Moderation', 'suspendDoctor', { doctorId: action.doctorId, reason: action.reason });
        return { doctor: res.results, cancelled: res.cancelledAppointments, refunded: res.refunded };
      }
      return { doctor: (await gateway.call('Moderation', 'reinstateDoctor', { doctorId: action.doctorId, reason: action.reason })).results, cancelled: 0, refunded: 0 };
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: key });
      void queryClient.invalidateQueries({ queryKey: ['admin', key[1], 'activity'] });
    },
  });
}

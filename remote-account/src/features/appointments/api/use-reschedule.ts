import { useMutation, useQuery, useQueryClient } from '@musawo/shared/query';
import type { Appointment } from '@musawo/shared/contracts';
import { notify, useBus, useGateway } from '@musawo/shared/react';
import { useAccountKey } from '../../../shared-ui/account-query';
import { useT } from '../../../i18n';

/** The doctor's weekly hours (doctor/getDoctor is public), to offer only days and times they work. */
export function useDoctorHours(doctorId: string, enabled: boolean) {
  const gateway = useGateway();
  const key = useAccountKey();
  return useQuery({
    queryKey: key('reschedule', 'doctor-hours', doctorId),
    queryFn: async () => (await gateway.call('doctor', 'getDoctor', { doctorId })).results.availability,
    enabled,
    staleTime: 60_000,
  });
}

/** Times already taken on a date (doctor/bookedTimes), so they are not offered. Fresh for 30 s: others book too. */
export function useTakenTimes(doctorId: string, date: string | null) {
  const gateway = useGateway();
  const key = useAccountKey();
  return useQuery({
    queryKey: key('reschedule', 'booked-times', doctorId, date ?? ''),
    queryFn: async (): Promise<string[]> => (await gateway.call('doctor', 'bookedTimes', { doctorId, date: date ?? '' })).results,
    enabled: date !== null,
    staleTime: 30_000,
  });
}

export interface RescheduleRequest {
  /** Kampala `yyyy-MM-dd`. */
  date: string;
  time: string;
}

/**
 * Moves the appointment (appointment/rescheduleAppointment). On success the details show the new time and the
 * PENDING status, and the rest of the site hears of it; an error stays in the dialog so another time can be chosen.
 */
export function useReschedule(appointmentId: string) {
  const t = useT();
  const gateway = useGateway();
  const bus = useBus();
  const queryClient = useQueryClient();
  const key = useAccountKey();
  return useMutation({
    mutationFn: ({ date, time }: RescheduleRequest) => gateway.call('appointment', 'rescheduleAppointment', { appointmentId, appointment_date: date, appointment_time: time }),
    onSuccess: (answer) => {
      if (answer.results) queryClient.setQueryData<Appointment>(key('appointments', 'detail', appointmentId), answer.results);
      void queryClient.invalidateQueries({ queryKey: key('appointments') });
      notify.success(t.t('toast.rescheduled'), t.t('toast.doctorWillConfirm'));
      bus.publish('appointment:status-changed', { appointmentId, status: 'PENDING' });
    },
    onError: () => {
      // The slot may have just been taken: show what is free now.
      void queryClient.invalidateQueries({ queryKey: key('reschedule', 'booked-times') });
    },
  });
}

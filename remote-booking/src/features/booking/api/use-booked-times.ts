import { useQuery } from '@musawo/shared/query';
import { useGateway } from '@musawo/shared/react';

export const bookedTimesKey = (doctorId: string, date: string | null) => ['booking', 'booked-times', doctorId, date] as const;

/** Times already taken on a date (doctor/bookedTimes), so they are not offered. Fresh for 30 s: others book too. */
export function useBookedTimes(doctorId: string, date: string | null) {
  const gateway = useGateway();
  return useQuery({
    queryKey: bookedTimesKey(doctorId, date),
    queryFn: async (): Promise<string[]> => (await gateway.call('doctor', 'bookedTimes', { doctorId, date: date ?? '' })).results,
    enabled: date !== null,
    staleTime: 30_000,
  });
}

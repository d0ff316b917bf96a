import { useQuery } from '@musawo/shared/query';
import { useGateway } from '@musawo/shared/react';
import type { Specialty } from '@musawo/shared/contracts';

/** Spec §7: the list is cached as ALL_SPECIALTIES; one key for the whole remote so every screen shares it. */
const SPECIALTIES_QUERY_KEY = ['specialties'] as const;

/** Specialties change rarely: keep them fresh for the whole 5-minute cache instead of refetching per screen. */
const SPECIALTIES_STALE_MS = 5 * 60_000;

export function useSpecialties() {
  const gateway = useGateway();
  return useQuery({
    queryKey: SPECIALTIES_QUERY_KEY,
    queryFn: async (): Promise<Specialty[]> => (await gateway.call('Specialities', 'queryAllSpecialityNoAuth', {})).results,
    staleTime: SPECIALTIES_STALE_MS,
  });
}

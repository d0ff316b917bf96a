import { useQuery } from '@musawo/shared/query';
import { DEFAULT_CURRENCY, type Doctor } from '@musawo/shared/contracts';
import type { Gateway } from '@musawo/shared/runtime';
import { useGateway } from '@musawo/shared/react';

/** The doctor query's key: head() reads what prefetch put there (issue 44). */
export const doctorQueryKey = (doctorId: string) => ['booking', 'doctor', doctorId, DEFAULT_CURRENCY] as const;

/** The doctor query of /doctor/:id, shared by the page's hook and the remote's prefetch (same key, same call). */
export function doctorQuery(gateway: Gateway, doctorId: string) {
  return {
    queryKey: doctorQueryKey(doctorId),
    queryFn: async (): Promise<Doctor> => (await gateway.call('doctor', 'getDoctor', { doctorId, currency: DEFAULT_CURRENCY })).results,
    staleTime: 60_000,
  };
}

/**
 * The doctor of /doctor/:id (spec §7 doctor/getDoctor). Always in UGX (DESIGN §7): the fee is shown as UGX and
 * compared with the wallet, which is kept in UGX, so a profile in another currency would mislead.
 */
export function useDoctor(doctorId: string) {
  const gateway = useGateway();
  return useQuery({ ...doctorQuery(gateway, doctorId), enabled: doctorId !== '' });
}

import { useQuery } from '@musawo/shared/query';
import type { LandingPair } from '@musawo/shared/contracts';
import { useGateway } from '@musawo/shared/react';

/** The districts that have doctors of each specialty (issue 44): the specialties page links their landing pages. */
export function useLandingPairs() {
  const gateway = useGateway();
  return useQuery({
    queryKey: ['doctors', 'landing-pages'],
    queryFn: async (): Promise<LandingPair[]> => (await gateway.call('doctor', 'landingPages', {})).results,
    staleTime: 5 * 60_000,
  });
}

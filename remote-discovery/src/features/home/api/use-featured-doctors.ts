import { useQuery } from '@musawo/shared/query';
import { DEFAULT_CURRENCY, FEATURED_DOCTORS_LIMIT, type Doctor } from '@musawo/shared/contracts';
import { useGateway, useSession } from '@musawo/shared/react';
import type { Gateway } from '@musawo/shared/runtime';

/** The featured doctors of the home page. */
function featuredDoctorsQuery(gateway: Gateway, currency: string) {
  return {
    queryKey: ['doctors', 'featured', currency],
    queryFn: async (): Promise<Doctor[]> =>
      (await gateway.call('doctor', 'featuredDoctors', { sortBy: 'rating:desc', page: 1, limit: FEATURED_DOCTORS_LIMIT, currency })).results,
  };
}

/** Spec §7: 8 doctors by rating; DESIGN §7: in the user's currency or UGX (never the spec's USD default). */
export function useFeaturedDoctors() {
  const gateway = useGateway();
  const currency = useSession()?.user.currency || DEFAULT_CURRENCY;
  return useQuery(featuredDoctorsQuery(gateway, currency));
}

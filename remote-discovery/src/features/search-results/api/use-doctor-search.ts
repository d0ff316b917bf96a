import { useQuery } from '@musawo/shared/query';
import { DEFAULT_CURRENCY, PRICE_FILTER, SEARCH_PAGE_SIZE, type RpcInput } from '@musawo/shared/contracts';
import { useGateway, useSession } from '@musawo/shared/react';
import type { Gateway } from '@musawo/shared/runtime';
import { hasLocation } from '../../../shared-ui/search-url';
import type { SearchState } from '../hooks/use-search-state';

export type DoctorSearchInput = RpcInput<'doctor', 'searchDoctorsByLocation'>;

/**
 * The searchDoctorsByLocation payload (spec §7). The full price range sends no price filter at all, and the
 * server reads the slider's top (100,000) as "and above", so doctors dearer than 100,000 UGX are never hidden
 * by a default. DESIGN §7: the currency is the user's or UGX, never the spec's USD default.
 */
function doctorSearchInput(s: SearchState, currency: string): DoctorSearchInput {
  const [min, max] = s.price;
  const priceFiltered = min !== PRICE_FILTER.min || max !== PRICE_FILTER.max;
  const location = hasLocation(s.location) ? s.location : null;
  return {
    searchParams: {
      location: location ? JSON.stringify(location) : undefined,
      specialty: s.specialty ? JSON.stringify(s.specialty) : undefined,
      page: String(s.page),
      limit: String(SEARCH_PAGE_SIZE),
    },
    filters: {
      rating: s.rating,
      price: priceFiltered ? [min, max] : undefined,
      location,
      tags: s.tags,
    },
    currency,
  };
}

/** The search of /search-results, shared by the page's hook and the remote's prefetch (same key, same call). */
export function doctorSearchQuery(gateway: Gateway, state: SearchState, currency: string) {
  const input = doctorSearchInput(state, currency);
  return {
    queryKey: ['doctors', 'search', input],
    queryFn: async () => (await gateway.call('doctor', 'searchDoctorsByLocation', input)).results,
  };
}

export function useDoctorSearch(state: SearchState) {
  const gateway = useGateway();
  const currency = useSession()?.user.currency || DEFAULT_CURRENCY;
  return useQuery(doctorSearchQuery(gateway, state, currency));
}

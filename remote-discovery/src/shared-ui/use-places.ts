import { useCallback } from 'react';
import { keepPreviousData, useQuery } from '@musawo/shared/query';
import { useGateway } from '@musawo/shared/react';
import type { Place } from '@musawo/shared/contracts';

/** Fewer letters than this match half the country: not worth a request on 3G. */
export const PLACE_QUERY_MIN_CHARS = 2;
const PLACE_SUGGESTIONS_LIMIT = 6;

/** Suggestions for an (already debounced) query; the previous list stays while the next one loads. */
export function usePlaceSuggestions(query: string) {
  const gateway = useGateway();
  const q = query.trim();
  return useQuery({
    queryKey: ['places', 'autocomplete', q.toLowerCase()],
    queryFn: async (): Promise<Place[]> => (await gateway.call('places', 'autocomplete', { query: q, limit: PLACE_SUGGESTIONS_LIMIT })).results,
    enabled: q.length >= PLACE_QUERY_MIN_CHARS,
    placeholderData: keepPreviousData,
    staleTime: 10 * 60_000,
    // A suggestion list that failed is not worth three retries while the user types: the next key press asks again.
    retry: false,
  });
}

/**
 * Spec §5: picking a place geocodes its address to lat/lng, and a failure is only logged. Resolves to null
 * on failure so the caller keeps what it had; console.warn, not console.error: it is not an application error.
 */
export function useGeocode(): (address: string) => Promise<Pick<Place, 'lat' | 'lng'> | null> {
  const gateway = useGateway();
  return useCallback(
    async (address: string) => {
      try {
        const { results } = await gateway.call('places', 'geocode', { address });
        if (!results) console.warn(`Geocoding found no match for "${address}"`);
        return results ? { lat: results.lat, lng: results.lng } : null;
      } catch (error) {
        console.warn(`Geocoding "${address}" failed:`, error instanceof Error ? error.message : error);
        return null;
      }
    },
    [gateway],
  );
}

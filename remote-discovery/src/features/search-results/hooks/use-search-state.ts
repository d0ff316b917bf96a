import { useSearchParams } from '@musawo/shared/router';
import { PRICE_FILTER, RATING_FILTER, type Location, type Specialty } from '@musawo/shared/contracts';
import { parseLocation, parseSpecialty, parseSymptoms } from '../../../shared-ui/search-url';

/** Everything the results depend on. It all lives in the URL, so a search can be shared, reloaded and Back-ed. */
export interface SearchState {
  location: Location;
  specialty: Specialty | null;
  /** The symptoms of the link, which are the filter tags (spec §2.5: "the active filter tags"). */
  tags: string[];
  rating: number;
  price: [number, number];
  page: number;
}

export type FilterValues = Pick<SearchState, 'location' | 'specialty' | 'tags' | 'rating' | 'price'>;

export const FULL_PRICE_RANGE: [number, number] = [PRICE_FILTER.min, PRICE_FILTER.max];

const snap = (value: number, step: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value / step) * step));

/** Spec §5: 0 to 5 in steps of 0.5, default 0. Anything else in a hand-edited URL is brought into range. */
export function parseRating(raw: string | null): number {
  const n = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return Number.isFinite(n) ? snap(n, RATING_FILTER.step, RATING_FILTER.min, RATING_FILTER.max) : RATING_FILTER.default;
}

/** Spec §5: 0 to 100,000 UGX in steps of 5,000, default the full range; min never above max. */
export function parsePrice(minRaw: string | null, maxRaw: string | null): [number, number] {
  const read = (raw: string | null, fallback: number) => {
    const n = raw === null || raw.trim() === '' ? NaN : Number(raw);
    return Number.isFinite(n) ? snap(n, PRICE_FILTER.step, PRICE_FILTER.min, PRICE_FILTER.max) : fallback;
  };
  const min = read(minRaw, PRICE_FILTER.min);
  const max = read(maxRaw, PRICE_FILTER.max);
  return min <= max ? [min, max] : [max, min];
}

function parsePage(raw: string | null): number {
  const n = raw ? Number(raw) : 1;
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The search state a results URL's query names (also the remote's prefetch, for the server's render). */
export function parseSearchState(params: URLSearchParams): SearchState {
  return {
    location: parseLocation(params.get('location')),
    specialty: parseSpecialty(params.get('specialty')),
    tags: parseSymptoms(params.get('symptoms')),
    rating: parseRating(params.get('rating')),
    price: parsePrice(params.get('minPrice'), params.get('maxPrice')),
    page: parsePage(params.get('page')),
  };
}

/** The URL for a state; defaults are left out so links stay short. */
function searchStateParams(s: SearchState): URLSearchParams {
  const p = new URLSearchParams();
  if (s.specialty) p.set('specialty', JSON.stringify(s.specialty));
  p.set('location', JSON.stringify(s.location));
  p.set('symptoms', s.tags.join(','));
  if (s.rating !== RATING_FILTER.default) p.set('rating', String(s.rating));
  if (s.price[0] !== PRICE_FILTER.min) p.set('minPrice', String(s.price[0]));
  if (s.price[1] !== PRICE_FILTER.max) p.set('maxPrice', String(s.price[1]));
  if (s.page > 1) p.set('page', String(s.page));
  return p;
}

function sameFilters(a: FilterValues, b: FilterValues): boolean {
  return (
    JSON.stringify([a.location, a.specialty, a.tags, a.rating, a.price]) === JSON.stringify([b.location, b.specialty, b.tags, b.rating, b.price])
  );
}

/**
 * The search state from the URL, and the two ways to change it. Both push a history entry, so Back undoes
 * a filter or a page change; changing filters starts again at page 1 (spec §2.5).
 */
export function useSearchState() {
  const [params, setParams] = useSearchParams();
  const state = parseSearchState(params);
  return {
    state,
    applyFilters: (filters: FilterValues) => {
      if (sameFilters(filters, state)) return;
      setParams(searchStateParams({ ...state, ...filters, page: 1 }));
    },
    setPage: (page: number) => setParams(searchStateParams({ ...state, page })),
  };
}

// The /search-results URL is the contract between the pages that send users there (home search, specialties,
// the wizard) and the results page (spec §2.5): location is JSON {address, lat, lng}, specialty is the whole
// specialty as JSON, symptoms are the tags joined by commas. Links are shared and bookmarked, so parsing
// never throws: anything unreadable falls back to "no location" / "no specialty". A `location` that is not JSON is
// the place as typed into the home search's plain form (ADR 336).
import type { Location, Specialty } from '@musawo/shared/contracts';

export const EMPTY_LOCATION: Location = { address: '', lat: '', lng: '' };

export interface SearchRequest {
  location: Location;
  specialty: Specialty | null;
  symptoms: string[];
}

function searchResultsParams({ location, specialty, symptoms }: SearchRequest): URLSearchParams {
  const params = new URLSearchParams();
  // The spec's fields only: the names and words in other languages (issue 50) stay out of shared links.
  if (specialty) params.set('specialty', JSON.stringify({ id: specialty.id, speciality_name: specialty.speciality_name, image: specialty.image, tags: specialty.tags }));
  params.set('location', JSON.stringify(location));
  params.set('symptoms', symptoms.join(','));
  return params;
}

export function searchResultsHref(request: SearchRequest): string {
  return `/search-results?${searchResultsParams(request).toString()}`;
}

function parseJson(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function coordinate(v: unknown): number | '' {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return '';
}

/** The longest place name taken from a typed `location` (a place is a few words; a link may carry anything). */
const MAX_TYPED_ADDRESS = 200;

export function parseLocation(raw: string | null): Location {
  const v = parseJson(raw);
  if (!isRecord(v)) {
    // The home search submitted before the scripts (a plain GET form, ADR 336) sends the place as typed.
    const typed = raw !== null && !raw.trimStart().startsWith('{') ? raw.trim().slice(0, MAX_TYPED_ADDRESS) : '';
    return typed === '' ? EMPTY_LOCATION : { address: typed, lat: '', lng: '' };
  }
  return {
    address: typeof v.address === 'string' ? v.address.trim() : '',
    lat: coordinate(v.lat),
    lng: coordinate(v.lng),
  };
}

export function parseSpecialty(raw: string | null): Specialty | null {
  const v = parseJson(raw);
  if (!isRecord(v) || typeof v.speciality_name !== 'string' || v.speciality_name.trim() === '') return null;
  return {
    id: typeof v.id === 'string' || typeof v.id === 'number' ? String(v.id) : '',
    speciality_name: v.speciality_name,
    image: typeof v.image === 'string' ? v.image : '',
    tags: Array.isArray(v.tags) ? v.tags.filter((t): t is string => typeof t === 'string') : [],
  };
}

export function parseSymptoms(raw: string | null): string[] {
  if (!raw) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of raw.split(',')) {
    const tag = part.trim();
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      out.push(tag);
    }
  }
  return out;
}

export function hasLocation(location: Location): boolean {
  return location.address.trim() !== '' || (location.lat !== '' && location.lng !== '');
}

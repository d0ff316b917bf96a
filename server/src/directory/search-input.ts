// The search-results page sends its location and specialty as JSON strings (spec §2.5, §7). Turning them into
// typed values here keeps a malformed one a 400 that says which parameter and what shape is expected.
import { badInput } from '../errors';
import type { LatLng } from './geo';

export interface PlaceInput {
  address: string;
  point?: LatLng;
}

export interface SpecialtyRef {
  id?: string;
  name?: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** undefined for a missing or empty parameter; a 400 for text that is not JSON. */
export function parseJsonParam(raw: string | undefined, field: string, example: string): unknown {
  if (raw === undefined || raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw badInput(`${field} is not valid JSON. Send it like ${example}.`, field);
  }
}

function coordinate(value: unknown, field: string, limit: number): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isFinite(n) || Math.abs(n) > limit) throw badInput(`${field} must be a number between -${limit} and ${limit}.`, field);
  return n;
}

/** {address, lat, lng}; lat/lng may be numbers, numeric strings or '' (unknown). */
export function readPlace(value: unknown, field: string): PlaceInput | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : { address: value.trim() };
  if (!isObject(value)) throw badInput(`${field} must be an object like {"address": "Kampala", "lat": 0.3163, "lng": 32.5822}.`, field);
  const address = typeof value.address === 'string' ? value.address.trim().slice(0, 300) : '';
  const lat = coordinate(value.lat, `${field}.lat`, 90);
  const lng = coordinate(value.lng, `${field}.lng`, 180);
  if (address === '' && (lat === undefined || lng === undefined)) return undefined;
  return lat !== undefined && lng !== undefined ? { address, point: { lat, lng } } : { address };
}

/** The whole specialty object the client holds; only its id or name matter. */
export function readSpecialty(value: unknown, field: string): SpecialtyRef | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : { name: value.trim() };
  if (!isObject(value)) throw badInput(`${field} must be a specialty object like {"id": "…", "speciality_name": "Cardiology"}.`, field);
  const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, 120) : undefined);
  const id = text(value.id) ?? text(value._id);
  const name = text(value.speciality_name) ?? text(value.name);
  if (id === undefined && name === undefined) return undefined;
  return { ...(id === undefined ? {} : { id }), ...(name === undefined ? {} : { name }) };
}

// Distances for the "near a place" search: a bounding box the (lat, lng) indexes can range-scan, then the
// exact great-circle distance in SQL (both engines have the math functions) for the rows inside it.
import { type RawBuilder, sql } from 'kysely';

export const EARTH_RADIUS_KM = 6_371;
/** How far "near" reaches: a town and its surroundings, not the next region. */
export const NEAR_RADIUS_KM = 50;
const KM_PER_DEGREE_LAT = 111.32;

export interface LatLng {
  lat: number;
  lng: number;
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

export function boundingBox(center: LatLng, radiusKm: number): BoundingBox {
  const dLat = radiusKm / KM_PER_DEGREE_LAT;
  // Uganda straddles the equator, so cos(lat) is ~1; the guard is for correctness anywhere else.
  const dLng = radiusKm / (KM_PER_DEGREE_LAT * Math.max(0.01, Math.cos((center.lat * Math.PI) / 180)));
  return { minLat: center.lat - dLat, maxLat: center.lat + dLat, minLng: center.lng - dLng, maxLng: center.lng + dLng };
}

/** Haversine distance in km between `center` and the row's columns, as an SQL expression. */
export function distanceKmSql(center: LatLng, latColumn: string, lngColumn: string): RawBuilder<number> {
  const lat = sql.ref(latColumn);
  const lng = sql.ref(lngColumn);
  return sql<number>`(${sql.lit(2 * EARTH_RADIUS_KM)} * asin(sqrt(power(sin(radians(${lat} - ${center.lat}) / 2), 2) + cos(radians(${center.lat})) * cos(radians(${lat})) * power(sin(radians(${lng} - ${center.lng}) / 2), 2))))`;
}

/** The same formula in JS (tests and seeds). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h = Math.sin(rad(b.lat - a.lat) / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

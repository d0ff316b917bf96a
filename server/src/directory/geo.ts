// Distances for the "near a place" search: a bounding box the (lat, lng) indexes can range-scan, then the
// exact great-circle distance in SQL (both engines have the math functions) for the rows inside it.
import { type RawBuilder, sql } from 'kysely';

const EARTH_RADIUS_KM = 6_371;
/** How far "near" reaches: a town and its surroundings, not the next region. */
export const NEAR_RADIUS_KM = 50;
const RAD = Math.PI / 180;
/** One degree of a great circle on the sphere the distances below use (~111.2 km). */
const KM_PER_DEGREE = EARTH_RADIUS_KM * RAD;

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

/**
 * The smallest latitude/longitude box holding every point within radiusKm of center by the haversine distance below
 * (the sphere's own degree, not a survey figure, so the box and the distance agree at the edge).
 */
export function boundingBox(center: LatLng, radiusKm: number): BoundingBox {
  const angle = radiusKm / EARTH_RADIUS_KM;
  const dLat = angle / RAD;
  const cosLat = Math.cos(center.lat * RAD);
  // The circle's widest east-west reach (asin(sin r / cos lat)); near a pole it wraps round, so the box takes every longitude.
  const reach = Math.sin(angle) / cosLat;
  const dLng = cosLat <= 0 || reach >= 1 ? 180 : Math.asin(reach) / RAD;
  return { minLat: center.lat - dLat, maxLat: center.lat + dLat, minLng: center.lng - dLng, maxLng: center.lng + dLng };
}

/**
 * A box every point of which lies within radiusKm of center: the search counts the doctors in it without working out
 * their distance (in a town most of them are), and the great-circle distance is needed only for the rest of the
 * bounding box. Undefined where the sphere bends too much for a simple box (within 1,000 km of a pole, or a radius
 * over 1,000 km).
 */
export function innerBox(center: LatLng, radiusKm: number): BoundingBox | undefined {
  if (radiusKm <= 0 || radiusKm > 1_000 || Math.abs(center.lat) + 1_000 / KM_PER_DEGREE >= 90) return undefined;
  // A square inscribed in the circle, kept 1% inside it. Across a box the east-west length of a degree is largest on
  // the latitude nearest the equator, so measuring there keeps every corner inside.
  const half = (0.99 * radiusKm) / Math.SQRT2;
  const dLat = half / KM_PER_DEGREE;
  const nearestEquator = Math.max(0, Math.abs(center.lat) - dLat);
  const dLng = half / (KM_PER_DEGREE * Math.cos(nearestEquator * RAD));
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

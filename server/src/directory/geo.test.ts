import { boundingBox, type BoundingBox, distanceKm, innerBox, type LatLng } from './geo';

const inBox = (b: BoundingBox, p: LatLng) => p.lat >= b.minLat && p.lat <= b.maxLat && p.lng >= b.minLng && p.lng <= b.maxLng;

/** The point `km` away from `from` on the given bearing (degrees), on the same sphere as distanceKm. */
function destination(from: LatLng, bearing: number, km: number): LatLng {
  const rad = Math.PI / 180;
  const d = km / 6_371;
  const lat1 = from.lat * rad;
  const b = bearing * rad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lng2 = from.lng * rad + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: lat2 / rad, lng: lng2 / rad };
}

const CENTRES: LatLng[] = [
  { lat: 0.3163, lng: 32.5822 }, // Kampala, just north of the equator
  { lat: -0.6072, lng: 30.6545 }, // Mbarara, just south
  { lat: 0, lng: 0 },
  { lat: 45.5, lng: -73.6 },
  { lat: -60, lng: 150 },
];

describe('the boxes around a search circle', () => {
  it('the bounding box holds every point within the radius, in every direction', () => {
    for (const centre of CENTRES) {
      for (const radius of [1, 5, 50, 300]) {
        const box = boundingBox(centre, radius);
        for (let bearing = 0; bearing < 360; bearing += 5) {
          const p = destination(centre, bearing, radius * 0.9999);
          expect(distanceKm(centre, p)).toBeLessThanOrEqual(radius);
          expect(inBox(box, p)).toBe(true);
        }
      }
    }
  });

  it('the bounding box is tight: it reaches the circle north and east (Uganda used to lose its last ~60 m)', () => {
    const centre = CENTRES[0] as LatLng;
    const box = boundingBox(centre, 50);
    expect(distanceKm(centre, { lat: box.maxLat, lng: centre.lng })).toBeCloseTo(50, 6);
    expect(inBox(box, destination(centre, 0, 49.99))).toBe(true);
    expect(inBox(box, destination(centre, 0, 50.01))).toBe(false);
  });

  it('every point of the inner box, corners first, lies within the radius', () => {
    for (const centre of CENTRES) {
      for (const radius of [0.5, 2, 50, 400, 1_000]) {
        const box = innerBox(centre, radius);
        expect(box).toBeDefined();
        if (box === undefined) continue;
        for (let i = 0; i <= 20; i += 1) {
          for (let j = 0; j <= 20; j += 1) {
            const p = { lat: box.minLat + ((box.maxLat - box.minLat) * i) / 20, lng: box.minLng + ((box.maxLng - box.minLng) * j) / 20 };
            expect(distanceKm(centre, p)).toBeLessThanOrEqual(radius);
          }
        }
        // ... and it is most of the circle's middle, not a token square.
        expect(distanceKm(centre, { lat: box.maxLat, lng: box.maxLng })).toBeGreaterThan(radius * 0.9);
      }
    }
  });

  it('has no inner box near a pole, for a huge radius or none', () => {
    expect(innerBox({ lat: 85, lng: 0 }, 50)).toBeUndefined();
    expect(innerBox({ lat: 0, lng: 0 }, 5_000)).toBeUndefined();
    expect(innerBox({ lat: 0, lng: 0 }, 0)).toBeUndefined();
  });
});

// The near-a-place search picks its page from a small circle first and widens it (doctors-repo `nearestPage`): every
// page must still be exactly what ordering all the doctors within 50 km by distance would give.
import { describeEngines, type Harness } from '../../../test/engines';
import { distanceKm, type LatLng, NEAR_RADIUS_KM } from '../../directory/geo';
import { addScaleDoctors } from '../../seed/scale-doctors';

const KAMPALA = { address: 'Kampala', lat: 0.3163, lng: 32.5822 };
// ~50 km south-east of Kampala, on the lake: one doctor on an island there, then nobody for ~15 km, so the first
// circles come back short.
const LAKE = { address: 'Lake Victoria', lat: 0.02, lng: 32.87 };

interface Row {
  id: string;
  lat: number;
  lng: number;
  rating: number;
  fee: number;
  specialtyId: string;
}
interface Found {
  doctors: { id: string; distanceKm?: number | null }[];
  total: number;
  IS_DOCTORS_WITH_LOCATION: boolean;
}

async function everyDoctor(h: Harness): Promise<Row[]> {
  const rows = await h.db.selectFrom('doctor_profiles').select(['user_id', 'lat', 'lng', 'rating', 'consultation_fee', 'specialty_id']).where('specialty_id', 'is not', null).execute();
  return rows.map((r) => ({ id: r.user_id, lat: Number(r.lat), lng: Number(r.lng), rating: Number(r.rating), fee: Number(r.consultation_fee), specialtyId: r.specialty_id ?? '' }));
}

/** What the search must answer, worked out from every row. */
function expected(all: Row[], centre: LatLng, keep: (r: Row) => boolean = () => true): string[] {
  return all
    .filter(keep)
    .map((r) => ({ r, d: distanceKm(centre, r) }))
    .filter((x) => x.d <= NEAR_RADIUS_KM)
    .sort((a, b) => a.d - b.d || b.r.rating - a.r.rating || (a.r.id < b.r.id ? -1 : a.r.id > b.r.id ? 1 : 0))
    .map((x) => x.r.id);
}

describeEngines('doctor search near a place, page by page', (h) => {
  let all: Row[] = [];

  beforeAll(async () => {
    await addScaleDoctors(h().db, 1_500, 'not-a-password-hash');
    // One doctor alone on an island by the lake point: the first circle there finds them and nobody else.
    const [lone] = await everyDoctor(h());
    await h().db.updateTable('doctor_profiles').set({ lat: LAKE.lat + 0.002, lng: LAKE.lng }).where('user_id', '=', lone?.id ?? '').execute();
    all = await everyDoctor(h());
  });

  const search = async (location: typeof KAMPALA, page: number, limit: number, extra: { specialty?: unknown; filters?: Record<string, unknown> } = {}): Promise<Found> => {
    const searchParams = { location: JSON.stringify(location), specialty: extra.specialty === undefined ? '' : JSON.stringify(extra.specialty), page: String(page), limit: String(limit) };
    const res = await h().call('doctor', 'searchDoctorsByLocation', { searchParams, ...(extra.filters === undefined ? {} : { filters: extra.filters }), currency: 'UGX' });
    if (res.status !== 200) throw new Error(`search answered ${res.status}: ${JSON.stringify(res.body)}`);
    return (res.body as { results: Found }).results;
  };

  it('near Kampala: the first pages, a middle one and the last are those of the whole list ordered by distance', async () => {
    const want = expected(all, KAMPALA);
    expect(want.length).toBeGreaterThan(500);
    for (const [page, limit] of [
      [1, 10],
      [2, 10],
      [1, 50],
      [7, 25],
      [Math.ceil(want.length / 10), 10],
      [Math.ceil(want.length / 10) + 1, 10],
    ] as const) {
      const found = await search(KAMPALA, page, limit);
      expect(found.total).toBe(want.length);
      expect(found.IS_DOCTORS_WITH_LOCATION).toBe(true);
      expect(found.doctors.map((d) => d.id)).toEqual(want.slice((page - 1) * limit, page * limit));
    }
  });

  it('where nobody practises close to the point, the circle widens until the page is full, and no nearer doctor is skipped', async () => {
    const want = expected(all, LAKE);
    // The cases this guards: the first circle holds one doctor, not a page; the next nearest is far beyond it.
    expect(want.length).toBeGreaterThan(20);
    expect(distanceKm(LAKE, all.find((r) => r.id === want[0]) as Row)).toBeLessThan(1);
    expect(distanceKm(LAKE, all.find((r) => r.id === want[1]) as Row)).toBeGreaterThan(15);
    for (const page of [1, 2]) {
      const found = await search(LAKE, page, 10);
      expect(found.total).toBe(want.length);
      expect(found.doctors.map((d) => d.id)).toEqual(want.slice((page - 1) * 10, page * 10));
      const distances = found.doctors.map((d) => d.distanceKm ?? Number.NaN);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    }
  });

  it('with a specialty, a minimum rating and a fee range the pages are still exact', async () => {
    const counts = new Map<string, number>();
    for (const r of all) counts.set(r.specialtyId, (counts.get(r.specialtyId) ?? 0) + 1);
    const specialtyId = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
    const keep = (r: Row) => r.specialtyId === specialtyId && r.rating >= 3.5 && r.fee >= 30_000 && r.fee <= 90_000;
    const want = expected(all, KAMPALA, keep);
    expect(want.length).toBeGreaterThan(10);
    for (const page of [1, 2]) {
      const found = await search(KAMPALA, page, 5, { specialty: { id: specialtyId }, filters: { rating: 3.5, price: [30_000, 90_000] } });
      expect(found.total).toBe(want.length);
      expect(found.doctors.map((d) => d.id)).toEqual(want.slice((page - 1) * 5, page * 5));
    }
  });
});

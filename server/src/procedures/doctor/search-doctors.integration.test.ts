import { gunzipSync } from 'node:zlib';
import { seedDirectoryForTest } from '../../../test/directory-helpers';
import { rpcGetUrl } from '@musawo/shared/contracts';
import { describeEngines, type Harness, randomIp } from '../../../test/engines';
import { distanceKm, NEAR_RADIUS_KM } from '../../directory/geo';
import { SEED_DOCTORS } from '../../seed/directory-doctors';

const KAMPALA = { address: 'Kampala', lat: 0.3163, lng: 32.5822 };
const EMPTY = { address: '', lat: '', lng: '' };

interface DoctorOut {
  id: string;
  name: string;
  rating: number | 'New';
  consultation_fee: number;
  currency: string;
  distanceKm?: number | null;
  speciality: { speciality_name: string; tags: string[] };
  address: { address: string };
}
interface SearchOut {
  doctors: DoctorOut[];
  message?: string | null;
  IS_DOCTORS_WITH_LOCATION: boolean;
  total: number;
  page: number;
  limit: number;
}

async function search(h: Harness, params: { location?: unknown; specialty?: unknown; page?: string | number; limit?: string | number }, filters?: Record<string, unknown>): Promise<SearchOut> {
  const searchParams = {
    location: params.location === undefined ? undefined : JSON.stringify(params.location),
    specialty: params.specialty === undefined ? undefined : JSON.stringify(params.specialty),
    page: params.page ?? '1',
    limit: params.limit ?? '10',
  };
  const res = await h.call('doctor', 'searchDoctorsByLocation', { searchParams, ...(filters === undefined ? {} : { filters }), currency: 'UGX' });
  if (res.status !== 200) throw new Error(`search answered ${res.status}: ${JSON.stringify(res.body)}`);
  return (res.body as { results: SearchOut }).results;
}

const seeded = (specialty: string) => SEED_DOCTORS.filter((d) => d.specialty === specialty);

describeEngines('doctor search', (h) => {
  beforeAll(async () => seedDirectoryForTest(h()));

  it('near Kampala answers the doctors within 50 km, nearest first', async () => {
    const res = await search(h(), { location: KAMPALA, limit: 50 });
    // The demo doctor (Kampala Road) is listed too.
    const expected = SEED_DOCTORS.filter((d) => distanceKm(KAMPALA, d) <= NEAR_RADIUS_KM).length + 1;
    expect(res.IS_DOCTORS_WITH_LOCATION).toBe(true);
    expect(res.message ?? null).toBeNull();
    expect(res.total).toBe(expected);
    const distances = res.doctors.map((d) => d.distanceKm ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(NEAR_RADIUS_KM);
    expect(res.doctors[0]?.address.address).toMatch(/Kampala/);
    expect(res.doctors.some((d) => /, (Jinja|Gulu|Mbarara)$/.test(d.address.address))).toBe(false);
  });

  it('geocodes a place sent without coordinates', async () => {
    const res = await search(h(), { location: { address: 'Gulu', lat: '', lng: '' } });
    expect(res.IS_DOCTORS_WITH_LOCATION).toBe(true);
    expect(res.doctors.length).toBeGreaterThan(0);
    expect(res.doctors.every((d) => d.address.address.endsWith('Gulu'))).toBe(true);
  });

  it('when nobody practises near the place (Kotido), answers other available doctors and says so', async () => {
    const res = await search(h(), { location: { address: 'Kotido', lat: 2.9806, lng: 34.1331 } });
    expect(res.IS_DOCTORS_WITH_LOCATION).toBe(false);
    expect(res.message).toBe('No doctors found near Kotido. Showing other available doctors.');
    expect(res.total).toBe(SEED_DOCTORS.length + 1);
    expect(res.doctors).toHaveLength(10);
  });

  it('an address nobody can place falls back the same way, with its own message', async () => {
    const res = await search(h(), { location: { address: 'Atlantis Road', lat: '', lng: '' } });
    expect(res.IS_DOCTORS_WITH_LOCATION).toBe(false);
    expect(res.message).toBe('We could not find "Atlantis Road" on the map. Showing other available doctors.');
  });

  it('an empty location (as /specialties sends) searches everywhere by specialty', async () => {
    const specialties = (await h().ok('Specialities', 'queryAllSpecialityNoAuth', {})).results;
    const cardiology = specialties.find((s) => s.speciality_name === 'Cardiology');
    const res = await search(h(), { location: EMPTY, specialty: cardiology });
    expect(res.IS_DOCTORS_WITH_LOCATION).toBe(true);
    expect(res.total).toBe(seeded('Cardiology').length);
    expect(res.doctors.every((d) => d.speciality.speciality_name === 'Cardiology')).toBe(true);
  });

  it('place and specialty together: paediatricians near Kampala', async () => {
    const res = await search(h(), { location: KAMPALA, specialty: { speciality_name: 'Paediatrics' } });
    expect(res.total).toBe(seeded('Paediatrics').filter((d) => distanceKm(KAMPALA, d) <= NEAR_RADIUS_KM).length);
    expect(res.doctors.every((d) => d.speciality.speciality_name === 'Paediatrics')).toBe(true);
  });

  it('matches symptoms against specialty tags, ignoring case', async () => {
    const lower = await search(h(), { location: EMPTY, limit: 50 }, { tags: ['toothache'] });
    const upper = await search(h(), { location: EMPTY, limit: 50 }, { tags: ['TOOTHACHE'] });
    expect(lower.total).toBe(seeded('Dentistry').length);
    expect(upper.total).toBe(lower.total);
    expect(lower.doctors.every((d) => d.speciality.speciality_name === 'Dentistry')).toBe(true);
    const chest = await search(h(), { location: EMPTY, limit: 50 }, { tags: ['chest pain'] });
    expect(new Set(chest.doctors.map((d) => d.speciality.speciality_name))).toEqual(new Set(['Cardiology']));
    const none = await search(h(), { location: KAMPALA }, { tags: ['zzz-no-such-symptom'] });
    expect(none.total).toBe(0);
    expect(none.message).toMatch(/No doctors match your search/);
  });

  it('finds symptoms said in Luganda or Kiswahili, whole words only (issue 50)', async () => {
    const fever = await search(h(), { location: EMPTY, limit: 50 }, { tags: ['omusujja'] });
    const homa = await search(h(), { location: EMPTY, limit: 50 }, { tags: ['Homa'] });
    expect(new Set(fever.doctors.map((d) => d.speciality.speciality_name))).toEqual(new Set(['General Practice', 'Paediatrics']));
    expect(new Set(homa.doctors.map((d) => d.speciality.speciality_name))).toEqual(new Set(['General Practice', 'Paediatrics', 'Infectious Diseases']));
    const teeth = await search(h(), { location: EMPTY, limit: 50 }, { tags: ['maumivu ya jino'] });
    expect(new Set(teeth.doctors.map((d) => d.speciality.speciality_name))).toEqual(new Set(['Dentistry']));
    // "kliniki" (a clinic: general practice) holds "ini" (liver) but not as a word, so no liver doctors.
    const clinic = await search(h(), { location: EMPTY, limit: 50 }, { tags: ['kliniki'] });
    const clinics = new Set(clinic.doctors.map((d) => d.speciality.speciality_name));
    expect(clinics.has('General Practice')).toBe(true);
    expect(clinics.has('Gastroenterology')).toBe(false);
  });

  it('gives every specialty its Luganda and Kiswahili name, its tags in both, and the words that find it', async () => {
    const specialties = (await h().ok('Specialities', 'queryAllSpecialityNoAuth', {})).results;
    for (const s of specialties) {
      expect(s.names?.lg).toBeTruthy();
      expect(s.names?.sw).toBeTruthy();
      expect(s.localTags?.lg).toHaveLength(s.tags.length);
      expect(s.localTags?.sw).toHaveLength(s.tags.length);
    }
    const dentistry = specialties.find((s) => s.speciality_name === 'Dentistry');
    expect(dentistry?.names).toEqual({ lg: 'Obujjanjabi bw’amannyo', sw: 'Matibabu ya meno' });
    expect(dentistry?.searchWords).toEqual(expect.arrayContaining(['meno', 'amannyo', 'maumivu ya jino', 'okulumwa erinnyo']));
  });

  it('filters by minimum rating and fee range (UGX)', async () => {
    const res = await search(h(), { location: EMPTY, limit: 50 }, { rating: 4, price: [30_000, 60_000] });
    expect(res.total).toBeGreaterThan(0);
    for (const d of res.doctors) {
      expect(d.rating).not.toBe('New');
      expect(d.rating as number).toBeGreaterThanOrEqual(4);
      expect(d.consultation_fee).toBeGreaterThanOrEqual(30_000);
      expect(d.consultation_fee).toBeLessThanOrEqual(60_000);
    }
    // The slider's top (100,000) means "and above": the 150,000 UGX specialists stay in.
    const top = await search(h(), { location: EMPTY, limit: 50 }, { price: [100_000, 100_000] });
    expect(top.doctors.some((d) => d.consultation_fee === 150_000)).toBe(true);
  });

  it('pages with a stable total', async () => {
    const first = await search(h(), { location: EMPTY, page: '1', limit: '5' });
    const second = await search(h(), { location: EMPTY, page: 2, limit: 5 });
    expect(first.total).toBe(SEED_DOCTORS.length + 1);
    expect(second.total).toBe(first.total);
    expect(second).toMatchObject({ page: 2, limit: 5 });
    expect(second.doctors).toHaveLength(5);
    expect(second.doctors.map((d) => d.id).some((id) => first.doctors.map((d) => d.id).includes(id))).toBe(false);
    const beyond = await search(h(), { location: EMPTY, page: 99, limit: 5 });
    expect(beyond.doctors).toHaveLength(0);
    expect(beyond.total).toBe(first.total);
  });

  it('answers 400 with the field for malformed input, never 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ searchParams: { location: '{"address": "Kampala"', page: '1', limit: '10' } }, 'searchParams.location'],
      [{ searchParams: { specialty: 'not json', page: '1' } }, 'searchParams.specialty'],
      [{ searchParams: { specialty: JSON.stringify({ speciality_name: 'Astrology' }) } }, 'searchParams.specialty'],
      [{ searchParams: { location: JSON.stringify({ address: 'x', lat: 200, lng: 32 }) } }, 'searchParams.location.lat'],
      [{ searchParams: { page: 'abc' } }, 'searchParams.page'],
      [{ searchParams: { page: '0' } }, 'searchParams.page'],
      [{ searchParams: { limit: '1000' } }, 'searchParams.limit'],
      [{ searchParams: {}, filters: { price: [90_000, 10_000] } }, 'filters.price'],
      [{ searchParams: {}, filters: { rating: 9 } }, 'filters.rating'],
      [{ searchParams: {}, currency: 'XYZ' }, 'currency'],
      [{}, 'searchParams'],
    ];
    for (const [fields, field] of cases) {
      const res = await h().call('doctor', 'searchDoctorsByLocation', fields);
      expect({ status: res.status, field: res.body.field }).toEqual({ status: 400, field });
      expect(res.body.message).toEqual(expect.any(String));
    }
    const invalid = await h().call('doctor', 'searchDoctorsByLocation', { searchParams: { location: 'oops' } });
    expect(invalid.body.message).toMatch(/searchParams.location is not valid JSON/);
  });
});

describeEngines('doctor profiles and featured doctors', (h) => {
  beforeAll(async () => seedDirectoryForTest(h()));

  async function demoDoctorId(): Promise<string> {
    const res = await search(h(), { location: KAMPALA, specialty: { speciality_name: 'General Practice' }, limit: 50 });
    const demo = res.doctors.find((d) => d.name === 'Dr. David Okello');
    if (demo === undefined) throw new Error('the demo doctor is not listed');
    return demo.id;
  }

  it('shows the demo doctor of DESIGN §6: General Practice in Kampala, Monday-Friday 09:00-17:00', async () => {
    const id = await demoDoctorId();
    const { results } = await h().ok('doctor', 'getDoctor', { doctorId: id, currency: 'UGX' });
    expect(results).toMatchObject({ id, name: 'Dr. David Okello', consultation_fee: 50_000, currency: 'UGX', experience: 9, languages: ['English', 'Luganda'] });
    expect(results.speciality.speciality_name).toBe('General Practice');
    expect(results.address.lat).toEqual(expect.any(Number));
    expect(results.availability.map((a) => a.day)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(results.availability[0]?.slots).toEqual([expect.objectContaining({ start: '09:00', end: '17:00' })]);
    expect(typeof results.rating === 'number' && Math.round(results.rating * 10) / 10 === results.rating).toBe(true);
    const reviews = await h().ok('Reviews', 'queryReviews', { doctorId: id });
    expect(results.reviews).toBe(reviews.total);
  });

  it('converts fees into the requested currency and names it', async () => {
    const id = await demoDoctorId();
    const usd = await h().ok('doctor', 'getDoctor', { doctorId: id, currency: 'usd' });
    expect(usd.results).toMatchObject({ consultation_fee: 13.51, currency: 'USD' });
    const none = await h().ok('doctor', 'getDoctor', { doctorId: id });
    expect(none.results).toMatchObject({ consultation_fee: 50_000, currency: 'UGX' });
    const bad = await h().call('doctor', 'getDoctor', { doctorId: id, currency: 'ABC' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: 'currency' });
  });

  it('answers the same profile to GET /api/v1/doctor/getDoctor, the form a page preloads (ADR 011)', async () => {
    const id = await demoDoctorId();
    const url = rpcGetUrl('/api/v1', 'doctor', 'getDoctor', { doctorId: id, currency: 'UGX' }) ?? '';
    const res = await h().app.inject({ method: 'GET', url, remoteAddress: randomIp() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual(await h().ok('doctor', 'getDoctor', { doctorId: id, currency: 'UGX' }));

    const missing = await h().app.inject({ method: 'GET', url: '/api/v1/doctor/getDoctor?doctorId=no-such-doctor', remoteAddress: randomIp() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('We could not find that doctor.');
    const bad = await h().app.inject({ method: 'GET', url: `/api/v1/doctor/getDoctor?doctorId=${id}&currency=ABC`, remoteAddress: randomIp() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'currency' });
    // Only the reads in GET_READS have a GET form; personal or changing calls stay POST-only.
    const profile = await h().app.inject({ method: 'GET', url: '/api/v1/auth/getUserProfile', remoteAddress: randomIp() });
    expect(profile.statusCode).toBe(404);
    expect(profile.json().code).toBe('UNKNOWN_ACTION');
    const twice = await h().app.inject({ method: 'GET', url: `/api/v1/doctor/getDoctor?doctorId=${id}&doctorId=${id}`, remoteAddress: randomIp() });
    expect(twice.statusCode).toBe(404);
  });

  it('compresses the preloaded profile for a browser that accepts it, as the POST form (ADR 304)', async () => {
    const id = await demoDoctorId();
    const url = rpcGetUrl('/api/v1', 'doctor', 'getDoctor', { doctorId: id, currency: 'UGX' }) ?? '';
    const plain = await h().app.inject({ method: 'GET', url, remoteAddress: randomIp() });
    const packed = await h().app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate' }, remoteAddress: randomIp() });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(packed.statusCode).toBe(200);
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.headers.vary).toMatch(/accept-encoding/i);
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(gunzipSync(packed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it("shows 'New' for a doctor nobody has reviewed", async () => {
    const res = await search(h(), { location: EMPTY, limit: 50, page: 2 });
    const fresh = (await search(h(), { location: EMPTY, limit: 50, page: 1 })).doctors.concat(res.doctors).filter((d) => d.rating === 'New');
    expect(fresh.length).toBe(SEED_DOCTORS.filter((d) => d.reviews === 0).length);
  });

  it('answers 404 for an unknown doctor', async () => {
    const res = await h().call('doctor', 'getDoctor', { doctorId: 'no-such-doctor' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('We could not find that doctor.');
  });

  it('features 8 doctors, best rated first', async () => {
    const { results } = await h().ok('doctor', 'featuredDoctors', { sortBy: 'rating:desc', page: 1, limit: 8, currency: 'UGX' });
    expect(results).toHaveLength(8);
    const ratings = results.map((d) => (d.rating === 'New' ? 0 : d.rating));
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });
});

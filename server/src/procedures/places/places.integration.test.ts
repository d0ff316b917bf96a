import { seedDirectoryForTest } from '../../../test/directory-helpers';
import { describeEngines } from '../../../test/engines';
import { MEDIA_CACHE } from '../../static/media-routes';

describeEngines('places, specialties, reviews and health tips', (h) => {
  beforeAll(async () => seedDirectoryForTest(h()));

  it("suggests Kampala first for 'kam', then by population", async () => {
    const { results } = await h().ok('places', 'autocomplete', { query: 'kam', limit: 5 });
    expect(results[0]).toMatchObject({ name: 'Kampala', lat: expect.closeTo(0.316, 2), lng: expect.closeTo(32.58, 2) });
    expect(results.map((p) => p.name)).toEqual(expect.arrayContaining(['Kamuli']));
    expect((await h().ok('places', 'autocomplete', { query: 'NTIN' })).results[0]?.name).toBe('Ntinda');
    expect((await h().ok('places', 'autocomplete', { query: 'fort p' })).results[0]?.name).toBe('Fort Portal');
    expect((await h().ok('places', 'autocomplete', { query: '  ' })).results).toEqual([]);
  });

  it('geocodes an address by its most specific known place, or answers null', async () => {
    expect((await h().ok('places', 'geocode', { address: 'Plot 4, Ntinda Road, Kampala' })).results?.name).toBe('Ntinda');
    expect((await h().ok('places', 'geocode', { address: 'Lubaga, Uganda' })).results?.name).toBe('Rubaga');
    expect((await h().ok('places', 'geocode', { address: 'Timbuktu' })).results).toBeNull();
    const empty = await h().call('places', 'geocode', { address: '' });
    expect(empty.status).toBe(400);
    const tooMany = await h().call('places', 'autocomplete', { query: 'k', limit: 500 });
    expect(tooMany.status).toBe(400);
  });

  it('lists 20+ specialties with tags and a bundled image served with a long cache', async () => {
    const { results } = await h().ok('Specialities', 'queryAllSpecialityNoAuth', {});
    expect(results.length).toBeGreaterThanOrEqual(20);
    for (const s of results) {
      expect(s.image).toMatch(/^\/media\/specialties\/[a-z-]+\.svg$/);
      expect(s.tags.length).toBeGreaterThan(0);
    }
    const image = await h().app.inject({ method: 'GET', url: results[0]?.image ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['cache-control']).toBe(MEDIA_CACHE);
    expect(image.body.length).toBeLessThan(2048);
    expect((await h().app.inject({ method: 'GET', url: '/media/specialties/..%2f..%2fpackage.json' })).statusCode).toBe(404);
  });

  it('pages reviews newest first with the reviewer', async () => {
    const doctor = await h().db.selectFrom('doctor_profiles').select('user_id').where('review_count', '>=', 5).orderBy('user_id').executeTakeFirstOrThrow();
    const first = await h().ok('Reviews', 'queryReviews', { doctorId: doctor.user_id, sortBy: 'createdAt', page: 1, limit: 2 });
    const second = await h().ok('Reviews', 'queryReviews', { doctorId: doctor.user_id, sortBy: 'createdAt', page: '2', limit: '2' });
    expect(first.total).toBeGreaterThanOrEqual(5);
    expect(first.results).toHaveLength(2);
    const dates = [...first.results, ...second.results].map((r) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.results[0]?.patientId?.name).toEqual(expect.any(String));
    expect((await h().call('Reviews', 'queryReviews', { doctorId: 'nobody' })).status).toBe(404);
  });

  it('lists health tips newest first (image, video, other) and serves their media', async () => {
    const { results } = await h().ok('healthTips', 'queryTips', { sortBy: 'createdAt:desc', limit: 100 });
    expect(results.length).toBeGreaterThanOrEqual(12);
    expect(new Set(results.map((t) => t.contentType))).toEqual(new Set(['image', 'video', 'other']));
    const dates = results.map((t) => t.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const video = results.find((t) => t.contentType === 'video');
    const clip = await h().app.inject({ method: 'GET', url: video?.content.contentUrl ?? '', headers: { range: 'bytes=0-99' } });
    expect(clip.statusCode).toBe(206);
    expect(clip.headers['content-type']).toBe('video/mp4');
    const paged = await h().ok('healthTips', 'queryTips', { limit: 5, page: 2 });
    expect(paged.results[0]?.id).toBe(results[5]?.id);
    const one = await h().ok('healthTips', 'getTipById', { tipId: results[0]?.id ?? '' });
    expect(one.results.content.sections.length).toBeGreaterThan(0);
    const missing = await h().call('healthTips', 'getTipById', { tipId: 'no-such-tip' });
    expect(missing.status).toBe(404);
  });
});

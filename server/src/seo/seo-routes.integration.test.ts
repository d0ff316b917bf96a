// robots.txt, the sitemap (and its index when large) and the landing pages' procedures, on both engines (issue 44).
import { gunzipSync } from 'node:zlib';
import { landingPath, LANGUAGES, slugOf } from '@musawo/shared/contracts';
import { seedDirectoryForTest } from '../../test/directory-helpers';
import { describeEngines, type Harness } from '../../test/engines';
import { districtOfPlace } from '../directory/districts';
import { SEED_DOCTORS } from '../seed/directory-doctors';

const get = async (h: Harness, url: string) => h.app.inject({ method: 'GET', url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));

async function doctorIdByName(h: Harness, name: string): Promise<string> {
  const row = await h.db.selectFrom('users').select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}

describeEngines('robots.txt, sitemap.xml and landing pages', (h) => {
  beforeAll(async () => seedDirectoryForTest(h()));

  it('robots.txt allows the public pages, keeps the API, operators and account pages out, and names the sitemap', async () => {
    const res = await get(h(), '/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin', 'Disallow: /lg/admin', 'Disallow: /sw/appointments', 'Disallow: /profile']));
    expect(lines).toContain(`Sitemap: ${h().config.publicUrl}/sitemap.xml`);
    expect(lines.some((l) => /^Disallow: \/(doctor|articles|doctors|specialties)\b/.test(l))).toBe(false);
  });

  it('the sitemap lists every listed doctor, article, specialty, landing page with doctors and static page in three languages', async () => {
    const origin = h().config.publicUrl;
    const res = await get(h(), '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    const urls = new Set(locs(res.body));
    const nakato = await doctorIdByName(h(), 'Dr. Sarah Nakato');
    for (const l of LANGUAGES) {
      const prefix = l === 'en' ? '' : `/${l}`;
      expect(urls).toContain(`${origin}${prefix}/doctor/${nakato}`);
      expect(urls).toContain(`${origin}${prefix}/doctors/kampala/dentistry`);
      expect(urls).toContain(`${origin}${prefix}/about`);
    }
    expect(urls).toContain(`${origin}/lg`);
    const listed = await h().db.selectFrom('doctor_profiles').select('user_id').where('specialty_id', 'is not', null).where('unlisted_reason', 'is', null).where('suspended_at', 'is', null).execute();
    expect([...urls].filter((u) => u.startsWith(`${origin}/doctor/`))).toHaveLength(listed.length);
    const tips = await h().db.selectFrom('health_tips').select('id').execute();
    expect(tips.length).toBeGreaterThan(0);
    for (const t of tips) expect(urls).toContain(`${origin}/sw/articles/${t.id}`);
    expect([...urls].some((u) => u.startsWith(`${origin}/search-results?specialty=`))).toBe(true);
    // Every pair in the seed has its page; no pair without a doctor does (nobody practises dentistry in Kotido).
    for (const d of SEED_DOCTORS) expect(urls).toContain(`${origin}${landingPath(districtOfPlace(d.city)?.name ?? '?', d.specialty)}`);
    expect([...urls].some((u) => u.includes('/doctors/kotido/'))).toBe(false);
    // Each address names the three languages and x-default as alternates, and a doctor has a lastmod day.
    const entry = new RegExp(`<url><loc>${origin}/doctor/${nakato}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>(<xhtml:link [^>]*/>){4}</url>`);
    expect(res.body).toMatch(entry);
  });

  it('sends the sitemap gzipped to a client that accepts it, the same XML', async () => {
    const plain = await get(h(), '/sitemap.xml');
    const zipped = await h().app.inject({ method: 'GET', url: '/sitemap.xml', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('keeps a suspended doctor out once its cached list expires', async () => {
    const id = await doctorIdByName(h(), 'Dr. Emmanuel Mukasa');
    const before = locs((await get(h(), '/sitemap.xml')).body);
    expect(before.some((u) => u.endsWith(`/doctor/${id}`))).toBe(true);
    await h().db.updateTable('doctor_profiles').set({ suspended_at: h().clock().toISOString() }).where('user_id', '=', id).execute();
    try {
      // Within ten minutes the cached list answers (a crawler's burst costs one pass over the directory) …
      expect(locs((await get(h(), '/sitemap.xml')).body).some((u) => u.endsWith(`/doctor/${id}`))).toBe(true);
      h().clock.advance(10 * 60_000);
      const after = locs((await get(h(), '/sitemap.xml')).body);
      expect(after.some((u) => u.endsWith(`/doctor/${id}`))).toBe(false);
      // … and Kampala's only dentist gone, its landing page leaves the sitemap and answers "not found".
      expect(after.some((u) => u.endsWith('/doctors/kampala/dentistry'))).toBe(false);
      expect((await h().ok('doctor', 'landingPage', { district: 'kampala', specialty: 'dentistry' })).results).toBeNull();
    } finally {
      await h().db.updateTable('doctor_profiles').set({ suspended_at: null }).where('user_id', '=', id).execute();
      h().clock.advance(10 * 60_000);
    }
  });

  it('a landing page lists the district’s doctors of the specialty, a page at a time', async () => {
    const res = await h().ok('doctor', 'landingPage', { district: 'wakiso', specialty: 'general-practice', page: 1, limit: 1, currency: 'UGX' });
    const expected = SEED_DOCTORS.filter((d) => districtOfPlace(d.city)?.slug === 'wakiso' && d.specialty === 'General Practice');
    expect(res.results).not.toBeNull();
    expect(res.results?.district).toEqual({ name: 'Wakiso', slug: 'wakiso', region: 'Central' });
    expect(res.results?.specialty.speciality_name).toBe('General Practice');
    expect(res.results?.total).toBe(expected.length);
    expect(res.results?.doctors).toHaveLength(1);
    const second = await h().ok('doctor', 'landingPage', { district: 'wakiso', specialty: 'general-practice', page: 2, limit: 1 });
    expect(second.results?.doctors[0]?.id).not.toBe(res.results?.doctors[0]?.id);
    for (const d of [...(res.results?.doctors ?? []), ...(second.results?.doctors ?? [])]) {
      expect(expected.map((e) => e.name)).toContain(d.name);
      expect(d.district).toEqual({ name: 'Wakiso', slug: 'wakiso', region: 'Central' });
    }
  });

  it('an unknown slug or a pair with no doctor is null; a slug that is not one is refused', async () => {
    expect((await h().ok('doctor', 'landingPage', { district: 'kotido', specialty: 'dentistry' })).results).toBeNull();
    expect((await h().ok('doctor', 'landingPage', { district: 'atlantis', specialty: 'dentistry' })).results).toBeNull();
    expect((await h().ok('doctor', 'landingPage', { district: 'kampala', specialty: 'alchemy' })).results).toBeNull();
    const bad = await h().call('doctor', 'landingPage', { district: '</script>', specialty: 'dentistry' });
    expect(bad.status).toBe(400);
  });

  it('landingPages names every pair with its number of doctors', async () => {
    const pairs = (await h().ok('doctor', 'landingPages', {})).results;
    const kampalaGp = pairs.find((p) => p.districtSlug === 'kampala' && p.specialtySlug === slugOf('General Practice'));
    // The seed's two and the demo doctor (Kampala Road).
    expect(kampalaGp?.doctors).toBe(SEED_DOCTORS.filter((d) => d.city === 'Kampala' && d.specialty === 'General Practice').length + 1);
    expect(pairs.every((p) => p.doctors > 0)).toBe(true);
  });
});

describeEngines(
  'a large sitemap becomes an index of parts',
  (h) => {
    beforeAll(async () => seedDirectoryForTest(h()));

    it('lists numbered parts of at most the limit, which together hold every address once', async () => {
      const index = await get(h(), '/sitemap.xml');
      expect(index.body).toMatch(/<sitemapindex /);
      const parts = locs(index.body);
      expect(parts.length).toBeGreaterThan(1);
      const all: string[] = [];
      for (const [i, part] of parts.entries()) {
        expect(part).toBe(`${h().config.publicUrl}/sitemaps/${i + 1}.xml`);
        const res = await get(h(), new URL(part).pathname);
        expect(res.statusCode).toBe(200);
        const urls = locs(res.body);
        expect(urls.length).toBeLessThanOrEqual(30);
        all.push(...urls);
      }
      expect(new Set(all).size).toBe(all.length);
      expect(all.some((u) => u.endsWith('/sw/doctors/kampala/dentistry'))).toBe(true);
      expect((await get(h(), `/sitemaps/${parts.length + 1}.xml`)).statusCode).toBe(404);
      expect((await get(h(), '/sitemaps/0.xml')).statusCode).toBe(404);
      expect((await get(h(), '/sitemaps/x.xml')).statusCode).toBe(404);
    });
  },
  { app: { seo: { maxUrls: 30 } } },
);

// Discovery's head() from a query client filled by hand, as the server's prefetch leaves it (issue 44).
import { type Doctor, type Specialty } from '@musawo/shared/contracts';
import { QueryClient } from '@musawo/shared/query';
import type { Gateway } from '@musawo/shared/runtime';
import { landingQueryKey, prefetchLanding } from '../api/landing-query';
import { discoveryHead } from './head';
import { discoveryTexts } from '../../../i18n';

const HOSTILE = `</script><script>alert(1)</script> "x" 'y' <!-- \u2028`;
const ORIGIN = 'https://musawo.example';
const dentistry: Specialty = { id: 's1', speciality_name: 'Dentistry', image: '', tags: [], names: { lg: 'Eby’amannyo', sw: 'Meno' } };
const doctor = (id: string, name: string): Doctor => ({
  id, name, imageUrl: null, speciality: { speciality_name: 'Dentistry', tags: [] }, address: { address: 'Kampala' }, experience: 3,
  consultation_fee: 50_000, currency: 'UGX', rating: 4, reviews: 2, languages: [], availability: [],
});
const landing = (doctors: Doctor[]) => ({ district: { name: 'Kampala', slug: 'kampala', region: 'Central' }, specialty: dentistry, doctors, total: doctors.length, page: 1, limit: 10 });

function head(pathname: string, fill: (c: QueryClient) => void, extra: { search?: string; language?: 'en' | 'lg' | 'sw' } = {}) {
  const queryClient = new QueryClient();
  fill(queryClient);
  return discoveryHead({ pathname, search: extra.search ?? '', language: extra.language ?? 'en', queryClient, origin: ORIGIN });
}

describe('discoveryHead', () => {
  it('a landing page: title in the page’s language, ItemList of its doctors, breadcrumbs', async () => {
    await discoveryTexts.prepare('sw');
    const h = head('/doctors/kampala/dentistry', (c) => c.setQueryData(landingQueryKey('kampala', 'dentistry', 1), landing([doctor('d1', 'Dr. A'), doctor('d2', 'Dr. B')])), { language: 'sw' });
    expect(h?.status).toBeUndefined();
    expect(h?.title).toBe('Madaktari wa Meno huko Kampala | Musawo');
    expect(h?.description).toMatch(/^Madaktari 2 wa Meno huko Kampala/);
    const [page, list, crumbs] = h?.jsonLd ?? [];
    expect(page).toMatchObject({ '@type': 'MedicalWebPage', url: `${ORIGIN}/sw/doctors/kampala/dentistry`, inLanguage: 'sw' });
    expect(list).toMatchObject({ '@type': 'ItemList', numberOfItems: 2, itemListElement: [{ position: 1, url: `${ORIGIN}/sw/doctor/d1`, name: 'Dr. A' }, { position: 2, url: `${ORIGIN}/sw/doctor/d2` }] });
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ item: `${ORIGIN}/sw` }, { item: `${ORIGIN}/sw/doctors/kampala/dentistry` }] });
  });

  it('reads the page number of the address', () => {
    const h = head('/doctors/kampala/dentistry', (c) => c.setQueryData(landingQueryKey('kampala', 'dentistry', 2), landing([doctor('d3', 'Dr. C')])), { search: '?page=2' });
    expect(h?.jsonLd?.[1]).toMatchObject({ itemListElement: [{ name: 'Dr. C' }] });
  });

  it('a landing page with no doctor (null) answers 404; one not loaded says nothing', () => {
    expect(head('/doctors/kotido/dentistry', (c) => c.setQueryData(landingQueryKey('kotido', 'dentistry', 1), null))).toMatchObject({ status: 404, title: 'Page not found | Musawo' });
    expect(head('/doctors/kampala/dentistry', () => undefined)).toBeUndefined();
  });

  it('search results: the heading as title and an ItemList of the doctors found; hostile names stay plain values', () => {
    const search = `?${new URLSearchParams({ specialty: JSON.stringify({ id: 's1', speciality_name: HOSTILE }), location: JSON.stringify({ address: 'Gulu', lat: 2.77, lng: 32.3 }) }).toString()}`;
    const h = head('/search-results', (c) => c.setQueryData(['doctors', 'search', { any: 'input' }], { doctors: [doctor('d9', HOSTILE)], total: 1 }), { search });
    expect(h?.title).toBe(`${HOSTILE.trim()} Specialists in Gulu | Musawo`);
    expect(h?.jsonLd?.[1]).toMatchObject({ itemListElement: [{ name: HOSTILE, url: `${ORIGIN}/doctor/d9` }] });
  });

  it('home and the wizard have their titles and descriptions', () => {
    const home = head('/', (c) => c.setQueryData(['doctors', 'featured', 'UGX'], [doctor('d1', 'Dr. A')]));
    expect(home?.description).toBe('Find doctors in Uganda by place and specialty, book appointments and consult online.');
    expect(home?.jsonLd?.map((j) => j['@type'])).toEqual(['MedicalWebPage', 'ItemList']);
    expect(head('/find-doctor', () => undefined)?.title).toBe('Find Your Doctor | Musawo');
    expect(head('/doctor/1', () => undefined)).toBeUndefined();
  });

  it('prefetchLanding fills the query head() reads, page and all; other addresses ask for nothing', async () => {
    const calls: unknown[] = [];
    const gateway = { call: async (...args: unknown[]) => { calls.push(args); return { success: true, results: landing([doctor('d7', 'Dr. G')]) }; } } as unknown as Gateway;
    const queryClient = new QueryClient();
    await prefetchLanding({ pathname: '/doctors/kampala/dentistry', search: '?page=3', queryClient, gateway });
    expect(calls).toEqual([['doctor', 'landingPage', { district: 'kampala', specialty: 'dentistry', page: 3, limit: 10, currency: 'UGX' }]]);
    expect(discoveryHead({ pathname: '/doctors/kampala/dentistry', search: '?page=3', language: 'en', queryClient })?.jsonLd?.[1]).toMatchObject({ itemListElement: [{ name: 'Dr. G' }] });
    expect(prefetchLanding({ pathname: '/doctors/Kampala/</script>', queryClient, gateway })).toBeUndefined();
    expect(prefetchLanding({ pathname: '/specialties', queryClient, gateway })).toBeUndefined();
    expect(calls).toHaveLength(1);
  });
});

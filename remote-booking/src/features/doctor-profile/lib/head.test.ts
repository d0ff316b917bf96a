// The doctor page's head from a query client filled by hand, as the server's prefetch leaves it (issue 44).
import { QueryClient } from '@musawo/shared/query';
import { bookingTexts } from '../../../i18n';
import { makeDoctor } from '../../../testing/fixtures';
import { doctorQueryKey } from '../api/use-doctor';
import { doctorHead } from './head';

const HOSTILE = `</script><script>alert(1)</script> "x" 'y' <!-- \u2028`;
const ORIGIN = 'https://musawo.example';

function clientWith(doctorId: string, data: unknown): QueryClient {
  const client = new QueryClient();
  client.setQueryData(doctorQueryKey(doctorId), data);
  return client;
}

describe('doctorHead', () => {
  const doctor = makeDoctor({
    id: 'doc-7',
    imageUrl: '/media/portraits/7.svg',
    consultation_fee: 80_000,
    rating: 4.5,
    reviews: 12,
    address: { address: 'Plot 14, Acacia Avenue, Kololo, Kampala', lat: 0.33, lng: 32.59 },
    speciality: { id: 's1', speciality_name: 'Dentistry', tags: [] },
    district: { name: 'Kampala', slug: 'kampala', region: 'Central' },
  });

  it('names the doctor, specialty and district; says the fee and rating; Physician and breadcrumbs in JSON-LD', () => {
    const head = doctorHead({ pathname: '/doctor/doc-7', search: '', language: 'en', queryClient: clientWith('doc-7', doctor), origin: ORIGIN });
    expect(head?.status).toBeUndefined();
    expect(head?.title).toBe('Dr. Sarah Namuli — Dentistry in Kampala | Musawo');
    expect(head?.description.replace(/\u00a0/g, ' ')).toBe('Dr. Sarah Namuli, Dentistry in Kampala. Consultation fee UGX 80,000. Rated 4.5 out of 5 from 12 reviews. Book an appointment on Musawo.');
    expect(head?.image).toBe('/media/portraits/7.svg');
    expect(head?.type).toBe('profile');
    const [physician, breadcrumbs] = head?.jsonLd ?? [];
    expect(physician).toMatchObject({
      '@type': 'Physician',
      name: 'Dr. Sarah Namuli',
      medicalSpecialty: 'Dentistry',
      url: `${ORIGIN}/doctor/doc-7`,
      image: `${ORIGIN}/media/portraits/7.svg`,
      address: { '@type': 'PostalAddress', streetAddress: 'Plot 14, Acacia Avenue, Kololo, Kampala', addressLocality: 'Kampala', addressRegion: 'Central', addressCountry: 'UG' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 12 },
    });
    // Amounts keep the unit and the number together (a no-break space), as everywhere in the app.
    expect(physician?.priceRange).toBe('UGX\u00a080,000');
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: `${ORIGIN}/` },
        { position: 2, name: 'Dentistry in Kampala', item: `${ORIGIN}/doctors/kampala/dentistry` },
        { position: 3, name: 'Dr. Sarah Namuli', item: `${ORIGIN}/doctor/doc-7` },
      ],
    });
  });

  it('speaks the page’s language, with addresses under its prefix', async () => {
    await bookingTexts.prepare('sw');
    const head = doctorHead({ pathname: '/doctor/doc-7', search: '', language: 'sw', queryClient: clientWith('doc-7', doctor), origin: ORIGIN });
    expect(head?.title).toBe('Dr. Sarah Namuli — Dentistry huko Kampala | Musawo');
    expect(head?.description.replace(/\u00a0/g, ' ')).toContain('Shs 80,000');
    expect((head?.jsonLd?.[1]?.itemListElement as { item: string }[])[1]?.item).toBe(`${ORIGIN}/sw/doctors/kampala/dentistry`);
  });

  it('has no aggregateRating for a doctor without reviews, and no landing crumb without a district', () => {
    const head = doctorHead({ pathname: '/doctor/doc-8', search: '', language: 'en', queryClient: clientWith('doc-8', makeDoctor({ id: 'doc-8', rating: 'New', reviews: 0, district: null })) });
    expect(head?.description).toContain('New on Musawo, no reviews yet.');
    expect(head?.jsonLd?.[0]).not.toHaveProperty('aggregateRating');
    expect(head?.jsonLd?.[0]).not.toHaveProperty('image');
    expect(head?.title).toBe('Dr. Sarah Namuli — Cardiology in Kololo, Kampala | Musawo');
    expect(head?.jsonLd?.[1]?.itemListElement).toHaveLength(2);
  });

  it('answers 404 for an unknown doctor, and nothing for another page or data not loaded', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.prefetchQuery({ queryKey: doctorQueryKey('nobody'), queryFn: () => Promise.reject(Object.assign(new Error('Doctor not found'), { status: 404 })) });
    expect(doctorHead({ pathname: '/doctor/nobody', search: '', language: 'en', queryClient: client })).toEqual({ status: 404, title: 'Doctor not found | Musawo', description: 'This doctor is not on Musawo.' });
    expect(doctorHead({ pathname: '/doctor/other', search: '', language: 'en', queryClient: client })).toBeUndefined();
    expect(doctorHead({ pathname: '/articles', search: '', language: 'en', queryClient: client })).toBeUndefined();
  });

  it('carries hostile names and addresses as plain values (the server escapes them for each place)', () => {
    const hostile = makeDoctor({ id: 'doc-9', name: HOSTILE, address: { address: HOSTILE }, speciality: { speciality_name: HOSTILE, tags: [] }, district: null });
    const head = doctorHead({ pathname: '/doctor/doc-9', search: '', language: 'en', queryClient: clientWith('doc-9', hostile) });
    expect(head?.title).toBe(`${HOSTILE} — ${HOSTILE} in ${HOSTILE} | Musawo`);
    expect(head?.jsonLd?.[0]).toMatchObject({ name: HOSTILE, medicalSpecialty: HOSTILE, address: { streetAddress: HOSTILE } });
    expect(JSON.parse(JSON.stringify(head?.jsonLd))).toEqual(head?.jsonLd);
  });
});

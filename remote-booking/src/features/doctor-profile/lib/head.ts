// What search engines and link previews read on /doctor/:id (issue 44): the doctor's name, specialty and place
// in the title, the fee and rating in the description, the portrait as the picture, schema.org Physician and the
// breadcrumbs (Home > the district's specialty page > the doctor). 404 when there is no such doctor.
import { formatAmount, landingPath, languagePath, type Doctor, type Language, type PageHead } from '@musawo/shared/contracts';
import { loadedTranslator, type RemoteHeadContext } from '@musawo/shared/react';
import { matchPath } from '@musawo/shared/router';
import { bookingTexts } from '../../../i18n';
import { doctorQueryKey } from '../api/use-doctor';

/** The status of a failed gateway call (404 for an unknown doctor). */
const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;

/** The district when the directory knows it, else the address the doctor gave. */
const placeOf = (doctor: Doctor) => doctor.district?.name ?? doctor.address.address;

/** Breadcrumbs of a doctor's page, as shown on it and as BreadcrumbList: the landing page when there is a district. */
export function doctorBreadcrumbs(doctor: Doctor, language: Language): { name: string; path: string }[] {
  const t = loadedTranslator(bookingTexts, language);
  const crumbs = [{ name: t.t('head.home'), path: '/' }];
  if (doctor.district) crumbs.push({ name: t.t('head.landing', { specialty: doctor.speciality.speciality_name, district: doctor.district.name }), path: landingPath(doctor.district.slug, doctor.speciality.speciality_name) });
  crumbs.push({ name: doctor.name, path: `/doctor/${encodeURIComponent(doctor.id)}` });
  return crumbs;
}

export function doctorHead({ pathname, language, queryClient, origin = '' }: RemoteHeadContext): PageHead | undefined {
  const doctorId = matchPath({ path: '/doctor/:id', end: true }, pathname)?.params.id;
  if (doctorId === undefined) return undefined;
  const t = loadedTranslator(bookingTexts, language);
  const state = queryClient.getQueryState<Doctor>(doctorQueryKey(doctorId));
  if (state?.status === 'error' && (statusOf(state.error) === 404 || statusOf(state.error) === 400)) {
    return { status: 404, title: t.t('head.notFound'), description: t.t('head.notFoundText') };
  }
  const doctor = state?.data;
  if (doctor === undefined) return undefined;
  const url = (path: string) => `${origin}${languagePath(language, path)}`;
  const specialty = doctor.speciality.speciality_name;
  const place = placeOf(doctor);
  const fee = formatAmount(doctor.consultation_fee, doctor.currency, language);
  const rated = doctor.reviews > 0 && typeof doctor.rating === 'number';
  const rating = rated ? t.t('head.rated', { rating: doctor.rating, count: doctor.reviews }) : t.t('head.new');
  const image = doctor.imageUrl ?? undefined;
  const physician: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Physician',
    '@id': url(`/doctor/${encodeURIComponent(doctor.id)}`),
    url: url(`/doctor/${encodeURIComponent(doctor.id)}`),
    name: doctor.name,
    medicalSpecialty: specialty,
    address: {
      '@type': 'PostalAddress',
      streetAddress: doctor.address.address,
      ...(doctor.district ? { addressLocality: doctor.district.name, addressRegion: doctor.district.region } : {}),
      addressCountry: 'UG',
    },
    priceRange: fee,
    currenciesAccepted: doctor.currency,
    knowsLanguage: doctor.languages,
  };
  if (image !== undefined) physician.image = /^https?:\/\//i.test(image) ? image : `${origin}${image}`;
  if (typeof doctor.address.lat === 'number' && typeof doctor.address.lng === 'number') physician.geo = { '@type': 'GeoCoordinates', latitude: doctor.address.lat, longitude: doctor.address.lng };
  if (rated) physician.aggregateRating = { '@type': 'AggregateRating', ratingValue: doctor.rating, reviewCount: doctor.reviews, bestRating: 5, worstRating: 1 };
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: doctorBreadcrumbs(doctor, language).map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: url(c.path) })),
  };
  return {
    title: t.t('head.title', { name: doctor.name, specialty, place }),
    description: t.t('head.description', { name: doctor.name, specialty, place, fee, rating }),
    type: 'profile',
    ...(image === undefined ? {} : { image }),
    jsonLd: [physician, breadcrumbs],
  };
}

// What search engines and link previews read on discovery's pages (issue 44), from what the pages' queries hold
// (the server's prefetch fills them; in the browser, the pages' own hooks): titles and descriptions in the page's
// language, MedicalWebPage and an ItemList of the doctors shown, breadcrumbs on landing pages, 404 for a landing
// page that has no doctor.
import { landingPath, languagePath, type Doctor, type Language, type PageHead, type Specialty } from '@musawo/shared/contracts';
import type { QueryClient } from '@musawo/shared/query';
import { loadedTranslator, type RemoteHeadContext } from '@musawo/shared/react';
import { matchPath } from '@musawo/shared/router';
import { landingPageNumber, landingQueryKey } from '../api/landing-query';
import { discoveryTexts } from '../../../i18n';
import { pagesTexts } from '../../../shared-ui/i18n';
import { parseLocation, parseSpecialty } from '../../../shared-ui/search-url';

/** What doctor/landingPage answers for a page that exists. */
interface Landing {
  district: { name: string; slug: string };
  specialty: Specialty;
  doctors: Doctor[];
  total: number;
}

const localName = (s: Specialty, lang: Language) => (lang === 'en' ? undefined : s.names?.[lang]) ?? s.speciality_name;

/** schema.org's list of the doctors a page shows, each by its page's address. */
function doctorList(doctors: readonly Doctor[], url: (path: string) => string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: doctors.length,
    itemListElement: doctors.map((d, i) => ({ '@type': 'ListItem', position: i + 1, url: url(`/doctor/${encodeURIComponent(d.id)}`), name: d.name })),
  };
}

const webPage = (name: string, description: string, url: string, language: Language) => ({ '@context': 'https://schema.org', '@type': 'MedicalWebPage', name, description, url, inLanguage: language });

/** The first query's data under a key prefix (the server's query client holds one request's queries only). */
function firstData<T>(client: QueryClient, prefix: readonly unknown[]): T | undefined {
  return client.getQueriesData<T>({ queryKey: prefix }).find(([, data]) => data !== undefined)?.[1];
}

function landingHead(district: string, specialty: string, { search, language, queryClient, origin = '' }: RemoteHeadContext): PageHead | undefined {
  const t = loadedTranslator(discoveryTexts, language);
  const data = queryClient.getQueryData<Landing | null>(landingQueryKey(district, specialty, landingPageNumber(search)));
  if (data === null) return { status: 404, title: t.t('landing.notFoundTitle'), description: t.t('landing.notFoundText') };
  if (data === undefined) return undefined;
  const url = (path: string) => `${origin}${languagePath(language, path)}`;
  const names = { specialty: localName(data.specialty, language), district: data.district.name };
  const title = t.t('landing.title', names);
  const description = t.t('landing.description', { ...names, count: data.total });
  const here = url(landingPath(data.district.slug, data.specialty.speciality_name));
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: t.t('landing.home'), item: url('/') },
      { '@type': 'ListItem', position: 2, name: t.t('landing.heading', names), item: here },
    ],
  };
  return { title, description, jsonLd: [{ ...webPage(title, description, here, language), specialty: data.specialty.speciality_name }, doctorList(data.doctors, url), breadcrumbs] };
}

export function discoveryHead(context: RemoteHeadContext): PageHead | undefined {
  const { pathname, search, language, queryClient, origin = '' } = context;
  const url = (path: string) => `${origin}${languagePath(language, path)}`;
  const landing = matchPath({ path: '/doctors/:district/:specialty', end: true }, pathname);
  if (landing) return landingHead(landing.params.district ?? '', landing.params.specialty ?? '', context);
  if (pathname === '/') {
    const description = loadedTranslator(discoveryTexts, language).t('home.meta');
    const featured = firstData<Doctor[]>(queryClient, ['doctors', 'featured']) ?? [];
    return { title: 'Musawo', description, jsonLd: [webPage('Musawo', description, url('/'), language), ...(featured.length > 0 ? [doctorList(featured, url)] : [])] };
  }
  if (pathname === '/find-doctor') {
    const t = loadedTranslator(pagesTexts, language);
    return { title: `${t.t('wizard.title')} | Musawo`, description: t.t('wizard.description') };
  }
  if (pathname === '/search-results') {
    const t = loadedTranslator(pagesTexts, language);
    const params = new URLSearchParams(search);
    const specialty = parseSpecialty(params.get('specialty'));
    const place = parseLocation(params.get('location')).address.trim();
    const title = `${t.t('results.heading', { specialty: specialty?.speciality_name.trim() || t.t('results.medical'), place: place || t.t('results.yourArea') })} | Musawo`;
    const description = t.t('results.description');
    const found = firstData<{ doctors: Doctor[] }>(queryClient, ['doctors', 'search'])?.doctors ?? [];
    return { title, description, jsonLd: [webPage(title, description, url(`/search-results${search}`), language), doctorList(found, url)] };
  }
  return undefined;
}

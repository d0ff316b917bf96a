// /sitemap.xml (issue 44): every public page a search engine should know, each at its address in the three
// languages with the others as alternates. Over 50,000 addresses it becomes a sitemap index of numbered parts
// (the protocol's limit per file). The list is read with bounded queries (pages of ids, one grouped count for
// landing pages) and kept for a few minutes: a crawler's burst of requests costs one pass over the directory.
import { LANGUAGES, languagePath, type Specialty } from '@musawo/shared/contracts';
import type { Db } from '../db/create-db';
import { listedDoctorIds } from '../directory/doctors-repo';
import { landingPairs } from '../directory/landing-pages';
import { listSpecialties } from '../directory/specialties-repo';
import { tipStamps } from '../directory/tips-repo';

/** The public pages that are the same for everyone and have no data of their own in the address. */
const STATIC_PUBLIC_PAGES = ['/', '/specialties', '/find-doctor', '/articles', '/about', '/privacy', '/terms', '/contact', '/help', '/join', '/app-download', '/careers'] as const;

/** The protocol's ceiling of addresses per file. */
export const SITEMAP_MAX_URLS = 50_000;
const READ_PAGE = 5_000;

export interface SitemapPage {
  /** The app's path (and query), without a language prefix. */
  path: string;
  /** yyyy-MM-dd, where the page's data says when it last changed. */
  lastmod?: string;
}

const day = (iso: string) => (/^\d{4}-\d{2}-\d{2}/.exec(iso)?.[0] ?? undefined);

async function readAll(read: (afterId: string, limit: number) => Promise<{ id: string; updatedAt: string }[]>, toPath: (id: string) => string): Promise<SitemapPage[]> {
  const out: SitemapPage[] = [];
  for (let after = ''; ; ) {
    const rows = await read(after, READ_PAGE);
    for (const r of rows) {
      const lastmod = day(r.updatedAt);
      out.push(lastmod === undefined ? { path: toPath(r.id) } : { path: toPath(r.id), lastmod });
    }
    if (rows.length < READ_PAGE) return out;
    after = rows[rows.length - 1]?.id ?? after;
  }
}

/** A specialty's search address: the results page for it, anywhere (the form the specialties page links to). */
function specialtySearchPath(s: Specialty): string {
  return `/search-results?${new URLSearchParams({ specialty: JSON.stringify({ id: s.id, speciality_name: s.speciality_name }) }).toString()}`;
}

/** Every page of the sitemap, in a stable order: static pages, specialties, landing pages, doctors, articles. */
export async function sitemapPages(db: Db): Promise<SitemapPage[]> {
  const specialties = await listSpecialties(db);
  const pairs = await landingPairs(db, specialties);
  const withDoctors = new Set(pairs.map((p) => p.specialtyId));
  const doctors = await readAll((after, limit) => listedDoctorIds(db, after, limit), (id) => `/doctor/${encodeURIComponent(id)}`);
  const articles = await readAll((after, limit) => tipStamps(db, after, limit), (id) => `/articles/${encodeURIComponent(id)}`);
  return [
    ...STATIC_PUBLIC_PAGES.map((path) => ({ path })),
    ...specialties.filter((s) => withDoctors.has(s.id)).map((s) => ({ path: specialtySearchPath(s) })),
    ...pairs.map((p) => ({ path: `/doctors/${p.districtSlug}/${p.specialtySlug}` })),
    ...doctors,
    ...articles,
  ];
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** How many pages go in one file: a page's three languages stay together. */
export const pagesPerFile = (maxUrls: number) => Math.max(1, Math.floor(maxUrls / LANGUAGES.length));

/** Each page's <url> entries: one per language, each naming all three languages and x-default as alternates. */
function urlEntries(origin: string, pages: readonly SitemapPage[]): string {
  const parts: string[] = [];
  for (const page of pages) {
    const alternates = LANGUAGES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${xml(origin + languagePath(l, page.path))}"/>`).join('');
    const fallback = `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(origin + page.path)}"/>`;
    const lastmod = page.lastmod === undefined ? '' : `<lastmod>${page.lastmod}</lastmod>`;
    for (const l of LANGUAGES) parts.push(`<url><loc>${xml(origin + languagePath(l, page.path))}</loc>${lastmod}${alternates}${fallback}</url>\n`);
  }
  return parts.join('');
}

const URLSET_OPEN = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';

/**
 * A <urlset> of these pages, made a thousand pages at a time with the event loop free in between: a full part (50,000
 * addresses, ~30 MB) takes ~100 ms of CPU, which must not stall every other request.
 */
export async function urlsetXmlInSteps(origin: string, pages: readonly SitemapPage[]): Promise<string> {
  const parts = [HEADER, URLSET_OPEN];
  for (let i = 0; i < pages.length; i += 1_000) {
    parts.push(urlEntries(origin, pages.slice(i, i + 1_000)));
    await new Promise((resolve) => setImmediate(resolve));
  }
  parts.push('</urlset>\n');
  return parts.join('');
}

/** The index of numbered parts (`/sitemaps/1.xml` …). */
export function sitemapIndexXml(origin: string, partCount: number): string {
  const parts = [HEADER, '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'];
  for (let n = 1; n <= partCount; n += 1) parts.push(`<sitemap><loc>${xml(`${origin}/sitemaps/${n}.xml`)}</loc></sitemap>\n`);
  parts.push('</sitemapindex>\n');
  return parts.join('');
}

// /robots.txt and /sitemap.xml (issue 44), registered before the app's `/*` page fallback would answer them.
import { LANGUAGES, languagePath } from '@musawo/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/create-db';
import type { Clock } from '../lib/time';
import { pagesPerFile, SITEMAP_MAX_URLS, type SitemapPage, sitemapIndexXml, sitemapPages, urlsetXml } from './sitemap';

export interface SeoOptions {
  db: Db;
  /** config.publicUrl: every address in robots.txt and the sitemap is absolute. */
  publicUrl: string;
  now: Clock;
  /** Addresses per sitemap file (tests make it small to see the index). */
  maxUrls?: number;
  /** How long a computed list is served before it is read again. */
  ttlMs?: number;
}

/** Pages nobody should find through a search engine: the API, operators' pages, a signed-in person's own pages. */
const PRIVATE_PATHS = ['/api/', '/admin', '/dashboard', '/appointments', '/transactions', '/profile', '/settings', '/patients', '/consult/', '/signin', '/signup', '/verify-email', '/reset-password', '/logout', '/join/apply'];

function robotsTxt(publicUrl: string): string {
  const lines = ['User-agent: *', 'Allow: /'];
  for (const path of PRIVATE_PATHS) {
    // The API has no language prefix; every page has one per language (issue 44).
    const variants = path.startsWith('/api/') ? [path] : LANGUAGES.map((l) => languagePath(l, path));
    for (const v of variants) lines.push(`Disallow: ${v}`);
  }
  lines.push('', `Sitemap: ${publicUrl}/sitemap.xml`, '');
  return lines.join('\n');
}

const TEN_MINUTES = 10 * 60_000;

export function registerSeoRoutes(app: FastifyInstance, options: SeoOptions): void {
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  const ttlMs = options.ttlMs ?? TEN_MINUTES;
  const perFile = pagesPerFile(maxUrls);
  let cached: { at: number; pages: Promise<SitemapPage[]> } | undefined;
  // One computation at a time, shared by every request in its window; a failed one is not kept.
  const pages = (): Promise<SitemapPage[]> => {
    const at = options.now().getTime();
    if (cached === undefined || at - cached.at >= ttlMs) {
      const pending = sitemapPages(options.db);
      cached = { at, pages: pending };
      pending.catch(() => {
        if (cached?.pages === pending) cached = undefined;
      });
    }
    return cached.pages;
  };
  const cacheFor = `public, max-age=${Math.floor(ttlMs / 1000)}`;

  app.get('/robots.txt', async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(options.publicUrl)));

  app.get('/sitemap.xml', async (_request, reply) => {
    const all = await pages();
    const body = all.length <= perFile ? urlsetXml(options.publicUrl, all) : sitemapIndexXml(options.publicUrl, Math.ceil(all.length / perFile));
    return reply.header('cache-control', cacheFor).type('application/xml; charset=utf-8').send(body);
  });

  app.get('/sitemaps/:file', async (request, reply) => {
    const match = /^([1-9]\d{0,5})\.xml$/.exec(String((request.params as { file?: unknown }).file ?? ''));
    const all = await pages();
    const n = match === null ? 0 : Number(match[1]);
    if (n === 0 || all.length <= perFile || (n - 1) * perFile >= all.length) return reply.code(404).type('text/plain; charset=utf-8').send('No such sitemap.');
    return reply.header('cache-control', cacheFor).type('application/xml; charset=utf-8').send(urlsetXml(options.publicUrl, all.slice((n - 1) * perFile, n * perFile)));
  });
}

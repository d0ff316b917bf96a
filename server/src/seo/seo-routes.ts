// /robots.txt and /sitemap.xml (issue 44), registered before the app's `/*` page fallback would answer them.
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import { LANGUAGES, languagePath } from '@musawo/shared/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/create-db';
import type { Clock } from '../lib/time';
import { pagesPerFile, SITEMAP_MAX_URLS, type SitemapPage, sitemapIndexXml, sitemapPages, urlsetXmlInSteps } from './sitemap';

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

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
  // The list and each file made from it are kept together for ttlMs, the files gzipped (a full part is ~30 MB of
  // XML, ~1 MB gzipped): a crawler's requests cost one pass over the directory and one rendering per file.
  let cached: { at: number; pages: Promise<SitemapPage[]>; files: Map<number, Promise<Buffer | undefined>> } | undefined;
  const current = () => {
    const at = options.now().getTime();
    if (cached === undefined || at - cached.at >= ttlMs) {
      const pending = sitemapPages(options.db);
      const fresh = { at, pages: pending, files: new Map<number, Promise<Buffer | undefined>>() };
      cached = fresh;
      // A failed computation is not kept.
      pending.catch(() => {
        if (cached === fresh) cached = undefined;
      });
    }
    return cached;
  };
  /** File 0 is /sitemap.xml (the list itself, or the index of parts); n > 0 is part n; undefined: no such part. */
  const file = (n: number): Promise<Buffer | undefined> => {
    const entry = current();
    let made = entry.files.get(n);
    if (made === undefined) {
      made = entry.pages.then(async (all) => {
        const parts = all.length <= perFile ? 0 : Math.ceil(all.length / perFile);
        if (n > parts) return undefined;
        const text = n === 0 ? (parts === 0 ? await urlsetXmlInSteps(options.publicUrl, all) : sitemapIndexXml(options.publicUrl, parts)) : await urlsetXmlInSteps(options.publicUrl, all.slice((n - 1) * perFile, n * perFile));
        return gzipAsync(text);
      });
      made.catch(() => entry.files.delete(n));
      entry.files.set(n, made);
    }
    return made;
  };
  const cacheFor = `public, max-age=${Math.floor(ttlMs / 1000)}`;

  const send = async (request: FastifyRequest, reply: FastifyReply, body: Buffer | undefined) => {
    if (body === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('No such sitemap.');
    reply.header('cache-control', cacheFor).header('vary', 'accept-encoding').type('application/xml; charset=utf-8');
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.header('content-encoding', 'gzip').send(body);
    return reply.send(await gunzipAsync(body));
  };

  app.get('/robots.txt', async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(options.publicUrl)));

  app.get('/sitemap.xml', async (request, reply) => send(request, reply, await file(0)));

  app.get('/sitemaps/:file', async (request, reply) => {
    const match = /^([1-9]\d{0,5})\.xml$/.exec(String((request.params as { file?: unknown }).file ?? ''));
    return send(request, reply, match === null ? undefined : await file(Number(match[1])));
  });
}

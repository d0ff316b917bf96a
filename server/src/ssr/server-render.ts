// Every public page rendered per request by the remote version that owns it (issue 44, ADR 335). The live shell's
// frame for the page's route and language (`musawo-frames.json`, painted by the shell's build) gets the page the
// owner's renderer (`ssr/render.cjs`, built by its release) made in a worker thread, the CSS rules the frame lacks,
// the page's <head> and its data for the browser's first render. Kept in memory per (renderer, frames, language,
// path and query) for a short while; a render that fails or is late is answered with the frame alone (the caller's
// `spa*.html`) and counted against the version in the remote reports.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Language, RemoteEntry, ServerRendered } from '@musawo/shared/contracts';
import type { RemoteReport } from '../release/remote-reports-repo';
import { escapeAttr, headTags, scriptJson } from './head-tags';
import { createPageCache } from './page-cache';
import type { RenderPool } from './render-pool';

/** What the shell's frame holds where the page goes, and where the server names the rendered version and its CSS. */
export const PAGE_SLOT = '<musawo-page></musawo-page>';
export const FROM_MARK = 'data-painted-from="musawo:painted-from"';
export const CSS_MARK = '<!--musawo:page-css-->';
/** The element the page's dehydrated queries travel in (shell/src/app/painting.ts reads it). */
export const DATA_ID = 'musawo-data';
const FRAMES_FILE = 'musawo-frames.json';

/** A render later than this is answered with the frame alone (issue 44). */
const RENDER_LIMIT_MS = 300;
/**
 * The limit for a version's first renders (one per thread): they also load its code and paint its frames, a cost
 * of the server's once per version, not of the version. They are not counted late.
 */
const COLD_LIMIT_MS = 1_500;
/** A render still running after this is stopped (its thread replaced): a renderer that hangs frees its thread. */
const HARD_LIMIT_MS = 10_000;
/** How long a rendered page is served from memory: a change to a doctor shows within 60 s (issue 44). */
export const FRESH_MS = 30_000;

interface Painted {
  html: string;
  css: string[];
}
interface Frame {
  path: string;
  owner: string;
  languages: Partial<Record<Language, Painted>>;
}

/** A rendered page: its status, its bytes (once per encoding) and its validator. */
export interface RenderedPage {
  status: 200 | 404;
  body: Buffer;
  etag: string;
  /** `<remote>@<version>` that rendered it. */
  paintedFrom: string;
  encoded(encoding: 'br' | 'gzip'): Promise<Buffer>;
}

const isPainted = (v: unknown): v is Painted =>
  typeof v === 'object' && v !== null && typeof (v as Painted).html === 'string' && Array.isArray((v as Painted).css) && (v as Painted).css.every((r) => typeof r === 'string');
const isLanguages = (v: unknown): v is Partial<Record<Language, Painted>> => typeof v === 'object' && v !== null && Object.values(v).every(isPainted);

function parseFrames(json: unknown): Frame[] {
  const frames = (json as { frames?: unknown } | null)?.frames;
  if (!Array.isArray(frames)) return [];
  return frames.filter(
    (f): f is Frame =>
      typeof f === 'object' && f !== null && typeof f.path === 'string' && typeof f.owner === 'string' && isLanguages(f.languages) &&
      Object.values(f.languages as Record<string, Painted>).every((p) => p.html.split(PAGE_SLOT).length === 2 && /<title>[^<]*<\/title>/.test(p.html) && p.html.includes('</body>')),
  );
}

const isRendered = (v: unknown): v is ServerRendered =>
  typeof v === 'object' && v !== null && typeof (v as ServerRendered).html === 'string' && Array.isArray((v as ServerRendered).css) && (v as ServerRendered).css.every((r) => typeof r === 'string');

/**
 * The live frame with the page in its slot: the page's CSS rules the frame lacks beside the frame's own, the page's
 * <head> in place of the frame's <title>, its data before </body>. Every mark is replaced in the frame before the
 * page goes in, so nothing in the page (a doctor's name, a review) can be taken for a mark.
 */
function composePage(frame: Painted, page: ServerRendered, paintedFrom: string, head: string | undefined): string {
  const known = new Set(frame.css);
  const extra = [...new Set(page.css)].filter((r) => !known.has(r));
  const css = extra.length === 0 ? '' : `<style data-prerender-page>${extra.join('').replace(/<\/style/gi, '<\\/style')}</style>`;
  // React's resource hints for the page (a portrait it preloads): plain <link> tags only.
  const links = (page.links ?? []).filter((l) => typeof l === 'string' && /^<link [^<>]*\/?>$/.test(l)).join('');
  const data = `<script type="application/json" id="${DATA_ID}">${scriptJson(page.state ?? null)}</script>`;
  let html = frame.html.replace(FROM_MARK, () => `data-painted-from="${escapeAttr(paintedFrom)}"`).replace(CSS_MARK, () => `${links}${css}`);
  // The page's own title and description replace the frame's (one of each: a crawler reads the first). Its JSON-LD
  // goes at the end of the body, where search engines read it too: ahead of the page it would push the hero out of
  // the first 3G chunk (ADR 009).
  const jsonLd = head?.match(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g) ?? [];
  const tags = jsonLd.reduce((rest, script) => rest.replace(script, ''), head ?? '');
  if (head !== undefined) html = html.replace(/<meta name="description" content="[^"]*"\s*\/?>/, '').replace(/<title>[^<]*<\/title>/, () => tags);
  html = html.replace('</body>', () => `${jsonLd.join('')}${data}</body>`);
  return html.replace(PAGE_SLOT, () => page.html);
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

function rendered(html: string, paintedFrom: string, status: 200 | 404): RenderedPage {
  const body = Buffer.from(html, 'utf8');
  const encodings = new Map<string, Promise<Buffer>>();
  return {
    status,
    body,
    paintedFrom,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    encoded(encoding) {
      let out = encodings.get(encoding);
      if (!out) {
        // Pages change every 30 s at most: Brotli 5 is ~20 ms for a page where 11 took ~150 ms, a few % larger.
        out =
          encoding === 'br'
            ? brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } })
            : gz(body, { level: 6 });
        encodings.set(encoding, out);
      }
      return out;
    },
  };
}

/** A file's identity: a version folder replaced whole (a `--dev` build) is read again. */
async function fileKey(file: string): Promise<string | undefined> {
  try {
    const s = await stat(file);
    return s.isFile() ? `${file}:${s.ino}:${s.mtimeMs}:${s.size}` : undefined;
  } catch {
    return undefined;
  }
}

/** The query string with its parameters in order (`?b=2&a=1` and `?a=1&b=2` are one page), or empty. */
function normalisedSearch(search: string): string {
  const params = new URLSearchParams(search);
  params.sort();
  const s = params.toString();
  return s === '' ? '' : `?${s}`;
}

export interface ServerRendererDeps {
  /**
   * The local folder of a published version with its renderer checked against the version's manifest (issue 46: a
   * copy of the artifact store's); undefined when it has none or it is damaged (the caller answers the frame).
   */
  rendererOf: (name: string, version: string) => Promise<string | undefined>;
  publicUrl: string;
  pool: RenderPool;
  now: () => Date;
  /** Counts a failed render against its version (`npm run remotes`). */
  report: (report: RemoteReport) => void;
  log: (error: unknown, message: string) => void;
  limitMs?: number;
}

export interface PageRequest {
  shellDir: string;
  owner: RemoteEntry;
  /** The owner's route that `pathname` matched. */
  route: string;
  pathname: string;
  search: string;
  language: Language;
}

export function createServerRenderer(deps: ServerRendererDeps) {
  const parsed = new Map<string, Promise<Frame[]>>();
  const cache = createPageCache<RenderedPage>({ maxEntries: 2_000, maxBytes: 64 * 1024 * 1024, freshMs: FRESH_MS, now: deps.now });
  const running = new Map<string, Promise<RenderedPage | undefined>>();
  /** Renders finished per renderer: a renderer with fewer than one per thread may still be cold somewhere. */
  const finished = new Map<string, number>();
  const limitMs = deps.limitMs ?? RENDER_LIMIT_MS;

  async function frames(file: string, key: string): Promise<Frame[]> {
    let p = parsed.get(key);
    if (!p) {
      p = readFile(file, 'utf8')
        .then((text) => parseFrames(JSON.parse(text)))
        .catch(() => []);
      // Frames files are few (one per shell version): keep the last handful.
      if (parsed.size >= 8) parsed.delete(parsed.keys().next().value as string);
      parsed.set(key, p);
    }
    return p;
  }

  function failed(owner: RemoteEntry, error: 'timeout' | 'error', cause?: unknown) {
    if (cause !== undefined) deps.log(cause, `server render of ${owner.name}@${owner.version} failed`);
    deps.report({ app: owner.name, version: owner.version, phase: 'render', ok: false, error });
  }

  return {
    /**
     * The page as the owner's version renders it in the live shell's frame; undefined when the shell has no frame
     * for the route, the version has no renderer, or the render failed or was late (the caller answers the frame).
     */
    async page(req: PageRequest): Promise<RenderedPage | undefined> {
      const framesFile = join(req.shellDir, FRAMES_FILE);
      const rendererFile = await deps.rendererOf(req.owner.name, req.owner.version);
      if (rendererFile === undefined) return undefined;
      const [framesKey, rendererKey] = await Promise.all([fileKey(framesFile), fileKey(rendererFile)]);
      if (framesKey === undefined || rendererKey === undefined) return undefined;
      const frame = (await frames(framesFile, framesKey)).find((f) => f.path === req.route && f.owner === req.owner.name)?.languages[req.language];
      if (!frame) return undefined;
      const search = normalisedSearch(req.search);
      const key = `${rendererKey}|${framesKey}|${req.language}|${req.pathname}${search}`;
      const kept = cache.get(key);
      if (kept) return kept;

      if (!finished.has(rendererKey)) {
        finished.set(rendererKey, 0);
        deps.pool.warm(rendererFile, rendererKey);
      }
      const limit = (finished.get(rendererKey) ?? 0) < deps.pool.threads ? Math.max(COLD_LIMIT_MS, limitMs) : limitMs;
      let job = running.get(key);
      if (!job) {
        const paintedFrom = `${req.owner.name}@${req.owner.version}`;
        const started = Date.now();
        job = deps.pool
          .render(rendererFile, rendererKey, { route: req.route, pathname: req.pathname, search, language: req.language, origin: deps.publicUrl }, AbortSignal.timeout(HARD_LIMIT_MS))
          .then(({ page, cold }) => {
            finished.set(rendererKey, (finished.get(rendererKey) ?? 0) + 1);
            if (!isRendered(page)) throw new Error('the renderer answered no page');
            const head = page.head && headTags(page.head, { origin: deps.publicUrl, path: `${req.pathname}${search}`, language: req.language });
            const answer = rendered(composePage(frame, page, paintedFrom, head), paintedFrom, page.head?.status === 404 ? 404 : 200);
            // A late render still serves the next request. Its lateness counts against the version unless it was
            // the renderer's first in its thread (loading its code is the server's cost, once per thread).
            cache.set(key, answer, answer.body.length);
            if (Date.now() - started > limitMs && !cold) failed(req.owner, 'timeout');
            return answer;
          })
          .catch((err: unknown) => {
            failed(req.owner, err instanceof Error && (err.name === 'AbortError' || err.name === 'TimeoutError') ? 'timeout' : 'error', err);
            return undefined;
          })
          .finally(() => running.delete(key));
        running.set(key, job);
      }
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), limit);
      });
      const answer = await Promise.race([job, late]).finally(() => clearTimeout(timer));
      // Late: the frame now; the render goes on, is kept, and is counted when it ends (above).
      return answer === 'late' ? undefined : answer;
    },
  };
}

// A page is painted by the remote that owns it (ADR 324). The shell's build paints, per path a remote's manifest
// paints and per language, its frame around the page's slot (`musawo-frames.json` in the shell's version folder);
// the remote's release paints the page (`musawo-paintings.json` in the remote's version folder). The server puts the
// page this browser's registry names into the live shell's frame. Both folders are immutable once published, so a
// composition is kept in memory per (shell folder, remote folder, path, language), compressed once, and the whole
// cache is dropped when the registry snapshot changes.
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { Language, RemoteEntry } from '@musawo/shared/contracts';

/** What the shell's frame holds where the page goes, and where the server names the painted version and its CSS. */
export const PAGE_SLOT = '<musawo-page></musawo-page>';
export const FROM_MARK = 'data-painted-from="musawo:painted-from"';
export const CSS_MARK = '<!--musawo:page-css-->';
const FRAMES_FILE = 'musawo-frames.json';
const PAINTINGS_FILE = 'musawo-paintings.json';

interface Painted {
  html: string;
  css: string[];
}
interface Frame {
  path: string;
  owner: string;
  languages: Partial<Record<Language, Painted>>;
}
interface Painting {
  path: string;
  languages: Partial<Record<Language, Painted>>;
}

/** A composed page: its bytes, once per encoding, and its validator. */
export interface ComposedPage {
  body: Buffer;
  etag: string;
  /** `<remote>@<version>` whose page it carries. */
  paintedFrom: string;
  encoded(encoding: 'br' | 'gzip'): Promise<Buffer>;
}

const isPainted = (v: unknown): v is Painted =>
  typeof v === 'object' && v !== null && typeof (v as Painted).html === 'string' && Array.isArray((v as Painted).css) && (v as Painted).css.every((r) => typeof r === 'string');
const isLanguages = (v: unknown): v is Partial<Record<Language, Painted>> => typeof v === 'object' && v !== null && Object.values(v).every(isPainted);

function parseFrames(json: unknown): Frame[] {
  const frames = (json as { schemaVersion?: unknown; frames?: unknown } | null)?.frames;
  if (!Array.isArray(frames)) return [];
  return frames.filter(
    (f): f is Frame =>
      typeof f === 'object' && f !== null && typeof f.path === 'string' && typeof f.owner === 'string' && isLanguages(f.languages) &&
      Object.values(f.languages as Record<string, Painted>).every((p) => p.html.split(PAGE_SLOT).length === 2),
  );
}

function parsePaintings(json: unknown): Painting[] {
  const paintings = (json as { paintings?: unknown } | null)?.paintings;
  if (!Array.isArray(paintings)) return [];
  return paintings.filter((p): p is Painting => typeof p === 'object' && p !== null && typeof p.path === 'string' && isLanguages(p.languages));
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The live frame with the page in its slot, the page's CSS rules the frame lacks beside the frame's own. */
function composePage(frame: Painted, page: Painted, paintedFrom: string): string {
  const known = new Set(frame.css);
  const extra = [...new Set(page.css)].filter((r) => !known.has(r));
  const css = extra.length === 0 ? '' : `<style data-prerender-page>${extra.join('').replace(/<\/style/gi, '<\\/style')}</style>`;
  return frame.html
    .replace(FROM_MARK, () => `data-painted-from="${escapeAttr(paintedFrom)}"`)
    .replace(CSS_MARK, () => css)
    .replace(PAGE_SLOT, () => page.html);
}

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

function composed(html: string, paintedFrom: string): ComposedPage {
  const body = Buffer.from(html, 'utf8');
  const encodings = new Map<string, Promise<Buffer>>();
  return {
    body,
    paintedFrom,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    encoded(encoding) {
      let out = encodings.get(encoding);
      if (!out) {
        out =
          encoding === 'br'
            ? brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } })
            : gz(body, { level: 9 });
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

export function createPainter(root: string) {
  const parsed = new Map<string, Promise<unknown>>();
  const pages = new Map<string, ComposedPage | undefined>();
  let snapshotSeen: unknown;

  /** The parsed JSON of `file` (undefined: none or unreadable), read once per identity. */
  async function load<T>(file: string, parse: (json: unknown) => T): Promise<T | undefined> {
    const key = await fileKey(file);
    if (key === undefined) return undefined;
    let p = parsed.get(key);
    if (!p) {
      p = readFile(file, 'utf8')
        .then((text) => parse(JSON.parse(text)))
        .catch(() => undefined);
      parsed.set(key, p);
    }
    return (await p) as T | undefined;
  }

  return {
    /**
     * `pathname` in `lang` as `owner` paints it inside the frame of the shell in `shellDir`; undefined when the shell
     * paints no frame for the path or the owner's version paints no page for it (the caller answers the plain frame).
     * `snapshot` is the registry snapshot the caller resolved `owner` from: a new one drops every kept composition.
     */
    async page(shellDir: string, pathname: string, owner: RemoteEntry, lang: Language, snapshot: unknown): Promise<ComposedPage | undefined> {
      if (snapshot !== snapshotSeen) {
        pages.clear();
        snapshotSeen = snapshot;
      }
      const framesFile = join(shellDir, FRAMES_FILE);
      const paintingsFile = join(root, 'remotes', owner.name, owner.version, PAINTINGS_FILE);
      const key = `${await fileKey(framesFile)}|${await fileKey(paintingsFile)}|${pathname}|${lang}`;
      if (pages.has(key)) return pages.get(key);
      const frame = (await load(framesFile, parseFrames))?.find((f) => f.path === pathname && f.owner === owner.name)?.languages[lang];
      const page = frame && (await load(paintingsFile, parsePaintings))?.find((p) => p.path === pathname)?.languages[lang];
      const paintedFrom = `${owner.name}@${owner.version}`;
      const answer = frame && page ? composed(composePage(frame, page, paintedFrom), paintedFrom) : undefined;
      pages.set(key, answer);
      return answer;
    },
  };
}

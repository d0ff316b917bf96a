// Sends one file from disk: content type, validators (ETag/Last-Modified → 304), a single byte range (video
// seeking needs 206) and precompressed .br/.gz siblings when the client accepts them.
// Hand-written rather than @fastify/static: its content-disposition dependency is ESM-only and the root jest
// config (CommonJS transform) cannot load it; this is the small subset the deploy folder needs.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
};

// Already-compressed formats gain nothing from a .br/.gz sibling; do not even look for one.
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.txt', '.svg', '.webmanifest', '.wasm']);

export const contentTypeOf = (path: string): string => TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';

async function fileStat(path: string) {
  try {
    const s = await stat(path);
    return s.isFile() ? s : undefined;
  } catch {
    return undefined;
  }
}

function acceptedEncodings(request: FastifyRequest): Set<string> {
  const header = request.headers['accept-encoding'];
  const out = new Set<string>();
  if (typeof header !== 'string') return out;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name !== undefined && name !== '' && (q === undefined || Number(q.slice(2)) > 0)) out.add(name);
  }
  return out;
}

function parseRange(header: string, size: number): { start: number; end: number } | 'invalid' | undefined {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (m === null) return undefined; // multiple ranges or another unit: serve the whole file
  const [, a = '', b = ''] = m;
  if (a === '' && b === '') return 'invalid';
  let start: number;
  let end: number;
  if (a === '') {
    start = Math.max(0, size - Number(b));
    end = size - 1;
  } else {
    start = Number(a);
    end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  }
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}

/** Sends `path` (which must exist; callers check) with `cacheControl`. */
export async function sendFile(request: FastifyRequest, reply: FastifyReply, path: string, cacheControl: string): Promise<FastifyReply> {
  const original = await fileStat(path);
  if (original === undefined) {
    // Deleted between the caller's check and now (a rollback in progress): a plain 404.
    reply.callNotFound();
    return reply;
  }
  const ext = extname(path).toLowerCase();

  let servedPath = path;
  let served = original;
  let encoding: string | undefined;
  if (COMPRESSIBLE.has(ext)) {
    reply.header('vary', 'Accept-Encoding');
    const accepted = acceptedEncodings(request);
    for (const [name, suffix] of [['br', '.br'], ['gzip', '.gz']] as const) {
      if (!accepted.has(name)) continue;
      const sibling = await fileStat(path + suffix);
      if (sibling !== undefined) {
        servedPath = path + suffix;
        served = sibling;
        encoding = name;
        break;
      }
    }
  }

  const etag = `W/"${served.size.toString(16)}-${Math.floor(served.mtimeMs).toString(16)}${encoding === undefined ? '' : `-${encoding}`}"`;
  reply.header('cache-control', cacheControl);
  reply.header('content-type', contentTypeOf(path));
  reply.header('etag', etag);
  reply.header('last-modified', original.mtime.toUTCString());
  if (encoding !== undefined) reply.header('content-encoding', encoding);
  else reply.header('accept-ranges', 'bytes');

  const ifNoneMatch = request.headers['if-none-match'];
  const ifModifiedSince = request.headers['if-modified-since'];
  const notModified =
    typeof ifNoneMatch === 'string'
      ? ifNoneMatch.split(',').some((t) => t.trim() === etag || t.trim() === '*')
      : typeof ifModifiedSince === 'string' && Math.floor(original.mtimeMs / 1000) <= Math.floor(Date.parse(ifModifiedSince) / 1000);
  if (notModified) return reply.code(304).send();

  const rangeHeader = request.headers.range;
  if (encoding === undefined && typeof rangeHeader === 'string') {
    const range = parseRange(rangeHeader, served.size);
    if (range === 'invalid') {
      reply.header('content-range', `bytes */${served.size}`);
      return reply.code(416).send();
    }
    if (range !== undefined) {
      reply.header('content-range', `bytes ${range.start}-${range.end}/${served.size}`);
      reply.header('content-length', String(range.end - range.start + 1));
      return reply.code(206).send(request.method === 'HEAD' ? undefined : createReadStream(servedPath, range));
    }
  }
  reply.header('content-length', String(served.size));
  return reply.code(200).send(request.method === 'HEAD' ? undefined : createReadStream(servedPath));
}

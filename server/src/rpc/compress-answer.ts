// API answers compressed for the phone's link (issue 11). A list of twelve doctors is ~21 KB of JSON and ~6 KB
// gzipped: on 3G (400 kbps) that is ~0.3 s less before the home page's strips can fill. Small answers (most
// calls, every error) go out as they are: compressing them saves a few bytes and costs a trip to the thread pool.
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Answers shorter than this (in characters of JSON) are sent as they are. */
export const COMPRESS_FROM = 1024;

export type AnswerEncoding = 'br' | 'gzip';

/**
 * The encoding to answer with, from the request's Accept-Encoding: Brotli when it is offered (browsers offer it
 * over HTTPS), else gzip (also when only `*` is offered); none when neither is acceptable (q=0 refuses one).
 */
export function answerEncoding(acceptEncoding: string | undefined): AnswerEncoding | undefined {
  if (acceptEncoding === undefined || acceptEncoding === '') return undefined;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepts = (name: string) => (quality.get(name) ?? quality.get('*') ?? 0) > 0;
  if (quality.has('br') && accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

function compress(text: string, encoding: AnswerEncoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (err: Error | null, out: Buffer) => (err ? reject(err) : resolve(out));
    // Brotli's quality 4 is as quick as gzip's default level here and ~10% smaller on our JSON.
    if (encoding === 'br') brotliCompress(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } }, done);
    else gzip(text, done);
  });
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'Accept-Encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${String(vary)}, Accept-Encoding`);
}

/** A route's onSend hook: compresses a serialized answer of COMPRESS_FROM characters or more. */
export function compressAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: Error | null, payload?: unknown) => void): void {
  if (typeof payload !== 'string' || payload.length < COMPRESS_FROM || reply.getHeader('content-encoding') !== undefined) {
    done(null, payload);
    return;
  }
  addVary(reply);
  const encoding = answerEncoding(request.headers['accept-encoding']);
  if (encoding === undefined) {
    done(null, payload);
    return;
  }
  compress(payload, encoding).then(
    (body) => {
      reply.header('content-encoding', encoding);
      done(null, body);
    },
    // Not worth failing an answer over: send it as it is.
    (err: unknown) => {
      request.log.warn({ err }, 'could not compress an API answer');
      done(null, payload);
    },
  );
}

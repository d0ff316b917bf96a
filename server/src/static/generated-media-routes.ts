// Media that our own code draws (the seeded doctors' portraits) rather than files under server/assets. Each name
// carries a hash of its bytes, so it is served immutable (ADR 320) with a strong ETag from the same hash.
import { createHash } from 'node:crypto';
import send from '@fastify/send';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { IMMUTABLE } from './cache-policy';

/** `prefix` ends with a slash, e.g. `/media/portraits/`; `lookup` answers the body of a file name, or undefined. */
export function registerGeneratedMedia(app: FastifyInstance, prefix: string, lookup: (file: string) => string | undefined): void {
  app.get(`${prefix}:file`, async (request, reply) => {
    const { file } = request.params as { file: string };
    const body = lookup(file);
    if (body === undefined) throw new AppError(404, 'NOT_FOUND', 'Not found');
    const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 16)}"`;
    reply.header('cache-control', IMMUTABLE);
    reply.header('content-type', send.mime.getType(file) ?? 'application/octet-stream');
    reply.header('etag', etag);
    const ifNoneMatch = request.headers['if-none-match'];
    if (typeof ifNoneMatch === 'string' && ifNoneMatch.split(',').some((t) => t.trim() === etag || t.trim() === '*')) return reply.code(304).send();
    return reply.code(200).send(body);
  });
}

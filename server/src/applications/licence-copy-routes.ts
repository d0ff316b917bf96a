// The copy of an applicant's practising licence (issue 47, ADR 209): a PDF, PNG or JPEG of at most 5 MB, sent as
// the raw body of POST /api/v1/applications/licence-copies (the type in Content-Type) before the form itself; the
// answer's id goes with the form (applications/submit). The size limit holds before the body is buffered; the bytes
// must be what they claim (their first bytes). Read back only by operators:
// GET /api/v1/applications/<applicationId>/licence-copy.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LICENCE_COPY_MAX_BYTES, LICENCE_COPY_TYPES } from '@musawo/shared/contracts';
import { unauthenticated } from '../auth/access-token';
import { sniffFileType } from '../consult/file-store';
import { AppError, badInput, forbidden, rateLimited } from '../errors';
import { LICENCE_COPIES_PER_ADDRESS } from '../lib/rate-limit-rules';
import { limitMessage } from '../lib/rate-limiter';
import { DAY } from '../lib/time';
import { sendStoredFile } from '../lib/stored-file-reply';
import { authenticateToken, bearerToken } from '../rpc/gateway';
import type { AppServices } from '../rpc/procedure';
import { findApplication, insertLicenceCopy, takeUnclaimedCopies } from './applications-repo';

const WRONG_TYPE = 'Add your licence as a PDF or a photo (JPEG or PNG).';

/** An uploaded copy no application claimed within a day is deleted (the form uploads it just before sending). */
const UNCLAIMED_MS = DAY;

/** Deletes unclaimed copies, their rows first (so a file is never left without one); answers how many. */
export async function removeUnclaimedCopies(services: Pick<AppServices, 'db' | 'licenceCopies' | 'now'>): Promise<number> {
  const keys = await takeUnclaimedCopies(services.db, new Date(services.now().getTime() - UNCLAIMED_MS));
  for (const key of keys) await services.licenceCopies.delete(key);
  return keys.length;
}

export async function registerLicenceCopyRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  services.jobs.onTick('licence-copies', async () => {
    await removeUnclaimedCopies(services);
  });
  await app.register(async (scope) => {
    // Only these types reach the route, read into one buffer of at most 5 MB (Fastify refuses a longer
    // Content-Length before reading, and stops reading a body that grows past it).
    scope.addContentTypeParser([...LICENCE_COPY_TYPES], { parseAs: 'buffer', bodyLimit: LICENCE_COPY_MAX_BYTES }, (_request, body, done) => done(null, body));
    scope.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    scope.post('/api/v1/applications/licence-copies', { bodyLimit: LICENCE_COPY_MAX_BYTES }, async (request, reply) => {
      const decision = await services.limiter.hit(LICENCE_COPIES_PER_ADDRESS, request.ip);
      if (!decision.allowed) throw rateLimited(limitMessage(LICENCE_COPIES_PER_ADDRESS, decision.retryAfterSeconds), decision.retryAfterSeconds);
      const body = request.body;
      if (body === undefined || body === null || (Buffer.isBuffer(body) && body.length === 0)) throw badInput('Add a copy of your practising licence.', 'licenceCopy');
      // Another type was read by Fastify's own parsers (text, JSON): not a licence copy.
      if (!Buffer.isBuffer(body)) throw new AppError(415, 'UNSUPPORTED_FILE', WRONG_TYPE, 'licenceCopy');
      const declared = String(request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
      const actual = sniffFileType(body);
      if (actual === undefined || actual !== declared || !(LICENCE_COPY_TYPES as readonly string[]).includes(actual)) throw new AppError(415, 'UNSUPPORTED_FILE', WRONG_TYPE, 'licenceCopy');
      const storageKey = `licence/${randomUUID()}`;
      await services.licenceCopies.put(storageKey, body);
      const id = await insertLicenceCopy(services.db, { storageKey, contentType: actual, size: body.length }, services.now());
      return reply.code(200).send({ success: true, results: { id } });
    });

    scope.get('/api/v1/applications/:applicationId/licence-copy', async (request: FastifyRequest, reply) => {
      const token = bearerToken(request);
      if (token === undefined) throw unauthenticated();
      const user = await authenticateToken(services, token);
      if (user.userType !== 'operator') throw forbidden('Only operators can do this.');
      const applicationId = String((request.params as { applicationId?: unknown }).applicationId ?? '').slice(0, 64);
      const found = await findApplication(services.db, applicationId);
      const data = found === undefined ? undefined : await services.licenceCopies.get(found.licenceKey);
      if (found === undefined || data === undefined) throw new AppError(404, 'NOT_FOUND', 'This application has no licence copy.');
      const extension = found.wire.licenceCopy.contentType === 'application/pdf' ? 'pdf' : found.wire.licenceCopy.contentType === 'image/png' ? 'png' : 'jpg';
      return sendStoredFile(reply, { contentType: found.wire.licenceCopy.contentType, fileName: `licence-${found.wire.umdpcNumber.replace(/[^A-Za-z0-9-]/g, '-')}.${extension}` }, data);
    });
  });
}

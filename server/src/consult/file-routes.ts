// Attachments of a consultation (issue 33): images and PDFs up to 5 MB, sent as the raw body of
// POST /api/v1/consult/<appointmentId>/files (the type in Content-Type, the name in X-File-Name, URI-encoded) and
// read back with GET .../files/<fileId>. Both need the party's bearer token; the size limit holds before the body
// is buffered (Content-Length is checked first, and reading stops at the limit); the bytes must be what they claim.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONSULT_FILE_MAX_BYTES, CONSULT_FILE_TYPES } from '@musawo/shared/contracts';
import { AppError, badInput, rateLimited } from '../errors';
import type { LimitRule } from '../lib/rate-limiter';
import { MINUTE } from '../lib/time';
import { authenticateToken, bearerToken } from '../rpc/gateway';
import type { AppServices, AuthUser } from '../rpc/procedure';
import { unauthenticated } from '../auth/access-token';
import { recordClinicalAccess } from '../privacy/access-record';
import { findAttachment, insertAttachment } from './consult-repo';
import { checkRoomOpen, enterRoom, post } from './consult-rooms';
import { sendStoredFile } from '../lib/stored-file-reply';
import { sniffFileType } from './file-store';

const UPLOADS_PER_USER: LimitRule = { name: 'consult:files:user', limit: 20, windowMs: 10 * MINUTE, message: 'Too many files sent. Please wait a few minutes.' };

function safeFileName(raw: unknown, type: string): string {
  let name = '';
  try {
    name = typeof raw === 'string' ? decodeURIComponent(raw) : '';
  } catch {
    name = '';
  }
  // Letters, digits and a few marks; no path, no quotes, no control characters.
  name = name.replace(/[^\p{L}\p{N} ._()-]/gu, '_').replace(/^[.\s]+/, '').slice(0, 120).trim();
  return name === '' ? (type === 'application/pdf' ? 'document.pdf' : 'image') : name;
}

const paramsOf = (request: FastifyRequest): { appointmentId: string; fileId: string } => {
  const p = request.params as { appointmentId?: unknown; fileId?: unknown };
  return { appointmentId: String(p.appointmentId ?? '').slice(0, 64), fileId: String(p.fileId ?? '').slice(0, 64) };
};

async function signedIn(services: AppServices, request: FastifyRequest): Promise<AuthUser> {
  const token = bearerToken(request);
  if (token === undefined) throw unauthenticated();
  return authenticateToken(services, token);
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export async function registerConsultFiles(app: FastifyInstance, services: AppServices): Promise<void> {
  await app.register(async (scope) => {
    // Only these types reach the route, read into one buffer of at most 5 MB (Fastify refuses a longer
    // Content-Length before reading, and stops reading a body that grows past it).
    scope.addContentTypeParser([...CONSULT_FILE_TYPES], { parseAs: 'buffer', bodyLimit: CONSULT_FILE_MAX_BYTES }, (_request, body, done) => done(null, body));
    scope.addHook('onRequest', async (_request, reply) => {
      noStore(reply);
    });

    scope.post('/api/v1/consult/:appointmentId/files', { bodyLimit: CONSULT_FILE_MAX_BYTES }, async (request, reply) => {
      const user = await signedIn(services, request);
      const decision = await services.limiter.hit(UPLOADS_PER_USER, user.id);
      if (!decision.allowed) throw rateLimited(UPLOADS_PER_USER.message ?? 'Too many files.', decision.retryAfterSeconds);
      const { appointmentId } = paramsOf(request);
      const entered = await enterRoom(services.db, user, appointmentId);
      checkRoomOpen(entered.room);
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw badInput('Choose an image or a PDF to send.', 'file');
      const declared = String(request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
      const actual = sniffFileType(body);
      if (actual === undefined || actual !== declared) throw new AppError(415, 'UNSUPPORTED_FILE', 'Only images (PNG, JPEG, WebP, GIF) and PDF files can be sent.', 'file');
      const now = services.now();
      const id = randomUUID();
      const storageKey = `${appointmentId.replace(/[^A-Za-z0-9-]/g, '')}/${id}`;
      const fileName = safeFileName(request.headers['x-file-name'], actual);
      await services.consult.files.put(storageKey, body);
      await insertAttachment(services.db, { id, appointmentId, uploaderId: user.id, storageKey, contentType: actual, size: body.length, fileName, createdAt: now.toISOString() });
      const message = await post({ db: services.db, now: services.now, consult: services.consult, jobs: services.jobs }, entered, {
        senderId: user.id,
        kind: 'file',
        body: fileName,
        attachmentId: id,
        attachment: { id, name: fileName, contentType: actual, size: body.length },
      });
      await recordClinicalAccess(services.db, user, { patientId: entered.room.patient.id, action: 'write', data: 'attachment', appointmentId, subjectId: id, channel: 'file' }, now);
      return reply.code(200).send({ success: true, results: message });
    });

    scope.get('/api/v1/consult/:appointmentId/files/:fileId', async (request, reply) => {
      const user = await signedIn(services, request);
      const { appointmentId, fileId } = paramsOf(request);
      const entered = await enterRoom(services.db, user, appointmentId);
      const file = await findAttachment(services.db, appointmentId, fileId);
      const data = file === undefined ? undefined : await services.consult.files.get(file.storageKey);
      if (file === undefined || data === undefined) throw new AppError(404, 'NOT_FOUND', 'This file is not in the consultation.');
      await recordClinicalAccess(services.db, user, { patientId: entered.room.patient.id, action: 'read', data: 'attachment', appointmentId, subjectId: file.id, channel: 'file' }, services.now());
      return sendStoredFile(reply, file, data);
    });
  });
}

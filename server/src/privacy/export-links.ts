// "Download my data" links (issue 49, ADR 111). Asking makes the zip at once (the demo patient's takes well under a
// second), stores it beside the consultation files, and answers a link holding a random token (only its sha256 is
// kept). The link works once, for its owner signed in, and expires after DATA_EXPORT_LINK_MINUTES; the file is
// removed when it is downloaded, and the retention job removes the ones never downloaded.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DATA_EXPORT_LINK_MINUTES } from '@musawo/shared/contracts';
import type { Db } from '../db/create-db';
import type { FileStore } from '../consult/file-store';
import { AppError } from '../errors';
import { MINUTE } from '../lib/time';
import { randomToken, sha256Hex } from '../lib/secrets';
import { authenticateToken, bearerToken } from '../rpc/gateway';
import type { AppServices } from '../rpc/procedure';
import { unauthenticated } from '../auth/access-token';
import { buildExportZip } from './data-export';

export const EXPORT_PATH = '/api/v1/my-data/export';

export async function createExport(db: Db, files: FileStore, userId: string, now: Date): Promise<{ token: string; expiresAt: string }> {
  const zip = await buildExportZip(db, files, userId, now);
  const id = randomUUID();
  const token = randomToken(32);
  const storageKey = `exports/${id}`;
  await files.put(storageKey, Buffer.from(zip));
  const expiresAt = new Date(now.getTime() + DATA_EXPORT_LINK_MINUTES * MINUTE).toISOString();
  await db
    .insertInto('data_exports')
    .values({ id, user_id: userId, token_hash: sha256Hex(token), storage_key: storageKey, size: zip.length, created_at: now.toISOString(), expires_at: expiresAt, used_at: null })
    .execute();
  return { token, expiresAt };
}

const gone = () => new AppError(410, 'LINK_USED_OR_EXPIRED', 'This download link has been used or has expired. Ask for a new one in Settings.');

/** Takes the link for its owner: true once, for a link that is theirs, unused and not expired (one guarded update). */
async function claimExport(db: Db, tokenHash: string, userId: string, now: Date): Promise<{ id: string; storageKey: string } | undefined> {
  const row = await db.selectFrom('data_exports').select(['id', 'storage_key']).where('token_hash', '=', tokenHash).where('user_id', '=', userId).executeTakeFirst();
  if (row === undefined) return undefined;
  const at = now.toISOString();
  const claimed = await db.updateTable('data_exports').set({ used_at: at }).where('id', '=', row.id).where('used_at', 'is', null).where('expires_at', '>', at).executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1 ? { id: row.id, storageKey: row.storage_key } : undefined;
}

export function registerExportRoute(app: FastifyInstance, services: AppServices): void {
  app.get(`${EXPORT_PATH}/:token`, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const bearer = bearerToken(request);
    if (bearer === undefined) throw unauthenticated();
    const user = await authenticateToken(services, bearer);
    const token = String((request.params as { token?: unknown }).token ?? '').slice(0, 100);
    const claimed = await claimExport(services.db, sha256Hex(token), user.id, services.now());
    if (claimed === undefined) throw gone();
    const data = await services.consult.files.get(claimed.storageKey);
    if (data === undefined) throw gone();
    await services.consult.files.delete(claimed.storageKey);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', 'attachment; filename="musawo-my-data.zip"')
      .header('x-content-type-options', 'nosniff')
      .send(data);
  });
}

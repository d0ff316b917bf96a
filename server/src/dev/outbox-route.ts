// GET /api/dev/outbox?to=<phone-or-email>: what the outbox adapter "sent", newest first, so a developer or an
// e2e test can read a one-time code. Never registered in production.
import type { FastifyInstance } from 'fastify';
import { normalizePhone } from '../auth/phone';
import type { Db } from '../db/create-db';
import { readOutbox } from '../notify/outbox-adapter';

function normalizeRecipient(raw: string): string {
  // An unencoded '+' in a query string arrives as a space.
  const value = raw.replace(/^ (?=\d)/, '+').trim();
  if (value.includes('@')) return value.toLowerCase();
  return normalizePhone(value) ?? value;
}

export function registerDevRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/dev/outbox', async (request) => {
    const { to } = request.query as { to?: unknown };
    return readOutbox(db, typeof to === 'string' && to !== '' ? normalizeRecipient(to) : undefined);
  });
}

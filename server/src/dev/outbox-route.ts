// GET /api/dev/outbox?to=<phone-or-email>: what the outbox adapter "sent", newest first, so a developer or an
// e2e test can read a one-time code. Never registered in production; answers only a caller on this machine
// (the socket's own address is loopback and no proxy forwarded the request), 404 to anyone else.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizePhone } from '../auth/phone';
import type { Db } from '../db/create-db';
import { readOutbox } from '../notify/outbox-adapter';
import { isLoopback } from '../rpc/gateway';

function normalizeRecipient(raw: string): string {
  // An unencoded '+' in a query string arrives as a space.
  const value = raw.replace(/^ (?=\d)/, '+').trim();
  if (value.includes('@')) return value.toLowerCase();
  return normalizePhone(value) ?? value;
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'];

export function fromThisMachine(request: FastifyRequest): boolean {
  return isLoopback(request.socket.remoteAddress) && FORWARDING_HEADERS.every((h) => request.headers[h] === undefined);
}

export function registerDevRoutes(app: FastifyInstance, db: Db): void {
  app.get('/api/dev/outbox', async (request, reply) => {
    if (!fromThisMachine(request)) return reply.callNotFound();
    const { to } = request.query as { to?: unknown };
    return readOutbox(db, typeof to === 'string' && to !== '' ? normalizeRecipient(to.slice(0, 320)) : undefined);
  });
}

// POST /api/payments/callback/:provider — MTN and Airtel call this when a payment changes. Anyone can call a
// public URL, so the body is never believed: it only names a top-up to check with the provider right away.
import type { FastifyInstance } from 'fastify';
import type { JobRunner } from '../jobs/job-runner';
import { field } from './port';
import type { TopUpService } from './top-ups';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Our top-up id as each provider echoes it: MTN's externalId (we set it) or Airtel's transaction.id. */
function referenceOf(body: unknown, header: unknown): string | undefined {
  const candidates = [header, field(body, 'externalId'), field(body, 'referenceId'), field(body, 'transaction', 'id')];
  return candidates.find((c): c is string => typeof c === 'string' && UUID.test(c));
}

export function registerPaymentsCallback(app: FastifyInstance, topUps: TopUpService, jobs: JobRunner): void {
  app.post<{ Params: { provider: string } }>('/api/payments/callback/:provider', { bodyLimit: 16 * 1024 }, async (request, reply) => {
    const provider = request.params.provider.toLowerCase();
    if (provider !== 'mtn' && provider !== 'airtel') return reply.code(404).send({ success: false, error: 'Not found', message: 'Not found', code: 'NOT_FOUND', requestId: request.id });
    const reference = referenceOf(request.body, request.headers['x-reference-id']);
    if (reference !== undefined && (await topUps.hint(reference))) jobs.kick();
    // Always 200: the provider only needs to know we heard; what happened is read from its status API.
    return reply.code(200).send({ success: true });
  });
}

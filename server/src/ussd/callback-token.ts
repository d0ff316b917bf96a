// The secret the gateway's callback URLs carry (issue 48, ADR 204): `?token=<USSD_CALLBACK_TOKEN>`. In production a
// missing setting refuses every call; elsewhere an unset token leaves the routes open for the simulator.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

export function callbackAllowed(config: Pick<Config, 'nodeEnv' | 'ussdCallbackToken'>, request: FastifyRequest): boolean {
  const expected = config.ussdCallbackToken;
  if (expected === undefined) return config.nodeEnv !== 'production';
  const { token } = request.query as { token?: unknown };
  if (typeof token !== 'string' || token === '') return false;
  // Equal-length digests, compared in constant time: neither the length nor a prefix of the secret leaks.
  return timingSafeEqual(digest(token), digest(expected));
}

/** Africa's Talking posts form fields; the body is small, and bounded before it is parsed. */
export const FORM_BODY_LIMIT = 4 * 1024;

// ICE servers for a consultation call (issue 33): the configured STUN/TURN URLs, and for TURN the short-lived
// credentials of coturn's REST scheme (use-auth-secret): username = "<expiry unix seconds>:<user id>",
// credential = base64(HMAC-SHA1(TURN_SECRET, username)). coturn checks both without asking us.
import { createHmac } from 'node:crypto';
import type { IceServer } from '@musawo/shared/contracts';
import type { ConsultConfig } from '../config';

/** How long minted TURN credentials stay good: a long consultation, plus a reconnect. */
const TURN_CREDENTIAL_TTL_SECONDS = 6 * 60 * 60;

export function turnCredential(secret: string, userId: string, now: Date, ttlSeconds = TURN_CREDENTIAL_TTL_SECONDS): { username: string; credential: string } {
  const username = `${Math.floor(now.getTime() / 1000) + ttlSeconds}:${userId}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

export function iceServersFor(config: ConsultConfig, userId: string, now: Date): IceServer[] {
  const stun = config.iceServers.filter((u) => u.startsWith('stun'));
  const turn = config.iceServers.filter((u) => u.startsWith('turn'));
  const out: IceServer[] = [];
  if (stun.length > 0) out.push({ urls: stun });
  if (turn.length > 0 && config.turnSecret !== undefined) out.push({ urls: turn, ...turnCredential(config.turnSecret, userId, now) });
  return out;
}

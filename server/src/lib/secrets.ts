// One configured secret, several independent keys: a token minted for one purpose (say, email verification)
// can then never be replayed as another (an access token), even if the claims were confused.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

type KeyPurpose = 'access-token' | 'email-verification' | 'password-reset' | 'one-time-code';

export interface Keys {
  get(purpose: KeyPurpose): Uint8Array;
}

export function deriveKeys(secret: string): Keys {
  const cache = new Map<KeyPurpose, Uint8Array>();
  return {
    get(purpose) {
      let key = cache.get(purpose);
      if (key === undefined) {
        key = new Uint8Array(createHmac('sha256', secret).update(`musawo:${purpose}`).digest());
        cache.set(purpose, key);
      }
      return key;
    },
  };
}

export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');
export const hmacHex = (key: Uint8Array, value: string): string => createHmac('sha256', key).update(value).digest('hex');
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

export function safeEqualHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

// Short-lived access tokens: HS256 JWTs carried as bearer tokens. Stateless on purpose (no lookup to verify
// the signature), with one per-user cut-off (`tokens_valid_after`) so a password reset ends every session.
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { UserType } from '@musawo/shared/contracts';
import { AppError } from '../errors';
import type { Keys } from '../lib/secrets';

const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'musawo';
const AUDIENCE = 'musawo-api';

export interface AccessClaims {
  userId: string;
  userType: UserType;
  /** The refresh-token family of the sign-in, so a password change can keep this session and end the others. */
  sessionId: string;
  issuedAt: number;
}

export async function signAccessToken(keys: Keys, claims: Omit<AccessClaims, 'issuedAt'>, now: Date): Promise<{ token: string; expires: string }> {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ ut: claims.userType, sid: claims.sessionId, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(keys.get('access-token'));
  return { token, expires: new Date(exp * 1000).toISOString() };
}

export const unauthenticated = (message = 'Please sign in to continue.') => new AppError(401, 'UNAUTHENTICATED', message);
const tokenExpired = () => new AppError(401, 'TOKEN_EXPIRED', 'Your session has expired. Please sign in again.');

/** Throws 401 TOKEN_EXPIRED for an expired token (the client refreshes) and 401 UNAUTHENTICATED for anything else. */
export async function verifyAccessToken(keys: Keys, token: string, now: Date): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, keys.get('access-token'), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: now,
      requiredClaims: ['sub', 'iat', 'exp'],
    });
    const { sub, ut, sid, typ, iat } = payload;
    if (typ !== 'access' || typeof sub !== 'string' || (ut !== 'patient' && ut !== 'doctor' && ut !== 'operator') || typeof sid !== 'string' || typeof iat !== 'number') {
      throw unauthenticated();
    }
    return { userId: sub, userType: ut, sessionId: sid, issuedAt: iat };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof joseErrors.JWTExpired) throw tokenExpired();
    throw unauthenticated();
  }
}

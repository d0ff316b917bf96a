// Tokens carried by emailed links: signed JWTs (the reset page reads `exp` from the payload, spec §5),
// each signed with its own derived key so one kind can never pass for another.
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../errors';
import type { Keys } from '../lib/secrets';
import { DAY, HOUR } from '../lib/time';

const EMAIL_VERIFICATION_TTL_MS = 2 * DAY;
export const PASSWORD_RESET_TTL_MS = 1 * HOUR;

async function sign(keys: Keys, purpose: 'email-verification' | 'password-reset', claims: Record<string, string>, subject: string, now: Date, ttlMs: number, jti?: string) {
  const iat = Math.floor(now.getTime() / 1000);
  let jwt = new SignJWT({ ...claims, typ: purpose })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(subject)
    .setIssuer('musawo')
    .setIssuedAt(iat)
    .setExpirationTime(iat + Math.floor(ttlMs / 1000));
  if (jti !== undefined) jwt = jwt.setJti(jti);
  return jwt.sign(keys.get(purpose));
}

async function verify(keys: Keys, purpose: 'email-verification' | 'password-reset', token: string, now: Date, expired: AppError, invalid: AppError) {
  try {
    const { payload } = await jwtVerify(token, keys.get(purpose), { algorithms: ['HS256'], issuer: 'musawo', currentDate: now, requiredClaims: ['sub', 'exp'] });
    if (payload.typ !== purpose || typeof payload.sub !== 'string') throw invalid;
    return payload;
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof joseErrors.JWTExpired) throw expired;
    throw invalid;
  }
}

export function signEmailVerification(keys: Keys, userId: string, email: string, now: Date): Promise<string> {
  return sign(keys, 'email-verification', { email }, userId, now, EMAIL_VERIFICATION_TTL_MS);
}

export async function verifyEmailVerification(keys: Keys, token: string, now: Date): Promise<{ userId: string; email: string }> {
  const invalid = new AppError(400, 'INVALID_TOKEN', 'This verification link is invalid. Please request a new one from your profile.', 'token');
  const expired = new AppError(400, 'LINK_EXPIRED', 'This verification link has expired. Please request a new one from your profile.', 'token');
  const payload = await verify(keys, 'email-verification', token, now, expired, invalid);
  if (typeof payload.email !== 'string') throw invalid;
  return { userId: payload.sub as string, email: payload.email };
}

export function signPasswordReset(keys: Keys, userId: string, jti: string, now: Date): Promise<string> {
  return sign(keys, 'password-reset', {}, userId, now, PASSWORD_RESET_TTL_MS, jti);
}

export async function verifyPasswordReset(keys: Keys, token: string, now: Date): Promise<{ userId: string; jti: string }> {
  // Wording of spec §5 (reset password).
  const invalid = new AppError(400, 'INVALID_TOKEN', 'Invalid reset token.', 'resetPasswordToken');
  const expired = new AppError(400, 'LINK_EXPIRED', 'Your password reset link has expired. Please request a new one.', 'resetPasswordToken');
  const payload = await verify(keys, 'password-reset', token, now, expired, invalid);
  if (typeof payload.jti !== 'string') throw invalid;
  return { userId: payload.sub as string, jti: payload.jti };
}

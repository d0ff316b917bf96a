/** What the reset page can tell from the token alone (spec §5): its expiry, read from the JWT payload. */
export type ResetTokenState = { kind: 'missing' } | { kind: 'unreadable' } | { kind: 'expired' } | { kind: 'valid'; expiresAt: Date };

export function readResetToken(token: string | null, now: Date = new Date()): ResetTokenState {
  if (!token) return { kind: 'missing' };
  const payload = token.split('.')[1];
  if (!payload) return { kind: 'unreadable' };
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    if (typeof json.exp !== 'number') return { kind: 'unreadable' };
    const expiresAt = new Date(json.exp * 1000);
    return expiresAt.getTime() <= now.getTime() ? { kind: 'expired' } : { kind: 'valid', expiresAt };
  } catch {
    return { kind: 'unreadable' };
  }
}


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

/** The five requirements of spec §5 for a reset password, in the order the checklist shows them. */
export const PASSWORD_RULES = [
  { id: 'length', label: 'At least 8 characters', test: (p: string) => p.length >= 8 },
  { id: 'upper', label: 'An uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'A lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { id: 'number', label: 'A number', test: (p: string) => /\d/.test(p) },
  { id: 'special', label: 'A special character', test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;

import { accountKey } from '@musawo/shared/query-keys';
import { useSession } from '@musawo/shared/react';

/**
 * Query keys of this remote: 'account' plus the signed-in user's id, so two people on one phone never see each
 * other's cached appointments or balance, and no other remote's keys can collide with ours (one QueryClient). The
 * shape is a shared contract (accountKey): the booking and consultation remotes invalidate ours after a change.
 */
export function useAccountKey(): (...parts: (string | number)[]) => (string | number)[] {
  const userId = useSession()?.user.id ?? 'anonymous';
  return (...parts) => accountKey(userId, ...parts);
}

/** The field a 400 names (ADR 101), when the gateway error carries one. */
export function errorField(error: unknown): string | undefined {
  const field = (error as { field?: unknown } | null)?.field;
  return typeof field === 'string' && field ? field : undefined;
}

/** The server's error code (ADR 101), when the gateway error carries one. */
export function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code ? code : undefined;
}

import type { RouteGuard, UserType } from '@musawo/shared/contracts';

/**
 * Whether a visitor may open a route with this guard (the remote's manifest names it, the registry carries it):
 * `sign-in` for anyone not signed in (they come back after), `elsewhere` for the wrong role (their dashboard).
 */
export function admission(guard: RouteGuard, user: { userType: UserType } | undefined): 'open' | 'sign-in' | 'elsewhere' {
  if (guard === 'public') return 'open';
  if (!user) return 'sign-in';
  if (guard === 'signed-in' || guard === user.userType) return 'open';
  return 'elsewhere';
}

export const signInPathFor = (pathname: string, search = ''): string => `/signin?returnTo=${encodeURIComponent(pathname + search)}`;

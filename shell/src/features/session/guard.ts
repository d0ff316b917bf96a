import { matchPath } from '@musawo/shared/router';

/** Spec §2.1: only signed-in doctors and patients; anyone else goes to /signin and comes back after. */
const GUARDED_ROUTES = ['/dashboard', '/transactions', '/appointments', '/appointments/:id', '/profile', '/settings', '/patients', '/consult/:appointmentId'] as const;

export const isGuarded = (pathname: string): boolean => GUARDED_ROUTES.some((path) => matchPath({ path, end: true }, pathname));

export const signInPathFor = (pathname: string, search = ''): string => `/signin?returnTo=${encodeURIComponent(pathname + search)}`;

import type { ReactNode } from 'react';
import { lazyPage } from '@musawo/shared/react';

// The account pages are split out of the first load: most visits to / never need them.
const SignInPage = lazyPage(() => import('../features/auth/pages/sign-in-page'), 'SignInPage');
const SignUpPage = lazyPage(() => import('../features/auth/pages/sign-up-page'), 'SignUpPage');
const VerifyEmailPage = lazyPage(() => import('../features/auth/pages/verify-email-page'), 'VerifyEmailPage');
const ResetPasswordPage = lazyPage(() => import('../features/auth/pages/reset-password-page'), 'ResetPasswordPage');
const LogoutPage = lazyPage(() => import('../features/auth/pages/logout-page'), 'LogoutPage');

/** The routes the shell serves itself (spec §2.8, 2.9, 2.12-2.14). */
export interface ShellRoute {
  path: string;
  element: ReactNode;
}

export const shellRoutes: ShellRoute[] = [
  { path: '/signin', element: <SignInPage /> },
  { path: '/signup', element: <SignUpPage /> },
  { path: '/verify-email', element: <VerifyEmailPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  { path: '/logout', element: <LogoutPage /> },
];

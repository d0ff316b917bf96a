import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Spinner } from '@musawo/shared/react';
import { useT } from '../i18n';

// The account pages are split out of the first load: most visits to / never need them.
const page = (load: () => Promise<{ [k: string]: ComponentType }>, name: string) => {
  const Component = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return (
    <Suspense fallback={<PageLoading />}>
      <Component />
    </Suspense>
  );
};

function PageLoading() {
  const t = useT();
  return <Spinner label={t.t('remote.loading')} />;
}

/** The routes the shell serves itself (spec §2.8, 2.9, 2.12-2.14). */
export interface ShellRoute {
  path: string;
  element: ReactNode;
}

export const shellRoutes: ShellRoute[] = [
  { path: '/signin', element: page(() => import('../features/auth/pages/sign-in-page'), 'SignInPage') },
  { path: '/signup', element: page(() => import('../features/auth/pages/sign-up-page'), 'SignUpPage') },
  { path: '/verify-email', element: page(() => import('../features/auth/pages/verify-email-page'), 'VerifyEmailPage') },
  { path: '/reset-password', element: page(() => import('../features/auth/pages/reset-password-page'), 'ResetPasswordPage') },
  { path: '/logout', element: page(() => import('../features/auth/pages/logout-page'), 'LogoutPage') },
];

import type { ComponentType } from 'react';
import { matchPath, Navigate, Routes } from '@musawo/shared/router';
import { lazyPage, RemoteRoot, routesOf, type RemoteAppModule, type RemotePrefetchContext } from '@musawo/shared/react';
import { tipQuery, tipsQuery } from './features/articles/api/health-tips';
import manifest from '../musawo.manifest.mjs';
import { contentTexts } from './i18n';

// Each page is its own chunk: a phone that opens one health tip does not download the legal texts.

/** The component of each page its manifest names. /app and /for-providers are aliases the footer links to. */
export const pages: Record<string, ComponentType> = {
  ArticlesPage: lazyPage(() => import('./features/articles/components/articles-page'), 'ArticlesPage'),
  ArticlePage: lazyPage(() => import('./features/articles/components/article-page'), 'ArticlePage'),
  AboutPage: lazyPage(() => import('./features/about/components/about-page'), 'AboutPage'),
  PrivacyPage: lazyPage(() => import('./features/legal/components/privacy-page'), 'PrivacyPage'),
  TermsPage: lazyPage(() => import('./features/legal/components/terms-page'), 'TermsPage'),
  ContactPage: lazyPage(() => import('./features/contact/components/contact-page'), 'ContactPage'),
  HelpPage: lazyPage(() => import('./features/help/components/help-page'), 'HelpPage'),
  JoinPage: lazyPage(() => import('./features/join/components/join-page'), 'JoinPage'),
  ApplyPage: lazyPage(() => import('./features/join/components/apply-page'), 'ApplyPage'),
  AppDownloadPage: lazyPage(() => import('./features/app-download/components/app-download-page'), 'AppDownloadPage'),
  CareersPage: lazyPage(() => import('./features/careers/components/careers-page'), 'CareersPage'),
  AppRedirect: () => <Navigate to="/app-download" replace />,
  ForProvidersRedirect: () => <Navigate to="/join" replace />,
};

/** Routes of the content remote: its manifest's (DESIGN §1, ADR 323). */
export function App() {
  return (
    <RemoteRoot name="content" version={__APP_VERSION__}>
      <contentTexts.IntlProvider>
        <Routes>
          {routesOf(manifest, pages)}
        </Routes>
      </contentTexts.IntlProvider>
    </RemoteRoot>
  );
}

/**
 * Opening the articles or an article: their data is asked for while the shell renders (ADR 010); the server awaits
 * it before rendering the page (ADR 335). The other pages read nothing.
 */
export function prefetch({ pathname, queryClient, gateway }: RemotePrefetchContext): Promise<unknown> | undefined {
  if (matchPath({ path: '/articles', end: true }, pathname)) return queryClient.prefetchQuery(tipsQuery(gateway));
  const tipId = matchPath({ path: '/articles/:id', end: true }, pathname)?.params.id;
  return tipId ? queryClient.prefetchQuery(tipQuery(gateway, tipId)) : undefined;
}

void ({ App, prefetch } satisfies RemoteAppModule);

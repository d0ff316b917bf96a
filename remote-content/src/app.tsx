import type { ComponentType } from 'react';
import { Navigate, Routes } from '@musawo/shared/router';
import { RemoteRoot, routesOf, type RemoteAppModule } from '@musawo/shared/react';
import { LazyPage } from './shared-ui/page-loader';
import manifest from '../musawo.manifest.mjs';
import { contentTexts } from './i18n';

// Each page is its own chunk: a phone that opens one health tip does not download the legal texts.
const articles = () => import('./features/articles/components/articles-page').then((m) => ({ default: m.ArticlesPage }));
const article = () => import('./features/articles/components/article-page').then((m) => ({ default: m.ArticlePage }));
const about = () => import('./features/about/components/about-page').then((m) => ({ default: m.AboutPage }));
const privacy = () => import('./features/legal/components/privacy-page').then((m) => ({ default: m.PrivacyPage }));
const terms = () => import('./features/legal/components/terms-page').then((m) => ({ default: m.TermsPage }));
const contact = () => import('./features/contact/components/contact-page').then((m) => ({ default: m.ContactPage }));
const help = () => import('./features/help/components/help-page').then((m) => ({ default: m.HelpPage }));
const join = () => import('./features/join/components/join-page').then((m) => ({ default: m.JoinPage }));
const appDownload = () => import('./features/app-download/components/app-download-page').then((m) => ({ default: m.AppDownloadPage }));
const careers = () => import('./features/careers/components/careers-page').then((m) => ({ default: m.CareersPage }));

/** The component of each page its manifest names. /app and /for-providers are aliases the footer links to. */
export const pages: Record<string, ComponentType> = {
  ArticlesPage: () => <LazyPage load={articles} />,
  ArticlePage: () => <LazyPage load={article} />,
  AboutPage: () => <LazyPage load={about} />,
  PrivacyPage: () => <LazyPage load={privacy} />,
  TermsPage: () => <LazyPage load={terms} />,
  ContactPage: () => <LazyPage load={contact} />,
  HelpPage: () => <LazyPage load={help} />,
  JoinPage: () => <LazyPage load={join} />,
  AppDownloadPage: () => <LazyPage load={appDownload} />,
  CareersPage: () => <LazyPage load={careers} />,
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

void ({ App } satisfies RemoteAppModule);

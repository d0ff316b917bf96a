import { Navigate, Route, Routes } from '@musawo/shared/router';
import { RemoteRoot, type RemoteAppModule } from '@musawo/shared/react';
import { LazyPage } from './shared-ui/page-loader';
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

/** Routes of the content remote (DESIGN §1). /app and /for-providers are aliases the footer links to. */
export function App() {
  return (
    <RemoteRoot name="content" version={__APP_VERSION__}>
      <contentTexts.IntlProvider>
        <Routes>
          <Route path="/articles" element={<LazyPage load={articles} />} />
          <Route path="/articles/:id" element={<LazyPage load={article} />} />
          <Route path="/about" element={<LazyPage load={about} />} />
          <Route path="/privacy" element={<LazyPage load={privacy} />} />
          <Route path="/terms" element={<LazyPage load={terms} />} />
          <Route path="/contact" element={<LazyPage load={contact} />} />
          <Route path="/help" element={<LazyPage load={help} />} />
          <Route path="/join" element={<LazyPage load={join} />} />
          <Route path="/app-download" element={<LazyPage load={appDownload} />} />
          <Route path="/careers" element={<LazyPage load={careers} />} />
          <Route path="/app" element={<Navigate to="/app-download" replace />} />
          <Route path="/for-providers" element={<Navigate to="/join" replace />} />
        </Routes>
      </contentTexts.IntlProvider>
    </RemoteRoot>
  );
}

void ({ App } satisfies RemoteAppModule);

// What the content remote is (ADR 323): the registry, the shell's guards and menus, the dev servers and the
// tool lists are derived from this file. /app and /for-providers are aliases the footer links to.
/** @type {import('@musawo/build-kit').RemoteManifest} */
export default {
  name: 'content',
  devPort: 3004,
  routes: [
    { path: '/articles', guard: 'public', page: 'ArticlesPage' },
    { path: '/articles/:id', guard: 'public', page: 'ArticlePage' },
    { path: '/about', guard: 'public', page: 'AboutPage' },
    { path: '/privacy', guard: 'public', page: 'PrivacyPage' },
    { path: '/terms', guard: 'public', page: 'TermsPage' },
    { path: '/contact', guard: 'public', page: 'ContactPage' },
    { path: '/help', guard: 'public', page: 'HelpPage' },
    { path: '/join', guard: 'public', page: 'JoinPage' },
    { path: '/join/apply', guard: 'public', page: 'ApplyPage' },
    { path: '/app-download', guard: 'public', page: 'AppDownloadPage' },
    { path: '/careers', guard: 'public', page: 'CareersPage' },
    { path: '/app', guard: 'public', page: 'AppRedirect' },
    { path: '/for-providers', guard: 'public', page: 'ForProvidersRedirect' },
  ],
  nav: [
    { menu: 'main', to: '/about', label: { en: 'About Us', lg: 'Ebitukwatako', sw: 'Kuhusu Sisi' }, order: 20 },
    { menu: 'main', to: '/join', label: { en: 'For Providers', lg: 'Eri Abasawo', sw: 'Kwa Watoa Huduma' }, order: 40 },
    { menu: 'main', to: '/help', label: { en: 'FAQs', lg: 'Ebibuuzo', sw: 'Maswali' }, order: 50 },
  ],
  paints: ['/articles', '/articles/:id', '/about', '/privacy', '/terms', '/contact', '/help', '/join', '/app-download', '/careers'],
};

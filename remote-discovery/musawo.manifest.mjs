// What the discovery remote is (ADR 323): the registry, the shell's guards and menus, the dev servers and the
// tool lists are derived from this file.
/** @type {import('@musawo/build-kit').RemoteManifest} */
export default {
  name: 'discovery',
  devPort: 3001,
  routes: [
    { path: '/', guard: 'public', page: 'HomePage' },
    { path: '/specialties', guard: 'public', page: 'SpecialtiesPage' },
    { path: '/find-doctor', guard: 'public', page: 'FindDoctorPage' },
    { path: '/search-results', guard: 'public', page: 'SearchResultsPage' },
    // A district's doctors of one specialty (issue 44): LANDING_ROUTE of @musawo/shared/contracts.
    { path: '/doctors/:district/:specialty', guard: 'public', page: 'LandingPage' },
  ],
  nav: [
    { menu: 'main', to: '/', label: { en: 'Home', lg: 'Awaka', sw: 'Mwanzo' }, order: 10 },
    { menu: 'main', to: '/find-doctor', label: { en: 'Find A Doctor', lg: 'Noonya Omusawo', sw: 'Tafuta Daktari' }, order: 30 },
  ],
  paints: ['/', '/specialties', '/find-doctor', '/search-results', '/doctors/:district/:specialty'],
};

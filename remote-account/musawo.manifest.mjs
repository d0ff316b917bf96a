// What the account remote is (ADR 323): the registry, the shell's guards and menus, the dev servers and the
// tool lists are derived from this file. Spec §2.1: only signed-in doctors and patients.
/** @type {import('@musawo/build-kit').RemoteManifest} */
export default {
  name: 'account',
  devPort: 3003,
  routes: [
    { path: '/dashboard', guard: 'signed-in', page: 'DashboardPage' },
    { path: '/appointments', guard: 'signed-in', page: 'AppointmentsPage' },
    { path: '/appointments/:id', guard: 'signed-in', page: 'AppointmentDetailsPage' },
    { path: '/transactions', guard: 'signed-in', page: 'TransactionsPage' },
    { path: '/profile', guard: 'signed-in', page: 'ProfilePage' },
    { path: '/settings', guard: 'signed-in', page: 'SettingsPage' },
    { path: '/patients', guard: 'signed-in', page: 'PatientsPage' },
  ],
  nav: [
    { menu: 'account', to: '/dashboard', label: { en: 'Dashboard', lg: 'Olupapula lwange', sw: 'Dashibodi' }, order: 10 },
    { menu: 'account', to: '/profile', label: { en: 'Profile', lg: 'Ebinkwatako', sw: 'Wasifu' }, order: 20 },
  ],
};

// What the admin remote is (ADR 323): the registry, the shell's guards and menus, the dev servers and the
// tool lists are derived from this file. Add a route here and its page to src/app.tsx's pages.
/** @type {import('@musawo/build-kit').RemoteManifest} */
export default {
  name: 'admin',
  devPort: 3006,
  // Public to the shell: every page shows the operator sign-in to anyone who is not an operator (ADR 332).
  routes: [
    { path: '/admin', guard: 'public', page: 'AdminPage' },
    { path: '/admin/activity', guard: 'public', page: 'ActivityPage' },
    { path: '/admin/payments', guard: 'public', page: 'PaymentsPage' },
    // Moderation (ADR 208): suspend and reinstate doctors, hide and restore reviews.
    { path: '/admin/doctors', guard: 'public', page: 'DoctorsPage' },
    { path: '/admin/reviews', guard: 'public', page: 'ReviewsPage' },
    // Doctors' applications (issue 47, ADR 209).
    { path: '/admin/applications', guard: 'public', page: 'ApplicationsPage' },
  ],
};

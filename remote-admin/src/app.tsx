import type { ComponentType } from 'react';
import { Routes } from '@musawo/shared/router';
import { lazyPage, RemoteRoot, routesOf, type RemoteAppModule } from '@musawo/shared/react';
import manifest from '../musawo.manifest.mjs';
import { adminTexts } from './i18n';

// Each page is a chunk of its own, loaded when its route is opened (lazyPage, ADR 323).
const AdminPage = lazyPage(() => import('./features/admin/components/admin-page'), 'AdminPage');
const ActivityPage = lazyPage(() => import('./features/activity/components/activity-page'), 'ActivityPage');
const PaymentsPage = lazyPage(() => import('./features/payments/components/payments-page'), 'PaymentsPage');
// Moderation (ADR 208).
const DoctorsPage = lazyPage(() => import('./features/doctors/components/doctors-page'), 'DoctorsPage');
const ReviewsPage = lazyPage(() => import('./features/reviews/components/reviews-page'), 'ReviewsPage');
// Doctors' applications (issue 47, ADR 209).
const ApplicationsPage = lazyPage(() => import('./features/applications/components/applications-page'), 'ApplicationsPage');

/** The component of each page its manifest names. */
export const pages: Record<string, ComponentType> = { AdminPage, ActivityPage, PaymentsPage, DoctorsPage, ReviewsPage, ApplicationsPage };

/** Routes of the admin remote: its manifest's (ADR 323). */
export function App() {
  return (
    <RemoteRoot name="admin" version={__APP_VERSION__}>
      <adminTexts.IntlProvider>
        <Routes>{routesOf(manifest, pages)}</Routes>
      </adminTexts.IntlProvider>
    </RemoteRoot>
  );
}

void ({ App } satisfies RemoteAppModule);

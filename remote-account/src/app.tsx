import { lazy, type ComponentType } from 'react';
import { Route, Routes } from '@musawo/shared/router';
import { RemoteRoot, routesOf, type RemoteAppModule } from '@musawo/shared/react';
import { AccountLayout } from './shared-ui/account-layout';
import manifest from '../musawo.manifest.mjs';
import { accountTexts } from './i18n';

// Each page is its own chunk, loaded inside the account layout, so the menu is up at once on 3G and a visit to
// the dashboard does not pay for the availability editor or the transaction dialog.
const DashboardPage = lazy(() => import('./features/dashboard/components/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const AppointmentsPage = lazy(() => import('./features/appointments/components/appointments-page').then((m) => ({ default: m.AppointmentsPage })));
const AppointmentDetailsPage = lazy(() =>
  import('./features/appointments/components/appointment-details-page').then((m) => ({ default: m.AppointmentDetailsPage })),
);
const TransactionsPage = lazy(() => import('./features/transactions/components/transactions-page').then((m) => ({ default: m.TransactionsPage })));
const ProfilePage = lazy(() => import('./features/profile/components/profile-page').then((m) => ({ default: m.ProfilePage })));
const SettingsPage = lazy(() => import('./features/settings/components/settings-page').then((m) => ({ default: m.SettingsPage })));
const PatientsPage = lazy(() => import('./features/patients/components/patients-page').then((m) => ({ default: m.PatientsPage })));

/** The component of each page its manifest names. */
export const pages: Record<string, ComponentType> = {
  DashboardPage,
  AppointmentsPage,
  AppointmentDetailsPage,
  TransactionsPage,
  ProfilePage,
  SettingsPage,
  PatientsPage,
};

/** Routes of the account remote: its manifest's (DESIGN §1, ADR 323), whose guards the shell applies. */
export function App() {
  return (
    <RemoteRoot name="account" version={__APP_VERSION__}>
      <accountTexts.IntlProvider>
        <Routes>
          <Route element={<AccountLayout />}>
            {routesOf(manifest, pages)}
          </Route>
        </Routes>
      </accountTexts.IntlProvider>
    </RemoteRoot>
  );
}

void ({ App } satisfies RemoteAppModule);

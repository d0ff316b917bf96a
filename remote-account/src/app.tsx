import type { ComponentType } from 'react';
import { Route, Routes } from '@musawo/shared/router';
import { lazyPage, RemoteRoot, routesOf, type RemoteAppModule } from '@musawo/shared/react';
import { AccountLayout } from './shared-ui/account-layout';
import manifest from '../musawo.manifest.mjs';
import { accountTexts } from './i18n';

// Each page is its own chunk, loaded inside the account layout, so the menu is up at once on 3G and a visit to
// the dashboard does not pay for the availability editor or the transaction dialog.
const DashboardPage = lazyPage(() => import('./features/dashboard/components/dashboard-page'), 'DashboardPage');
const AppointmentsPage = lazyPage(() => import('./features/appointments/components/appointments-page'), 'AppointmentsPage');
const AppointmentDetailsPage = lazyPage(() => import('./features/appointments/components/appointment-details-page'), 'AppointmentDetailsPage');
const TransactionsPage = lazyPage(() => import('./features/transactions/components/transactions-page'), 'TransactionsPage');
const ProfilePage = lazyPage(() => import('./features/profile/components/profile-page'), 'ProfilePage');
const SettingsPage = lazyPage(() => import('./features/settings/components/settings-page'), 'SettingsPage');
const PatientsPage = lazyPage(() => import('./features/patients/components/patients-page'), 'PatientsPage');

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

import { lazy } from 'react';
import { Route, Routes } from '@musawo/shared/router';
import { RemoteRoot, type RemoteAppModule } from '@musawo/shared/react';
import { AccountLayout } from './shared-ui/account-layout';
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

/** Routes of the account remote (DESIGN §1); the shell guards them (signed-in doctors and patients only). */
export function App() {
  return (
    <RemoteRoot name="account" version={__APP_VERSION__}>
      <accountTexts.IntlProvider>
        <Routes>
          <Route element={<AccountLayout />}>
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route path="/appointments" element={<AppointmentsPage />} />
            <Route path="/appointments/:id" element={<AppointmentDetailsPage />} />
            <Route path="/transactions" element={<TransactionsPage />} />
            <Route path="/profile" element={<ProfilePage />} />
            <Route path="/settings" element={<SettingsPage />} />
            <Route path="/patients" element={<PatientsPage />} />
          </Route>
        </Routes>
      </accountTexts.IntlProvider>
    </RemoteRoot>
  );
}

void ({ App } satisfies RemoteAppModule);

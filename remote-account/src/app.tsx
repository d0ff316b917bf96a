import { Route, Routes } from 'react-router-dom';
import { Page, RemoteRoot, useSession, type RemoteAppModule } from '@musawo/shared/react';

/** Routes of the account remote (DESIGN §1). */
export function App() {
  const session = useSession();
  return (
    <RemoteRoot name="account" version={__APP_VERSION__}>
      <Routes>
        <Route path="/dashboard" element={<Page title={`Welcome back, ${session?.user.name || 'User'}`} lead="Here's what's happening with your account." />} />
        <Route path="/appointments" element={<Page title="My Appointments" />} />
        <Route path="/appointments/:id" element={<Page title="Appointment Details" />} />
        <Route path="/transactions" element={<Page title="Transaction History" />} />
        <Route path="/profile" element={<Page title="Profile Settings" />} />
        <Route path="/settings" element={<Page title="Settings" />} />
        <Route path="/patients" element={<Page title="Patients" />} />
      </Routes>
    </RemoteRoot>
  );
}

void ({ App } satisfies RemoteAppModule);

import { Route, Routes } from '@musawo/shared/router';
import { RemoteRoot, type RemoteAppModule } from '@musawo/shared/react';
import { DoctorPage } from './pages/doctor-page';

// The remote has one page, so it comes with the App module: on 3G, one round trip fewer between the remote's
// entry and a usable booking card. The calendar, the reviews and the success dialog stay chunks of their own.

/** Routes of the booking remote (DESIGN §1): /doctor/:id. */
export function App() {
  return (
    <RemoteRoot name="booking" version={__APP_VERSION__}>
      <Routes>
        <Route path="/doctor/:id" element={<DoctorPage />} />
      </Routes>
    </RemoteRoot>
  );
}

void ({ App } satisfies RemoteAppModule);

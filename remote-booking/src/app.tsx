import { matchPath, Route, Routes } from '@musawo/shared/router';
import { RemoteRoot, type RemoteAppModule, type RemotePrefetchContext } from '@musawo/shared/react';
import { doctorQuery } from './features/doctor-profile/api/use-doctor';
import { DoctorPage } from './pages/doctor-page';
import { bookingTexts } from './i18n';

// The remote has one page, so it comes with the App module: on 3G, one round trip fewer between the remote's
// entry and a usable booking card. The calendar, the reviews and the success dialog stay chunks of their own.

/** Routes of the booking remote (DESIGN §1): /doctor/:id. */
export function App() {
  return (
    <RemoteRoot name="booking" version={__APP_VERSION__}>
      <bookingTexts.IntlProvider>
        <Routes>
          <Route path="/doctor/:id" element={<DoctorPage />} />
        </Routes>
      </bookingTexts.IntlProvider>
    </RemoteRoot>
  );
}

/** Opening /doctor/:id: the doctor's profile is asked for while the shell is still rendering (ADR 010). */
export function prefetch({ pathname, queryClient, gateway }: RemotePrefetchContext): void {
  const doctorId = matchPath({ path: '/doctor/:id', end: true }, pathname)?.params.id;
  if (doctorId) void queryClient.prefetchQuery(doctorQuery(gateway, doctorId));
}

void ({ App, prefetch } satisfies RemoteAppModule);

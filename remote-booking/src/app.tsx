import { Route, Routes } from '@musawo/shared/router';
import { RemoteRoot, type RemoteAppModule } from '@musawo/shared/react';
import { LazyPart, named, PageLoading } from '@musawo/shared/react';

// The page is its own chunk: the remote's entry stays tiny, and the calendar, the reviews and the success
// dialog are further chunks of their own (see the README).
const loadDoctorPage = named(() => import('./pages/doctor-page'), 'DoctorPage');

/** Routes of the booking remote (DESIGN §1): /doctor/:id. */
export function App() {
  return (
    <RemoteRoot name="booking" version={__APP_VERSION__}>
      <Routes>
        <Route
          path="/doctor/:id"
          element={<LazyPart load={loadDoctorPage} props={{}} fallback={<PageLoading />} failure={{ title: 'This page could not load', inline: false }} />}
        />
      </Routes>
    </RemoteRoot>
  );
}

void ({ App } satisfies RemoteAppModule);

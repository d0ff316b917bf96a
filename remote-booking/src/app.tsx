import { Route, Routes } from 'react-router-dom';
import { RemoteRoot, type RemoteAppModule } from '@musawo/shared/react';
import { DoctorPage } from './pages/doctor-page';

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

import { Route, Routes } from 'react-router-dom';
import { Page, RemoteRoot, type RemoteAppModule } from '@musawo/shared/react';
import { HomePage } from './pages/home-page';

/** Routes of the discovery remote (DESIGN §1): /, /specialties, /find-doctor, /search-results. */
export function App() {
  return (
    <RemoteRoot name="discovery" version={__APP_VERSION__}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/specialties" element={<Page title="Medical Specialties" lead="Browse every specialty and the symptoms it treats." />} />
        <Route path="/find-doctor" element={<Page title="Find Your Doctor" lead="Tell us where you are and what kind of doctor you need." />} />
        <Route path="/search-results" element={<Page title="Medical Specialists in your area" />} />
      </Routes>
    </RemoteRoot>
  );
}

void ({ App } satisfies RemoteAppModule);

import { lazy, Suspense } from 'react';
import { Route, Routes } from '@musawo/shared/router';
import { RemoteRoot, Spinner, type RemoteAppModule } from '@musawo/shared/react';
import { HomePage } from './features/home/components/home-page';
import { discoveryTexts, useT } from './i18n';

// The home page is in the remote's first chunk (it is the landing page on 3G); the other three pages load
// when visited, so the home page does not pay for the wizard, the filters or the results list.
const SpecialtiesPage = lazy(() => import('./features/specialties/components/specialties-page').then((m) => ({ default: m.SpecialtiesPage })));
const FindDoctorPage = lazy(() => import('./features/find-doctor/components/find-doctor-page').then((m) => ({ default: m.FindDoctorPage })));
const SearchResultsPage = lazy(() =>
  import('./features/search-results/components/search-results-page').then((m) => ({ default: m.SearchResultsPage })),
);

/** Routes of the discovery remote (DESIGN §1): /, /specialties, /find-doctor, /search-results. */
export function App() {
  return (
    <RemoteRoot name="discovery" version={__APP_VERSION__}>
      <discoveryTexts.IntlProvider>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route path="/specialties" element={<SpecialtiesPage />} />
            <Route path="/find-doctor" element={<FindDoctorPage />} />
            <Route path="/search-results" element={<SearchResultsPage />} />
          </Routes>
        </Suspense>
      </discoveryTexts.IntlProvider>
    </RemoteRoot>
  );
}

function PageLoading() {
  const t = useT();
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: '4rem 1rem' }}>
      <Spinner label={t.t('app.loadingPage')} size={28} />
    </div>
  );
}

void ({ App } satisfies RemoteAppModule);

import { lazy, Suspense, type ComponentType } from 'react';
import { Routes } from '@musawo/shared/router';
import { RemoteRoot, routesOf, Spinner, type RemoteAppModule } from '@musawo/shared/react';
import { HomePage } from './features/home/components/home-page';
import manifest from '../musawo.manifest.mjs';
import { discoveryTexts, useT } from './i18n';

// The home page is in the remote's first chunk (it is the landing page on 3G); the other three pages load
// when visited, so the home page does not pay for the wizard, the filters or the results list.
const SpecialtiesPage = lazy(() => import('./features/specialties/components/specialties-page').then((m) => ({ default: m.SpecialtiesPage })));
const FindDoctorPage = lazy(() => import('./features/find-doctor/components/find-doctor-page').then((m) => ({ default: m.FindDoctorPage })));
const SearchResultsPage = lazy(() =>
  import('./features/search-results/components/search-results-page').then((m) => ({ default: m.SearchResultsPage })),
);

/** The component of each page its manifest names. */
export const pages: Record<string, ComponentType> = { HomePage, SpecialtiesPage, FindDoctorPage, SearchResultsPage };

/** Routes of the discovery remote: its manifest's (DESIGN §1, ADR 323). */
export function App() {
  return (
    <RemoteRoot name="discovery" version={__APP_VERSION__}>
      <discoveryTexts.IntlProvider>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            {routesOf(manifest, pages)}
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

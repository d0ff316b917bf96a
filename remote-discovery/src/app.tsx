import type { ComponentType } from 'react';
import { Routes } from '@musawo/shared/router';
import { DEFAULT_CURRENCY } from '@musawo/shared/contracts';
import { lazyPage, RemoteRoot, routesOf, type RemoteAppModule, type RemotePrefetchContext } from '@musawo/shared/react';
import { doctorSearchQuery } from './features/search-results/api/use-doctor-search';
import { parseSearchState } from './features/search-results/hooks/use-search-state';
import { specialtiesQuery } from './shared-ui/use-specialties';
import { HomePage } from './features/home/components/home-page';
import manifest from '../musawo.manifest.mjs';
import { discoveryTexts } from './i18n';
import { prefetchLanding } from './features/landing/api/landing-query';

// The home page is in the remote's first chunk (it is the landing page on 3G); the other three pages load
// when visited, so the home page does not pay for the wizard, the filters or the results list.
const SpecialtiesPage = lazyPage(() => import('./features/specialties/components/specialties-page'), 'SpecialtiesPage');
const FindDoctorPage = lazyPage(() => import('./features/find-doctor/components/find-doctor-page'), 'FindDoctorPage');
const SearchResultsPage = lazyPage(() => import('./features/search-results/components/search-results-page'), 'SearchResultsPage');
const LandingPage = lazyPage(() => import('./features/landing/components/landing-page'), 'LandingPage');

/** The component of each page its manifest names. */
export const pages: Record<string, ComponentType> = { HomePage, SpecialtiesPage, FindDoctorPage, SearchResultsPage, LandingPage };

/** Routes of the discovery remote: its manifest's (DESIGN §1, ADR 323). */
export function App() {
  return (
    <RemoteRoot name="discovery" version={__APP_VERSION__}>
      <discoveryTexts.IntlProvider>
        <Routes>
          {routesOf(manifest, pages)}
        </Routes>
      </discoveryTexts.IntlProvider>
    </RemoteRoot>
  );
}

/**
 * Opening one of its pages: the data it shows is asked for while the shell renders (ADR 010); the server awaits it
 * before rendering the page (ADR 335), with the page's language's first catalogue.
 * Signed out, so in the default currency, as the server renders it.
 */
export function prefetch(context: RemotePrefetchContext): Promise<unknown> {
  const { pathname, search = '', queryClient, gateway } = context;
  const path = pathname.replace(/\/+$/, '') || '/';
  const texts = context.language === undefined ? undefined : discoveryTexts.prepare(context.language).catch(() => undefined);
  const reads = (): Promise<unknown> | undefined => {
    // The home page's featured doctors load in the browser: their cards' CSS, ahead of the hero in the HTML, would
    // push the hero's paragraph out of the first 3G chunk (ADR 009, e2e performance.spec.ts).
    if (path === '/specialties' || path === '/find-doctor') return queryClient.prefetchQuery(specialtiesQuery(gateway));
    if (path === '/search-results') {
      const state = parseSearchState(new URLSearchParams(search));
      return Promise.all([queryClient.prefetchQuery(doctorSearchQuery(gateway, state, DEFAULT_CURRENCY)), queryClient.prefetchQuery(specialtiesQuery(gateway))]);
    }
    return prefetchLanding(context);
  };
  return Promise.all([reads(), texts]);
}

void ({ App, prefetch } satisfies RemoteAppModule);

import type { ComponentType } from 'react';
import { Routes } from '@musawo/shared/router';
import { lazyPage, RemoteRoot, routesOf, type RemoteAppModule, type RemotePrefetchContext } from '@musawo/shared/react';
import { HomePage } from './features/home/components/home-page';
import manifest from '../musawo.manifest.mjs';
import { discoveryTexts } from './i18n';
import { discoveryHead } from './features/landing/lib/head';
import { prefetchLanding } from './features/landing/api/landing-query';
import { specialtiesHead } from './features/specialties/lib/head';

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
 * The data of the page being opened (ADR 010), and the page's language's first catalogue, which head() speaks
 * (issue 44). Landing pages only so far; the other pages' reads join here with server rendering.
 */
export function prefetch(context: RemotePrefetchContext): Promise<unknown> {
  return Promise.all([prefetchLanding(context), context.language === undefined ? undefined : discoveryTexts.prepare(context.language).catch(() => undefined)]);
}

/** Each page's title, description and schema.org data, and 404 for a landing page with no doctor (issue 44). */
export const head: NonNullable<RemoteAppModule['head']> = (context) => specialtiesHead(context) ?? discoveryHead(context);

void ({ App, prefetch, head } satisfies RemoteAppModule);

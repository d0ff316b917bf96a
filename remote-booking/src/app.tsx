import { matchPath, Routes } from '@musawo/shared/router';
import type { ComponentType } from 'react';
import { RemoteRoot, routesOf, type RemoteAppModule, type RemotePrefetchContext } from '@musawo/shared/react';
import { doctorQuery } from './features/doctor-profile/api/use-doctor';
import { firstReviewsQuery } from './features/reviews/api/use-reviews';
import { doctorHead } from './features/doctor-profile/lib/head';
import { DoctorPage } from './features/doctor-profile/pages/doctor-page';
import manifest from '../musawo.manifest.mjs';
import { bookingTexts } from './i18n';

// The remote has one page, so it comes with the App module: on 3G, one round trip fewer between the remote's
// entry and a usable booking card. The calendar, the reviews and the success dialog stay chunks of their own.

/** The component of each page its manifest names. */
export const pages: Record<string, ComponentType> = { DoctorPage };

/** Routes of the booking remote: its manifest's (DESIGN §1, ADR 323). */
export function App() {
  return (
    <RemoteRoot name="booking" version={__APP_VERSION__}>
      <bookingTexts.IntlProvider>
        <Routes>
          {routesOf(manifest, pages)}
        </Routes>
      </bookingTexts.IntlProvider>
    </RemoteRoot>
  );
}

/**
 * Opening /doctor/:id: the doctor's profile and their first reviews are asked for while the shell is still
 * rendering (ADR 010). The server awaits them before rendering the page (ADR 335); the browser does not wait.
 */
export function prefetch({ pathname, queryClient, gateway }: RemotePrefetchContext): Promise<unknown> | undefined {
  const doctorId = matchPath({ path: '/doctor/:id', end: true }, pathname)?.params.id;
  return doctorId ? Promise.all([queryClient.prefetchQuery(doctorQuery(gateway, doctorId)), queryClient.prefetchQuery(firstReviewsQuery(gateway, doctorId))]) : undefined;
}

/** The doctor page's title, description, portrait and schema.org data, from what prefetch loaded (issue 44). */
export const head = doctorHead;

void ({ App, prefetch, head } satisfies RemoteAppModule);

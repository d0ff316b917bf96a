import type { ComponentType } from 'react';
import { Routes } from '@musawo/shared/router';
import { lazyPage, RemoteRoot, routesOf, Spinner, type RemoteAppModule } from '@musawo/shared/react';
import manifest from '../musawo.manifest.mjs';
import { consultTexts, useT } from './i18n';

// The room is its own chunk: the call and socket code load only when someone opens a consultation.
const RoomPage = lazyPage(() => import('./features/room/components/room-page'), 'RoomPage', { loading: Opening });

/** The component of each page its manifest names. */
export const pages: Record<string, ComponentType> = { RoomPage };

/** Routes of the consultations remote (issue 33): its manifest's (ADR 323), whose guards the shell applies. */
export function App() {
  return (
    <RemoteRoot name="consult" version={__APP_VERSION__}>
      <consultTexts.IntlProvider>
        <Routes>
          {routesOf(manifest, pages)}
        </Routes>
      </consultTexts.IntlProvider>
    </RemoteRoot>
  );
}

function Opening() {
  const t = useT();
  return <Spinner label={t.t('app.opening')} />;
}

void ({ App } satisfies RemoteAppModule);

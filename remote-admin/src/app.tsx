import type { ComponentType } from 'react';
import { Routes } from '@musawo/shared/router';
import { lazyPage, RemoteRoot, routesOf, type RemoteAppModule } from '@musawo/shared/react';
import manifest from '../musawo.manifest.mjs';

// Each page is a chunk of its own, loaded when its route is opened (lazyPage, ADR 323).
const AdminPage = lazyPage(() => import('./features/admin/components/admin-page'), 'AdminPage');

/** The component of each page its manifest names. */
export const pages: Record<string, ComponentType> = { AdminPage };

/** Routes of the admin remote: its manifest's (ADR 323). */
export function App() {
  return (
    <RemoteRoot name="admin" version={__APP_VERSION__}>
      <Routes>{routesOf(manifest, pages)}</Routes>
    </RemoteRoot>
  );
}

void ({ App } satisfies RemoteAppModule);

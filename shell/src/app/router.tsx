import { createBrowserRouter, type RouteObject } from '@musawo/shared/router';
import type { Registry } from '@musawo/shared/contracts';
import { Layout } from './layout';
import { RouteErrorPage } from './error-page';
import { RemoteSwitch } from './remote-switch';
import { shellRoutes as defaultShellRoutes } from './shell-routes';

/** The shell's own routes come first; everything else is served by whichever remote the registry names. */
export function createRoutes(registry: Registry | null, registryError: Error | null, shellRoutes: RouteObject[] = defaultShellRoutes): RouteObject[] {
  return [
    {
      element: <Layout />,
      errorElement: <RouteErrorPage />,
      children: [...shellRoutes, { path: '*', element: <RemoteSwitch registry={registry} registryError={registryError} /> }],
    },
  ];
}

export const createRouter = (registry: Registry | null, registryError: Error | null) => createBrowserRouter(createRoutes(registry, registryError));

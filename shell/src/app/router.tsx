import { Route, Routes } from '@musawo/shared/router';
import type { Registry } from '@musawo/shared/contracts';
import { Layout } from './layout';
import { RemoteSwitch } from './remote-switch';
import { shellRoutes, type ShellRoute } from './shell-routes';

/**
 * The route table: the shell's own pages first, then whatever remote the registry names for the path. A plain
 * <Routes> (not a data router) keeps the data-router machinery out of every first visit (ADR 008).
 */
export function AppRoutes({ registry, registryError, routes = shellRoutes }: { registry: Registry | null; registryError: Error | null; routes?: ShellRoute[] }) {
  return (
    <Routes>
      <Route element={<Layout />}>
        {routes.map((r) => (
          <Route key={r.path} path={r.path} element={r.element} />
        ))}
        <Route path="*" element={<RemoteSwitch registry={registry} registryError={registryError} />} />
      </Route>
    </Routes>
  );
}

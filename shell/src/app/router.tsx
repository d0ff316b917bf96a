import type { ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from '@musawo/shared/router';
import { languagePath, splitLanguagePath, type Registry } from '@musawo/shared/contracts';
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

/**
 * The router's base for the page at `pathname` (issue 44, ADR 336): the page's language prefix (`/lg`, `/sw`), none in
 * English. Every route, <Link> and navigate() then works on the path without it, and stays in the page's language.
 */
export function languageBasename(pathname: string): string | undefined {
  const { language, prefixed } = splitLanguagePath(pathname);
  return prefixed ? languagePath(language, '/') : undefined;
}

/** The browser's router under the page's language prefix: remotes link to `/doctor/7` and get `/lg/doctor/7`. */
export function PageRouter({ children }: { children: ReactNode }) {
  return <BrowserRouter basename={languageBasename(window.location.pathname)}>{children}</BrowserRouter>;
}

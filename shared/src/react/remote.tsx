// The contract between the shell and a remote's exposed `./App` (DESIGN §2). A remote checks its exposed
// module with `satisfies RemoteAppModule`; the shell calls `loadRemote<RemoteAppModule>`.
import { useEffect, type ComponentType, type ReactNode } from 'react';
import type { QueryClient } from '../query';
import type { RemoteName } from '../contracts/registry';
import type { Language } from '../contracts/languages';
import type { PageHead } from '../contracts/page-head';
import { Route } from '../router';
import type { Gateway } from '../runtime/gateway';
import { useBus } from './context';

/** What a remote's `prefetch` gets: the page being opened and the shell's query client and gateway. */
export interface RemotePrefetchContext {
  /** The app's path, without a language prefix (`/doctor/7`, also for `/lg/doctor/7`). */
  pathname: string;
  /** The query string, with its `?` (empty for none): search results and paging read it. */
  search?: string;
  /** The page's language (the server renders each language at its own address). */
  language?: Language;
  queryClient: QueryClient;
  gateway: Gateway;
}

/** What a remote's `head` gets: the page and the query client its `prefetch` filled (on the server, signed out). */
export interface RemoteHeadContext {
  pathname: string;
  search: string;
  language: Language;
  queryClient: QueryClient;
  /** The site's public origin (config.publicUrl): schema.org wants absolute `url` and `image`; relative without it. */
  origin?: string;
}

export interface RemoteAppModule {
  App: ComponentType;
  /**
   * Optional: starts the data the page at `pathname` needs, with the same query keys as the page's own hooks. The
   * shell calls it for the first page as soon as the remote is loaded, while it renders its own frame, so the
   * request leaves a few hundred milliseconds sooner on a slow phone (ADR 010). It must not throw.
   */
  prefetch?: (context: RemotePrefetchContext) => void | Promise<unknown>;
  /**
   * Optional: the page's title, description, picture and schema.org data for search engines and link previews, and
   * 404 when its subject does not exist (issue 44). Read from what `prefetch` put in the query client; undefined
   * when the remote has nothing to say for `pathname`.
   */
  head?: (context: RemoteHeadContext) => PageHead | undefined;
}

/**
 * The root element of every remote: names the remote and its version in the DOM (support can read which
 * version a user saw) and tells the shell over the bus that it mounted.
 */
export function RemoteRoot({ name, version, children }: { name: RemoteName; version: string; children: ReactNode }) {
  const bus = useBus();
  useEffect(() => {
    bus.publish('remote:mounted', { remote: name, version });
  }, [bus, name, version]);
  // flow-root: a page's top margin stays inside, so replacing its loading state shifts nothing (CLS).
  return (
    <div data-remote={name} data-remote-version={version} style={{ display: 'flow-root' }}>
      {children}
    </div>
  );
}

/**
 * The `<Route>`s of a remote, from its manifest (ADR 323): each route renders the page its manifest names. A page
 * the remote's `pages` lacks throws at once, so a manifest and its app cannot drift apart unnoticed.
 */
export function routesOf(manifest: { name: string; routes: readonly { path: string; page: string }[] }, pages: Record<string, ComponentType>): ReactNode[] {
  return manifest.routes.map(({ path, page }) => {
    const Page = pages[page];
    if (!Page) throw new Error(`remote-${manifest.name}: its manifest's page ${page} (${path}) is not in its pages`);
    return <Route key={path} path={path} element={<Page />} />;
  });
}

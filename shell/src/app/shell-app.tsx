import type { ComponentType, ReactNode } from 'react';
import type { QueryClient } from '@musawo/shared/query';
import type { Registry } from '@musawo/shared/contracts';
import { LanguageProvider, MusawoProviders, PaintedProvider, type PaintedKind, type Platform } from '@musawo/shared/react';
import type { LanguageStore } from '@musawo/shared/runtime';
import { shellTexts } from '../i18n';
import { ShellErrorBoundary } from './error-page';
import { AppRoutes } from './router';

export interface ShellAppProps {
  platform: Platform;
  queryClient: QueryClient;
  /** The browser's router, or the build's in-memory one for the painted path. */
  Router: ComponentType<{ children: ReactNode }>;
  registry: Registry | null;
  registryError: Error | null;
  /** The painting React takes over (ADR 015), or null when the page renders from scratch. */
  painted: PaintedKind | null;
  /** The page's language (ADR 016): the build paints each language with a store fixed to it. */
  language?: LanguageStore;
}

/**
 * The whole app. The browser renders it and the build paints it with the same tree, so hydration finds every
 * element (and every `useId`) where the painting put it.
 */
export function ShellApp({ platform, queryClient, Router, registry, registryError, painted, language }: ShellAppProps) {
  return (
    <PaintedProvider value={painted}>
      <LanguageProvider value={language}>
        <MusawoProviders platform={platform} queryClient={queryClient}>
          <shellTexts.IntlProvider>
            <Router>
              <ShellErrorBoundary>
                <AppRoutes registry={registry} registryError={registryError} />
              </ShellErrorBoundary>
            </Router>
          </shellTexts.IntlProvider>
        </MusawoProviders>
      </LanguageProvider>
    </PaintedProvider>
  );
}

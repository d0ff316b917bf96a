import { useMemo, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '../router';
import { QueryClientProvider, type QueryClient } from '../query';
import { ThemeProvider } from 'styled-components';
import { createEventBus } from '../runtime/bus';
import { createHttpGateway } from '../runtime/http-gateway';
import { createSessionStore } from '../runtime/session-store';
import { createQueryClient, PlatformProvider, type Platform } from './context';
import { theme } from './theme';
import { GlobalStyle } from './global-style';
import { AppToaster } from './ui';
import { kitTexts } from './i18n';
import { uiTexts } from './ui/i18n';
import { errorTexts } from './errors/i18n';

/** Everything a Musawo page needs around it: platform services, query cache, theme, global style, toasts. */
export function MusawoProviders({ platform, queryClient, children }: { platform: Platform; queryClient: QueryClient; children: ReactNode }) {
  return (
    <PlatformProvider value={platform}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <kitTexts.IntlProvider>
            <uiTexts.IntlProvider>
              <errorTexts.IntlProvider>{children}</errorTexts.IntlProvider>
            </uiTexts.IntlProvider>
          </kitTexts.IntlProvider>
          <AppToaster />
        </ThemeProvider>
      </QueryClientProvider>
    </PlatformProvider>
  );
}

/** The real platform services for a page: one bus, one session, one gateway. */
export function createBrowserPlatform(apiBase: string): Platform {
  const session = createSessionStore(window.localStorage, window.sessionStorage);
  // One refresh at a time across every tab of the site (Web Locks; where missing, this tab alone).
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const refreshLock = locks ? <T,>(fn: () => Promise<T>) => locks.request('musawo-token-refresh', fn) as Promise<T> : undefined;
  return { bus: createEventBus(), session, gateway: createHttpGateway({ baseUrl: apiBase, session, refreshLock }) };
}

function StandaloneHost({ apiBase, children }: { apiBase: string; children: ReactNode }) {
  const platform = useMemo(() => createBrowserPlatform(apiBase), [apiBase]);
  const queryClient = useMemo(() => createQueryClient(), []);
  return (
    <MusawoProviders platform={platform} queryClient={queryClient}>
      <BrowserRouter>{children}</BrowserRouter>
    </MusawoProviders>
  );
}

/** `npm run dev -w remote-<name>`: the remote alone, with the same services the shell would give it. */
export function renderStandalone(app: ReactNode, apiBase: string, rootId = 'root'): void {
  const el = document.getElementById(rootId);
  if (!el) throw new Error(`#${rootId} missing`);
  createRoot(el).render(<StandaloneHost apiBase={apiBase}>{app}</StandaloneHost>);
}

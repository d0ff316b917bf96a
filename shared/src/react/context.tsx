// Gateway, session and bus reach remotes through React context (DESIGN §8.3): the shell makes one of each
// and provides them; @musawo/shared is a federation singleton, so these contexts are the same objects everywhere.
import { createContext, useContext, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClient } from '../query';
import type { EventBus } from '../runtime/bus';
import type { Gateway, SessionStore } from '../runtime/gateway';
import type { EventName, EventPayload } from '../contracts/events';
import type { Session } from '../contracts/entities';
import { QUERY_DEFAULTS } from '../contracts/constants';
import { retryDelay } from '../contracts/money';

export interface Platform {
  gateway: Gateway;
  session: SessionStore;
  bus: EventBus;
}

const PlatformContext = createContext<Platform | null>(null);

export function PlatformProvider({ value, children }: { value: Platform; children: ReactNode }) {
  return <PlatformContext.Provider value={value}>{children}</PlatformContext.Provider>;
}

function usePlatform(): Platform {
  const p = useContext(PlatformContext);
  if (!p) throw new Error('Musawo platform missing: render inside <PlatformProvider> (the shell provides it).');
  return p;
}

export const useGateway = (): Gateway => usePlatform().gateway;
export const useBus = (): EventBus => usePlatform().bus;
export const useSessionStore = (): SessionStore => usePlatform().session;

/** The current session (null when signed out); re-renders on sign-in, sign-out and profile updates. */
const signedOut = () => null;

export function useSession(): Session | null {
  const store = usePlatform().session;
  // A painted page is hydrated signed out, as the build painted it; React renders again with the session after.
  return useSyncExternalStore(store.subscribe, store.get, signedOut);
}

/** Subscribe to a bus event for the lifetime of the component. The handler may change between renders. */
export function useBusEvent<N extends EventName>(name: N, handler: (payload: EventPayload<N>) => void): void {
  const bus = useBus();
  const ref = useRef(handler);
  useEffect(() => {
    ref.current = handler;
  });
  useEffect(() => {
    const sub = bus.subscribe(name, (p) => ref.current(p));
    return () => sub.unsubscribe();
  }, [bus, name]);
}

/** React Query defaults of spec §4/§9: 3 retries, back-off doubling 1 s -> 30 s, 5-minute cache, no focus refetch. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          // A client mistake (4xx) will not get better by asking again.
          const status = (error as { status?: number } | null)?.status;
          if (typeof status === 'number' && status >= 400 && status < 500 && status !== 408 && status !== 429) return false;
          return failureCount < QUERY_DEFAULTS.retries;
        },
        retryDelay: (attempt) => retryDelay(attempt, QUERY_DEFAULTS.retryBaseMs, QUERY_DEFAULTS.retryCapMs),
        gcTime: QUERY_DEFAULTS.cacheMs,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

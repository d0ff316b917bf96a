// Test helpers for the shell and the remotes: a typed fake gateway and a render with every provider a page
// has in the product (platform, query cache, theme, router).
import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from '../router';
import { QueryClient, QueryClientProvider } from '../query';
import { toast } from 'react-hot-toast';
import { ThemeProvider } from 'styled-components';
import type { ActionName, RpcInput, RpcOutput, ServiceName, Session, UserProfile } from '../contracts';
import { createEventBus, createSessionStore, GatewayError, type EventBus, type Gateway, type KV, type SessionStore } from '../runtime';
import { PlatformProvider } from '../react/context';
import { theme } from '../react/theme';
import { AppToaster } from '../react/ui';

type Handler<S extends ServiceName, A extends ActionName<S>> = (input: RpcInput<S, A>) => RpcOutput<S, A> | Promise<RpcOutput<S, A>>;
export type FakeHandlers = { [S in ServiceName]?: { [A in ActionName<S>]?: Handler<S, A> } };

export interface FakeGateway extends Gateway {
  /** Every call made, in order. */
  calls: { service: string; action: string; payload: unknown }[];
  callsTo(service: string, action: string): unknown[];
}

/** A gateway that answers from handlers; a call with no handler rejects, so a test sees unexpected calls. */
export function createFakeGateway(handlers: FakeHandlers = {}): FakeGateway {
  const calls: FakeGateway['calls'] = [];
  return {
    calls,
    callsTo: (service, action) => calls.filter((c) => c.service === service && c.action === action).map((c) => c.payload),
    async call(service, action, payload) {
      calls.push({ service, action, payload });
      const svc = handlers[service] as Record<string, ((input: unknown) => unknown) | undefined> | undefined;
      const h = svc?.[action as string];
      if (!h) throw new GatewayError(`no fake handler for ${service}/${String(action)}`, 500, 'NO_HANDLER');
      return (await h(payload)) as never;
    },
  };
}

/** Clears every toast (react-hot-toast keeps them in one store for the whole test file); wrap it in act(). */
export const removeToasts = (): void => toast.remove();

/** Rejects like the real gateway does for a failed call. */
export const gatewayError = (message: string, status = 400, code = 'BAD_REQUEST', field?: string) => new GatewayError(message, status, code, field);

export function memoryStorage(): KV & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

export const testPatient: UserProfile = {
  id: 'p1', name: 'Amina Nakato', email: 'patient@musawo.test', phone_number: '+256700000001', userType: 'patient', isEmailVerified: true,
  date_of_birth: '1994-03-12', gender: 'female', address: { address: 'Ntinda, Kampala' }, currency: 'UGX',
};
export const testDoctor: UserProfile = {
  id: 'd1', name: 'Dr. Samuel Okello', email: 'doctor@musawo.test', phone_number: '+256700000002', userType: 'doctor', isEmailVerified: true,
  address: { address: 'Kololo, Kampala' }, consultation_fee: 50000, experience: 12, rating: 4.6, availability: [], currency: 'UGX',
};
export const sessionFor = (user: UserProfile): Session => ({ user, tokens: { access: { token: 'access' }, refresh: { token: 'refresh' } } });

export interface RenderOptions {
  /** The URL the page is at. */
  route?: string;
  /** The route pattern the element is mounted at, so useParams works, e.g. '/doctor/:id'. */
  path?: string;
  gateway?: Gateway;
  user?: UserProfile | null;
  session?: SessionStore;
  bus?: EventBus;
  /** Other routes to mount beside it (to assert navigation). */
  extraRoutes?: ReactNode;
}

export interface RenderWithPlatformResult extends RenderResult {
  gateway: Gateway;
  session: SessionStore;
  bus: EventBus;
  queryClient: QueryClient;
}

/** Renders as a page inside the product: real bus and session store (in memory), a fake or given gateway. */
export function renderWithPlatform(ui: ReactElement, options: RenderOptions = {}): RenderWithPlatformResult {
  const gateway = options.gateway ?? createFakeGateway();
  const session = options.session ?? createSessionStore(memoryStorage(), memoryStorage());
  if (options.user) session.set(sessionFor(options.user));
  const bus = options.bus ?? createEventBus();
  // No retries and no cache between tests: a failure shows at once.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  const result = render(
    <PlatformProvider value={{ gateway, session, bus }}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <MemoryRouter initialEntries={[options.route ?? '/']}>
            <Routes>
              <Route path={options.path ?? '*'} element={ui} />
              {options.extraRoutes}
            </Routes>
          </MemoryRouter>
          <AppToaster />
        </ThemeProvider>
      </QueryClientProvider>
    </PlatformProvider>,
  );
  return { ...result, gateway, session, bus, queryClient };
}

/** Shows where the router went: mount as an extra route, e.g. <Route path="/signin" element={<LocationProbe />} />. */
export { LocationProbe } from './location-probe';

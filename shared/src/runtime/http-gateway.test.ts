import { createHttpGateway } from './http-gateway';
import { createSessionStore, type KV } from './session-store';
import { GatewayError } from './gateway';
import type { Session } from '../contracts/entities';

function memory(): KV & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}
const user = { id: 'u1', name: 'Amina Nakato', email: 'amina@example.ug', phone_number: '+256700000001', userType: 'patient' as const, isEmailVerified: true };
const session = (access: string, refresh = 'r1'): Session => ({ user, tokens: { access: { token: access }, refresh: { token: refresh } } });
// jsdom has no Response: the gateway reads only status and json().
const json = (status: number, body: unknown) => ({ status, json: async () => body }) as unknown as Response;
const profileBody = { success: true, result: user };

/** A server in miniature: accepts only the current access token; refreshTokens rotates it. */
function fakeServer({ refreshWorks = true } = {}) {
  let valid = 'fresh-1';
  const calls = { refresh: 0, profile: 0 };
  const fetchImpl = jest.fn(async (_url: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { ACTION: string; refreshToken?: string };
    const auth = (init?.headers as Record<string, string>).authorization;
    if (body.ACTION === 'refreshTokens') {
      calls.refresh++;
      if (!refreshWorks) return json(401, { success: false, error: 'Invalid refresh token', message: 'Your session has ended.', code: 'INVALID_REFRESH' });
      valid = `fresh-${calls.refresh + 1}`;
      return json(200, { success: true, tokens: { access: { token: valid }, refresh: { token: `r${calls.refresh + 1}` } }, user });
    }
    calls.profile++;
    if (auth !== `Bearer ${valid}`) return json(401, { success: false, error: 'Token expired', message: 'Your session has expired.', code: 'TOKEN_EXPIRED' });
    return json(200, profileBody);
  });
  return { fetchImpl, calls };
}

describe('gateway refresh (spec §4)', () => {
  it('10 parallel calls with an expired token cause exactly one refresh and all 10 succeed', async () => {
    const local = memory();
    const store = createSessionStore(local, memory());
    store.set(session('expired'));
    const { fetchImpl, calls } = fakeServer();
    const gw = createHttpGateway({ baseUrl: '/api/v1', session: store, fetch: fetchImpl as typeof fetch });
    const results = await Promise.all(Array.from({ length: 10 }, () => gw.call('auth', 'getUserProfile', {})));
    expect(results).toHaveLength(10);
    results.forEach((r) => expect(r.result.name).toBe('Amina Nakato'));
    expect(calls.refresh).toBe(1);
    expect(store.get()?.tokens.access.token).toBe('fresh-2');
    expect(JSON.parse(local.data.get('tokens') ?? '{}')).toEqual({ access: { token: 'fresh-2' }, refresh: { token: 'r2' } });
  });

  it('a failed refresh clears the session and fails all 10', async () => {
    const local = memory();
    const store = createSessionStore(local, memory());
    store.set(session('expired'));
    const { fetchImpl, calls } = fakeServer({ refreshWorks: false });
    const gw = createHttpGateway({ baseUrl: '/api/v1', session: store, fetch: fetchImpl as typeof fetch });
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => gw.call('auth', 'getUserProfile', {})));
    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof GatewayError && r.reason.status === 401)).toBe(true);
    expect(calls.refresh).toBe(1);
    expect(store.get()).toBeNull();
    expect(local.data.has('tokens')).toBe(false);
    expect(local.data.has('user')).toBe(false);
  });

  it('a 401 from login (wrong password) never starts a refresh', async () => {
    const store = createSessionStore(memory(), memory());
    store.set(session('whatever'));
    const fetchImpl = jest.fn(async () => json(401, { success: false, error: 'Invalid credentials', message: 'Invalid credentials', code: 'INVALID_CREDENTIALS' }));
    const gw = createHttpGateway({ baseUrl: '/api/v1', session: store, fetch: fetchImpl as unknown as typeof fetch });
    await expect(gw.call('auth', 'login', { emailOrPhone: 'a@b.ug', password: 'x' })).rejects.toMatchObject({ message: 'Invalid credentials', status: 401 });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(store.get()).not.toBeNull();
  });

  it('sends the bearer token and the SERVICE/ACTION envelope', async () => {
    const store = createSessionStore(memory(), memory());
    store.set(session('tok'));
    const fetchImpl = jest.fn(async (_u: Parameters<typeof fetch>[0], _i?: RequestInit) => json(200, profileBody));
    const gw = createHttpGateway({ baseUrl: '/api/v1', session: store, fetch: fetchImpl as typeof fetch });
    await gw.call('auth', 'getUserProfile', {});
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/v1');
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer tok');
    expect(JSON.parse(String(init?.body))).toEqual({ SERVICE: 'auth', ACTION: 'getUserProfile' });
  });

  it('makes a public read with a GET form as a plain GET, token or not, so the page preload serves it (ADR 011)', async () => {
    const store = createSessionStore(memory(), memory());
    store.set(session('tok'));
    const fetchImpl = jest.fn(async (_u: Parameters<typeof fetch>[0], _i?: RequestInit) => json(404, { success: false, message: 'We could not find that doctor.', code: 'NOT_FOUND' }));
    const gw = createHttpGateway({ baseUrl: '/api/v1', session: store, fetch: fetchImpl as typeof fetch });
    await expect(gw.call('doctor', 'getDoctor', { doctorId: 'd1', currency: 'UGX' })).rejects.toMatchObject({ status: 404, message: 'We could not find that doctor.' });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/v1/doctor/getDoctor?currency=UGX&doctorId=d1');
    expect(init?.method).toBe('GET');
    expect(init?.headers).toBeUndefined();
    expect(init?.body).toBeUndefined();
  });

  it('turns a network failure into a readable error', async () => {
    const store = createSessionStore(memory(), memory());
    const gw = createHttpGateway({ baseUrl: '/api/v1', session: store, fetch: (async () => { throw new TypeError('Failed to fetch'); }) as typeof fetch });
    await expect(gw.call('Specialities', 'queryAllSpecialityNoAuth', {})).rejects.toMatchObject({ status: 0, code: 'NETWORK', message: expect.stringMatching(/internet connection/) });
  });

  it('times out a call that never answers', async () => {
    const store = createSessionStore(memory(), memory());
    const hang = ((_u: Parameters<typeof fetch>[0], init?: RequestInit) =>
      new Promise((_r, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))))) as typeof fetch;
    const gw = createHttpGateway({ baseUrl: '/api/v1', session: store, fetch: hang, timeoutMs: 50 });
    await expect(gw.call('Specialities', 'queryAllSpecialityNoAuth', {})).rejects.toMatchObject({ code: 'TIMEOUT', message: expect.stringMatching(/too long/) });
  });

  it("shows the server's message for a failed call", async () => {
    const store = createSessionStore(memory(), memory());
    const fetchImpl = (async () => json(409, { success: false, error: 'Slot taken', message: 'That time has just been booked. Please choose another.', code: 'SLOT_TAKEN' })) as typeof fetch;
    const gw = createHttpGateway({ baseUrl: '/api/v1', session: store, fetch: fetchImpl });
    await expect(gw.call('Specialities', 'queryAllSpecialityNoAuth', {})).rejects.toMatchObject({ status: 409, code: 'SLOT_TAKEN', message: 'That time has just been booked. Please choose another.' });
  });

  it('carries how long a 429 asks to wait (issue 50)', async () => {
    const store = createSessionStore(memory(), memory());
    const fetchImpl = (async () => json(429, { success: false, error: 'Wait', message: 'Please wait 5 minutes and try again.', code: 'RATE_LIMITED', retryAfter: 270 })) as typeof fetch;
    const gw = createHttpGateway({ baseUrl: '/api/v1', session: store, fetch: fetchImpl });
    await expect(gw.call('Specialities', 'queryAllSpecialityNoAuth', {})).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfter: 270 });
  });

  it('rejects an answer that does not match the contract', async () => {
    const store = createSessionStore(memory(), memory());
    const fetchImpl = (async () => json(200, { success: true, results: 'nope' })) as typeof fetch;
    const gw = createHttpGateway({ baseUrl: '/api/v1', session: store, fetch: fetchImpl });
    await expect(gw.call('Specialities', 'queryAllSpecialityNoAuth', {})).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });
});

describe('gateway refresh across tabs and bad networks', () => {
  it('uses the tokens another tab refreshed while this one waited, without refreshing again', async () => {
    const local = memory();
    const store = createSessionStore(local, memory());
    store.set(session('expired', 'r1'));
    const { fetchImpl, calls } = fakeServer();
    // The other tab refreshes first: by the time this tab holds the lock, storage has fresh-1 / r-other.
    const refreshLock = async <T,>(fn: () => Promise<T>) => {
      local.setItem('tokens', JSON.stringify({ access: { token: 'fresh-1' }, refresh: { token: 'r-other' } }));
      return fn();
    };
    const gw = createHttpGateway({ baseUrl: '/api/v1', session: store, fetch: fetchImpl as typeof fetch, refreshLock });
    await expect(gw.call('auth', 'getUserProfile', {})).resolves.toMatchObject({ success: true });
    expect(calls.refresh).toBe(0);
    expect(store.get()?.tokens.refresh.token).toBe('r-other');
  });

  it('keeps the session when the refresh call cannot reach the server', async () => {
    const store = createSessionStore(memory(), memory());
    store.set(session('expired'));
    let first = true;
    const fetchImpl = (async (_u: Parameters<typeof fetch>[0], init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as { ACTION: string };
      if (body.ACTION === 'refreshTokens') throw new TypeError('Failed to fetch');
      if (first) {
        first = false;
        return json(401, { success: false, error: 'Token expired', message: 'Your session has expired.', code: 'TOKEN_EXPIRED' });
      }
      return json(200, profileBody);
    }) as typeof fetch;
    const gw = createHttpGateway({ baseUrl: '/api/v1', session: store, fetch: fetchImpl });
    await expect(gw.call('auth', 'getUserProfile', {})).rejects.toMatchObject({ code: 'NETWORK' });
    expect(store.get()).not.toBeNull();
  });

  it('does not refresh on a 401 that is not about the token', async () => {
    const store = createSessionStore(memory(), memory());
    store.set(session('ok'));
    const fetchImpl = jest.fn(async () => json(401, { success: false, error: 'Wrong code', message: 'That code is not right.', code: 'INVALID_CREDENTIALS' }));
    const gw = createHttpGateway({ baseUrl: '/api/v1', session: store, fetch: fetchImpl as unknown as typeof fetch });
    await expect(gw.call('auth', 'getUserProfile', {})).rejects.toMatchObject({ status: 401 });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(store.get()).not.toBeNull();
  });
});

describe('session store (spec §3/§9)', () => {
  it('restores a stored session and drops one that no longer parses', () => {
    const local = memory();
    createSessionStore(local, memory()).set(session('a'));
    expect(createSessionStore(local, memory()).get()?.user.name).toBe('Amina Nakato');
    local.setItem('user', '{"broken":');
    expect(createSessionStore(local, memory()).get()).toBeNull();
  });
  it('keeps the booking intent in session storage', () => {
    const ss = memory();
    const store = createSessionStore(memory(), ss);
    const intent = { doctorId: 'd1', selectedDate: '2026-11-23', selectedTime: '10:30', doctorName: 'Dr. Okello', doctorSpecialty: 'Cardiology', returnPath: '/doctor/d1' };
    store.saveBookingIntent(intent);
    expect(JSON.parse(ss.data.get('bookingIntent') ?? 'null')).toEqual(intent);
    expect(store.getBookingIntent()).toEqual(intent);
    store.clearBookingIntent();
    expect(store.getBookingIntent()).toBeNull();
  });
  it('notifies subscribers on sign-in and sign-out', () => {
    const store = createSessionStore(memory(), memory());
    const seen: (string | null)[] = [];
    store.subscribe((s) => seen.push(s?.user.id ?? null));
    store.set(session('a'));
    store.clear();
    expect(seen).toEqual(['u1', null]);
  });
});

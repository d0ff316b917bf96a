import { SW_KEEP_URLS } from '../../../sw/protocol';
import { createEventBus } from '@musawo/shared/runtime';
import { afterFirstView, registerServiceWorker } from './register-sw';

function fakeEnv({ readyState = 'complete', controlled = false, supported = true } = {}) {
  const win = new EventTarget();
  const postMessage = jest.fn();
  const register = jest.fn(() => Promise.resolve({}));
  const serviceWorker = supported ? { controller: controlled ? {} : null, register, ready: Promise.resolve({ active: { postMessage } }) } : undefined;
  const env = {
    window: Object.assign(win, {
      document: { readyState },
      navigator: { serviceWorker },
      performance: { getEntriesByType: () => [{ name: 'http://127.0.0.1/main.abcdef1234.js' }, { name: 'http://127.0.0.1/media/specialties/a.webp' }] },
    }),
    production: true,
  } as unknown as NonNullable<Parameters<typeof registerServiceWorker>[0]>;
  return { env, win, register, postMessage };
}
/** Runs what registration queued (its promise chain), on fake timers: nothing waits for the clock. */
const settle = () => jest.runAllTimersAsync();

describe('service worker registration', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('registers /sw.js for the whole site once the page has loaded, never before', async () => {
    const f = fakeEnv({ readyState: 'interactive' });
    registerServiceWorker(f.env);
    expect(f.register).not.toHaveBeenCalled();
    f.win.dispatchEvent(new Event('load'));
    await settle();
    expect(f.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('on a first visit hands the worker the files the page already loaded', async () => {
    const f = fakeEnv();
    registerServiceWorker(f.env);
    await settle();
    expect(f.postMessage).toHaveBeenCalledWith({ type: SW_KEEP_URLS, urls: ['http://127.0.0.1/main.abcdef1234.js', 'http://127.0.0.1/media/specialties/a.webp'] });
  });

  it('on a page the worker already controls sends nothing more', async () => {
    const f = fakeEnv({ controlled: true });
    registerServiceWorker(f.env);
    await settle();
    expect(f.register).toHaveBeenCalled();
    expect(f.postMessage).not.toHaveBeenCalled();
  });

  it('does nothing in development builds or without service worker support', async () => {
    const dev = fakeEnv();
    registerServiceWorker({ ...dev.env, production: false });
    const unsupported = fakeEnv({ supported: false });
    registerServiceWorker(unsupported.env);
    await settle();
    expect(dev.register).not.toHaveBeenCalled();
  });

  it('keeps the site working when registration is refused', async () => {
    const f = fakeEnv();
    f.register.mockReturnValueOnce(Promise.reject(new Error('SecurityError')));
    registerServiceWorker(f.env);
    await settle();
    expect(f.postMessage).not.toHaveBeenCalled();
  });

  it('does not register in a test build', () => {
    expect(() => registerServiceWorker()).not.toThrow();
  });
});

describe('afterFirstView', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const flush = () => Promise.resolve().then(() => undefined);

  it('waits a few seconds after the first remote mounted, then resolves', async () => {
    const bus = createEventBus();
    let resolved = false;
    void afterFirstView(bus, 3_000, 15_000).then(() => (resolved = true));
    jest.advanceTimersByTime(5_000);
    await flush();
    expect(resolved).toBe(false);
    bus.publish('remote:mounted', { remote: 'booking', version: '1.0.0' });
    jest.advanceTimersByTime(2_999);
    await flush();
    expect(resolved).toBe(false);
    jest.advanceTimersByTime(1);
    await flush();
    expect(resolved).toBe(true);
  });

  it('settles on a remote that mounted before it was asked, and on a failed remote', async () => {
    const mountedBus = createEventBus();
    mountedBus.publish('remote:mounted', { remote: 'discovery', version: '1.0.0' });
    const failedBus = createEventBus();
    const results: string[] = [];
    void afterFirstView(mountedBus, 1_000).then(() => results.push('mounted'));
    void afterFirstView(failedBus, 1_000).then(() => results.push('failed'));
    failedBus.publish('remote:load-failed', { remote: 'content', reason: 'timeout' });
    jest.advanceTimersByTime(1_000);
    await flush();
    expect(results.sort()).toEqual(['failed', 'mounted']);
  });

  it('resolves after the longest wait on a page without remotes', async () => {
    let resolved = false;
    void afterFirstView(createEventBus(), 3_000, 15_000).then(() => (resolved = true));
    jest.advanceTimersByTime(15_000);
    await flush();
    expect(resolved).toBe(true);
  });

  it('holds the worker back until the first view is done', async () => {
    jest.useRealTimers();
    const f = fakeEnv();
    let done: () => void = () => undefined;
    registerServiceWorker(f.env, new Promise<void>((r) => (done = r)));
    await settle();
    expect(f.register).not.toHaveBeenCalled();
    done();
    await settle();
    expect(f.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });
});

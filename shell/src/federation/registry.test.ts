import { fetchRegistry } from './registry';

const res = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body }) as unknown as Response;
const good = { schemaVersion: 1, remotes: [{ name: 'content', version: '1.0.0', entry: '/remotes/content/1.0.0/remoteEntry.js', sharedMajor: 1, routes: ['/about'] }] };

describe('fetchRegistry', () => {
  it('fetches /remotes.json without the HTTP cache and validates it', async () => {
    const f = jest.fn(async () => res(200, good));
    await expect(fetchRegistry('/remotes.json', f as unknown as typeof fetch)).resolves.toEqual(good);
    expect(f).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ credentials: 'same-origin' }));
  });
  it('refuses an invalid registry with the reason', async () => {
    const f = async () => res(200, { schemaVersion: 1, remotes: [{ ...good.remotes[0], version: 'x' }] });
    await expect(fetchRegistry('/remotes.json', f as unknown as typeof fetch)).rejects.toThrow(/remotes\.0\.version/);
  });
  it('reports an HTTP failure and a network failure readably', async () => {
    await expect(fetchRegistry('/r', (async () => res(503, {})) as unknown as typeof fetch)).rejects.toThrow(/HTTP 503/);
    await expect(fetchRegistry('/r', (async () => { throw new TypeError('x'); }) as unknown as typeof fetch)).rejects.toThrow(/internet connection/);
  });
});

describe('fetchRegistry when the network hangs or fails', () => {
  const saved = jest.fn();
  beforeEach(() => {
    saved.mockReset();
    Object.assign(globalThis, { caches: { match: saved } });
  });
  afterAll(() => {
    delete (globalThis as { caches?: unknown }).caches;
  });
  // A request that never answers, except by its abort signal (as a browser's fetch does).
  const hung = ((_url: string, init?: RequestInit) =>
    new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('timed out', 'TimeoutError'))))) as unknown as typeof fetch;

  it('gives up after 5 s and uses the saved copy of the service worker', async () => {
    jest.useFakeTimers();
    try {
      saved.mockResolvedValue(res(200, good));
      let answer: unknown;
      void fetchRegistry('/remotes.json', hung).then((r) => (answer = r));
      await jest.advanceTimersByTimeAsync(4_999);
      expect(answer).toBeUndefined();
      expect(saved).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(answer).toEqual(good);
      expect(saved).toHaveBeenCalledWith('/remotes.json');
    } finally {
      jest.useRealTimers();
    }
  });

  it('says it cannot reach Musawo when nothing is saved', async () => {
    saved.mockResolvedValue(undefined);
    await expect(fetchRegistry('/remotes.json', hung, 50)).rejects.toThrow(/internet connection/);
  });
});

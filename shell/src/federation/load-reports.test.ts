import { reportLoad } from './load-reports';

const fetchMock = jest.fn(() => Promise.resolve({ ok: true, status: 204 }));

function sentReports(): unknown[] {
  return fetchMock.mock.calls.flatMap((call) => {
    const init = (call as unknown as [string, RequestInit])[1];
    return (JSON.parse(String(init.body)) as { reports: unknown[] }).reports;
  });
}

function hidePage(): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  jest.useFakeTimers();
  fetchMock.mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});
afterEach(() => {
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
});

test('reports wait for the page to settle, then go in one request with keepalive', () => {
  reportLoad({ app: 'booking', version: '1.0.0', phase: 'load', ok: true });
  reportLoad({ app: 'booking', version: '1.0.0', phase: 'render', ok: false, error: 'boom' });
  expect(fetchMock).not.toHaveBeenCalled();
  jest.advanceTimersByTime(3_000);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].keepalive).toBe(true);
  expect(sentReports()).toEqual([
    { app: 'booking', version: '1.0.0', phase: 'load', ok: true },
    { app: 'booking', version: '1.0.0', phase: 'render', ok: false, error: 'boom' },
  ]);
});

test('a visitor who leaves before the timer still has their failures reported (the page is hidden)', () => {
  reportLoad({ app: 'discovery', version: '2.0.0', phase: 'load', ok: false, error: 'hung' });
  hidePage();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(sentReports()).toEqual([{ app: 'discovery', version: '2.0.0', phase: 'load', ok: false, error: 'hung' }]);
  // Nothing is sent twice when the timer would have fired.
  jest.advanceTimersByTime(10_000);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('pagehide sends everything queued, in batches of at most 20', () => {
  for (let i = 0; i < 19; i++) reportLoad({ app: 'content', version: '1.0.0', phase: 'load', ok: true });
  window.dispatchEvent(new Event('pagehide'));
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(sentReports()).toHaveLength(19);
});

test('a long error is cut to 500 characters before it is queued', () => {
  reportLoad({ app: 'account', version: '1.0.0', phase: 'render', ok: false, error: 'x'.repeat(2_000) });
  hidePage();
  expect((sentReports()[0] as { error: string }).error).toHaveLength(500);
});

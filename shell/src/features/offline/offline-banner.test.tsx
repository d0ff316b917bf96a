import { act, screen } from '@testing-library/react';
import { renderWithPlatform } from '@musawo/shared/testing';
import { SW_API_SOURCE } from '../../../sw/protocol';
import { OFFLINE_MESSAGE, OfflineBanner } from './offline-banner';
import type { OfflineSignals } from './use-offline-status';

function fakeSignals(onLine: boolean) {
  const win = new EventTarget();
  const sw = Object.assign(new EventTarget(), { startMessages: jest.fn() });
  const nav = { onLine, serviceWorker: sw };
  const signals = { navigator: nav, window: win } as unknown as OfflineSignals;
  return {
    signals,
    goOffline: () => act(() => void ((nav.onLine = false), win.dispatchEvent(new Event('offline')))),
    goOnline: () => act(() => void ((nav.onLine = true), win.dispatchEvent(new Event('online')))),
    answered: (source: 'cache' | 'network') => act(() => void sw.dispatchEvent(new MessageEvent('message', { data: { type: SW_API_SOURCE, source } }))),
    sw,
  };
}

describe('offline banner', () => {
  afterEach(() => jest.restoreAllMocks());

  it('is an empty polite status region while online', () => {
    const { signals, sw } = fakeSignals(true);
    renderWithPlatform(<OfflineBanner signals={signals} />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toBeEmptyDOMElement();
    expect(sw.startMessages).toHaveBeenCalled();
  });

  it('shows the message when the phone starts offline', () => {
    renderWithPlatform(<OfflineBanner signals={fakeSignals(false).signals} />);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);
    expect(OFFLINE_MESSAGE).toBe("You're offline. Showing doctors and health tips saved on this phone; booking needs a connection.");
  });

  it('appears when the connection drops and goes when it is back', () => {
    const f = fakeSignals(true);
    renderWithPlatform(<OfflineBanner signals={f.signals} />);
    f.goOffline();
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);
    f.goOnline();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('appears when the service worker answered from its saved copy while the phone thinks it is online', () => {
    const f = fakeSignals(true);
    renderWithPlatform(<OfflineBanner signals={f.signals} />);
    f.answered('cache');
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);
    f.answered('network');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    f.answered('cache');
    f.goOnline();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('ignores other messages and works without a service worker', () => {
    const f = fakeSignals(true);
    renderWithPlatform(<OfflineBanner signals={f.signals} />);
    act(() => void f.sw.dispatchEvent(new MessageEvent('message', { data: { type: 'something-else', source: 'cache' } })));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    const win = new EventTarget();
    const nav = { onLine: false };
    renderWithPlatform(<OfflineBanner signals={{ navigator: nav, window: win } as unknown as OfflineSignals} />);
    expect(screen.getAllByRole('status')[1]).toHaveTextContent(OFFLINE_MESSAGE);
  });

  it('follows the browser by default', () => {
    renderWithPlatform(<OfflineBanner />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);
  });
});

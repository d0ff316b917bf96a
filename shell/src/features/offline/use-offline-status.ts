import { useEffect, useState } from 'react';
import { isApiSourceMessage } from '../../../sw/protocol';

/** What the hook listens to; the browser's by default, fakes in tests. */
export interface OfflineSignals {
  navigator: Pick<Navigator, 'onLine'> & { serviceWorker?: Pick<ServiceWorkerContainer, 'addEventListener' | 'removeEventListener' | 'startMessages'> };
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

// No window during the build's prerender of the first view: a page rendered there is online.
const browserSignals = (): OfflineSignals | null => (typeof window === 'undefined' ? null : { navigator: window.navigator, window });

/**
 * True while the phone says it is offline, or while the last public read was answered from the service worker's
 * saved copy (the phone thinks it is online but Musawo cannot be reached). Back online clears both.
 */
export function useOfflineStatus(signals: OfflineSignals | null = browserSignals()): boolean {
  const nav = signals?.navigator;
  const win = signals?.window;
  const [online, setOnline] = useState(() => nav?.onLine !== false);
  const [fromSavedCopy, setFromSavedCopy] = useState(false);

  useEffect(() => {
    if (!nav || !win) return undefined;
    const goOnline = () => {
      setOnline(true);
      setFromSavedCopy(false);
    };
    const goOffline = () => setOnline(false);
    const onMessage = (event: Event) => {
      const data: unknown = (event as MessageEvent).data;
      if (isApiSourceMessage(data)) setFromSavedCopy(data.source === 'cache');
    };
    win.addEventListener('online', goOnline);
    win.addEventListener('offline', goOffline);
    const sw = nav.serviceWorker;
    sw?.addEventListener('message', onMessage);
    // Messages wait in a queue until the page says it listens.
    sw?.startMessages();
    setOnline(nav.onLine !== false);
    return () => {
      win.removeEventListener('online', goOnline);
      win.removeEventListener('offline', goOffline);
      sw?.removeEventListener('message', onMessage);
    };
  }, [nav, win]);

  return !online || fromSavedCopy;
}

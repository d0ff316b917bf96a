import { STORAGE_KEYS } from '@musawo/shared/contracts';
import { createSessionStore, type KV, type SessionStore } from '@musawo/shared/runtime';

const noStorage: KV = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };

/** Keeps this tab in step when another tab signs in or out. */
export function syncSessionAcrossTabs(store: SessionStore, win: Window, local: KV): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key !== STORAGE_KEYS.tokens && e.key !== STORAGE_KEYS.user && e.key !== null) return;
    const fresh = createSessionStore(local, noStorage).get();
    const current = store.get();
    if (!fresh) {
      if (current) store.clear();
    } else if (JSON.stringify(fresh) !== JSON.stringify(current)) {
      store.set(fresh);
    }
  };
  win.addEventListener('storage', onStorage);
  return () => win.removeEventListener('storage', onStorage);
}

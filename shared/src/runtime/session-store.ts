// The browser session (spec §3/§9): local storage 'tokens' and 'user'; the booking intent in session storage.
import { bookingIntentSchema, tokensSchema, userProfileSchema, type BookingIntent, type Session, type Tokens, type UserProfile } from '../contracts/entities';
import { STORAGE_KEYS } from '../contracts/constants';
import type { SessionStore } from './gateway';

/** The part of the Web Storage API the store needs (kept local so this module stays DOM-free). */
export interface KV {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function readJson(storage: KV, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw == null ? null : (JSON.parse(raw) as unknown);
  } catch {
    return null;
  }
}

export function createSessionStore(local: KV, sessionStorage: KV): SessionStore {
  const listeners = new Set<(s: Session | null) => void>();
  let current = restore();

  /** A stored session that no longer parses (older format, tampering) is dropped, not trusted. */
  function restore(): Session | null {
    const user = userProfileSchema.safeParse(readJson(local, STORAGE_KEYS.user));
    const tokens = tokensSchema.safeParse(readJson(local, STORAGE_KEYS.tokens));
    if (user.success && tokens.success) return { user: user.data, tokens: tokens.data };
    return null;
  }
  function write(next: Session | null) {
    current = next;
    if (next) {
      local.setItem(STORAGE_KEYS.user, JSON.stringify(next.user));
      local.setItem(STORAGE_KEYS.tokens, JSON.stringify(next.tokens));
    } else {
      local.removeItem(STORAGE_KEYS.user);
      local.removeItem(STORAGE_KEYS.tokens);
    }
    listeners.forEach((l) => l(current));
  }

  return {
    get: () => current,
    set: (s) => write(s),
    setTokens: (tokens: Tokens) => current && write({ ...current, tokens }),
    setUser: (user: UserProfile) => current && write({ ...current, user }),
    clear: () => write(null),
    reload() {
      const fresh = restore();
      if (JSON.stringify(fresh) !== JSON.stringify(current)) {
        current = fresh;
        listeners.forEach((l) => l(current));
      }
      return current;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getBookingIntent(): BookingIntent | null {
      const parsed = bookingIntentSchema.safeParse(readJson(sessionStorage, STORAGE_KEYS.bookingIntent));
      return parsed.success ? parsed.data : null;
    },
    saveBookingIntent(intent) {
      sessionStorage.setItem(STORAGE_KEYS.bookingIntent, JSON.stringify(bookingIntentSchema.parse(intent)));
    },
    clearBookingIntent() {
      sessionStorage.removeItem(STORAGE_KEYS.bookingIntent);
    },
  };
}

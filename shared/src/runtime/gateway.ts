// The gateway and session interfaces (DESIGN §4). Implementations live in the shell and are injected.
import type { ActionName, RpcInput, RpcOutput, ServiceName } from '../contracts/rpc';
import type { BookingIntent, Session, Tokens, UserProfile } from '../contracts/entities';

export interface Gateway {
  call<S extends ServiceName, A extends ActionName<S>>(service: S, action: A, payload: RpcInput<S, A>): Promise<RpcOutput<S, A>>;
}

/** What every failed call rejects with: a readable message, the HTTP status (0 for network) and the server's code. */
export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly field?: string,
    readonly requestId?: string,
    /** Seconds to wait before trying again, when the server said (a 429's `retryAfter`). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export interface SessionStore {
  /** The current session, or null when signed out. */
  get(): Session | null;
  set(session: Session): void;
  setTokens(tokens: Tokens): void;
  setUser(user: UserProfile): void;
  clear(): void;
  /** Re-reads storage (another tab may have refreshed or signed out) and returns what is there now. */
  reload(): Session | null;
  subscribe(listener: (session: Session | null) => void): () => void;
  getBookingIntent(): BookingIntent | null;
  saveBookingIntent(intent: BookingIntent): void;
  clearBookingIntent(): void;
}

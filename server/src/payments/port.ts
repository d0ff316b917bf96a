// The payments port (DESIGN §5): collect money from a mobile-money wallet. Adapters speak to MTN MoMo,
// Airtel Money or the sandbox simulator; the top-up service never knows which.
export type Provider = 'MTN' | 'AIRTEL';

interface CollectionRequest {
  /** Our top-up id (a UUID v4): MTN's X-Reference-Id and Airtel's transaction id, so a resend is the same request. */
  referenceId: string;
  amount: number;
  currency: string;
  /** E.164, e.g. +256772123456. */
  phone: string;
  payerMessage: string;
}

export type RequestOutcome =
  /** The provider has the request (now or from an earlier attempt with the same reference). */
  | { kind: 'accepted' }
  /** The provider refused it for good (bad number, amount out of range...). */
  | { kind: 'refused'; message: string };

export type CollectionStatus =
  | { status: 'PENDING' }
  | { status: 'SUCCESS'; providerTransactionId: string | null }
  | { status: 'FAILED' | 'EXPIRED'; message: string };

interface StatusQuery {
  referenceId: string;
  phone: string;
  amount: number;
  /** When the request reached the provider (the sandbox decides from it; real providers ignore it). */
  requestedAt: Date;
}

export interface PaymentsAdapter {
  readonly name: string;
  /** Throws on a transport or server error (the caller retries later with the same reference). */
  requestPayment(request: CollectionRequest): Promise<RequestOutcome>;
  /** Throws on a transport or server error; never guesses. */
  checkStatus(query: StatusQuery): Promise<CollectionStatus>;
}

export type FetchLike = (url: string, init: { method: string; headers: Record<string, string>; body?: string; signal?: AbortSignal }) => Promise<{
  status: number;
  ok: boolean;
  text(): Promise<string>;
}>;

export const DECLINED_MESSAGE = 'The payment was declined.';
export const EXPIRED_MESSAGE = 'The payment request expired before it was approved.';

/** Parses a JSON body, or undefined: providers answer HTML error pages often enough. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const field = (value: unknown, ...path: string[]): unknown => {
  let v = value;
  for (const key of path) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
};

/** Caches a bearer token until shortly before it expires; concurrent callers share one fetch. */
export function tokenCache(fetchToken: () => Promise<{ token: string; expiresInSeconds: number }>, now: () => number): { get(): Promise<string>; clear(): void } {
  let cached: { token: string; until: number } | undefined;
  let inflight: Promise<string> | undefined;
  return {
    async get() {
      if (cached !== undefined && cached.until > now()) return cached.token;
      inflight ??= fetchToken()
        .then(({ token, expiresInSeconds }) => {
          // A minute's margin (or half the lifetime of a short token) so a request never carries an expiring one.
          const margin = Math.min(60, expiresInSeconds / 2);
          cached = { token, until: now() + (expiresInSeconds - margin) * 1000 };
          return token;
        })
        .finally(() => {
          inflight = undefined;
        });
      return inflight;
    },
    clear() {
      cached = undefined;
    },
  };
}

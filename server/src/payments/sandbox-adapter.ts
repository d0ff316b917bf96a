// The default payments adapter: a simulator with the shape of a real provider, so the whole top-up flow
// (request, pending, confirmation by polling, failures) runs on a laptop. It keeps no state: the outcome
// follows from the phone number and the time since the request, so it survives a restart like MTN would.
import { type CollectionStatus, DECLINED_MESSAGE, EXPIRED_MESSAGE, type PaymentsAdapter, type RequestOutcome } from './port';

/** Documented test numbers (README, ADR 202). Any other number is approved. */
export const SANDBOX_NUMBERS = {
  declined: '+256700000099',
  expires: '+256700000098',
  /** The provider refuses the request outright (e.g. an unregistered number). */
  refused: '+256700000097',
} as const;

const SANDBOX_APPROVAL_MS = 3_000;
// Real requests expire after minutes; the simulator says so after a few seconds so a person can see it happen.
const SANDBOX_EXPIRY_MS = 6_000;

export function createSandboxAdapter(now: () => Date, name = 'sandbox'): PaymentsAdapter {
  return {
    name,
    requestPayment(request): Promise<RequestOutcome> {
      if (request.phone === SANDBOX_NUMBERS.refused) return Promise.resolve({ kind: 'refused', message: 'This number is not registered for mobile money.' });
      return Promise.resolve({ kind: 'accepted' });
    },
    checkStatus(query): Promise<CollectionStatus> {
      const elapsed = now().getTime() - query.requestedAt.getTime();
      if (query.phone === SANDBOX_NUMBERS.expires) return Promise.resolve(elapsed >= SANDBOX_EXPIRY_MS ? { status: 'EXPIRED', message: EXPIRED_MESSAGE } : { status: 'PENDING' });
      if (elapsed < SANDBOX_APPROVAL_MS) return Promise.resolve({ status: 'PENDING' });
      if (query.phone === SANDBOX_NUMBERS.declined) return Promise.resolve({ status: 'FAILED', message: DECLINED_MESSAGE });
      return Promise.resolve({ status: 'SUCCESS', providerTransactionId: `SBX-${query.referenceId.slice(0, 8).toUpperCase()}` });
    },
  };
}

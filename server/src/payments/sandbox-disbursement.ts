// The sandbox's disbursements: the top-up simulator's rules (ADR 202) for money going out. Stateless: the outcome
// follows from the number and the time since the request, so it survives a restart. Any number is paid after
// 3 s; the declined number fails, the expiring one expires after 6 s, the refused one is refused at once.
import type { DisbursementAdapter, TransferStatus } from './disbursement-port';
import { type RequestOutcome } from './port';
import { SANDBOX_NUMBERS } from './sandbox-adapter';

const APPROVAL_MS = 3_000;
const EXPIRY_MS = 6_000;

export const TRANSFER_DECLINED_MESSAGE = 'The mobile money provider declined the transfer.';
export const TRANSFER_EXPIRED_MESSAGE = 'The transfer was not completed in time.';

export function createSandboxDisbursements(now: () => Date): DisbursementAdapter {
  return {
    name: 'sandbox',
    requestTransfer(request): Promise<RequestOutcome> {
      if (request.phone === SANDBOX_NUMBERS.refused) return Promise.resolve({ kind: 'refused', message: 'This number is not registered for mobile money.' });
      return Promise.resolve({ kind: 'accepted' });
    },
    checkTransfer(query): Promise<TransferStatus> {
      const elapsed = now().getTime() - query.requestedAt.getTime();
      if (query.phone === SANDBOX_NUMBERS.expires) return Promise.resolve(elapsed >= EXPIRY_MS ? { status: 'EXPIRED', message: TRANSFER_EXPIRED_MESSAGE } : { status: 'PENDING' });
      if (elapsed < APPROVAL_MS) return Promise.resolve({ status: 'PENDING' });
      if (query.phone === SANDBOX_NUMBERS.declined) return Promise.resolve({ status: 'FAILED', message: TRANSFER_DECLINED_MESSAGE });
      return Promise.resolve({ status: 'SUCCESS', providerTransactionId: `SBX-P-${query.referenceId.slice(0, 8).toUpperCase()}` });
    },
  };
}

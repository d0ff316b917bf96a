// MTN MoMo Disbursement (the Disbursement product, its own subscription key and API user): POST
// /disbursement/v1_0/transfer with our payout id as X-Reference-Id, and GET /disbursement/v1_0/transfer/{id} for
// the status (the shared parts: mtn-momo-api.ts).
import type { DisbursementAdapter, TransferStatus } from './disbursement-port';
import { type MtnApiConfig, mtnMomoApi, mtnMsisdn } from './mtn-momo-api';
import type { FetchLike, RequestOutcome } from './port';
import { TRANSFER_DECLINED_MESSAGE, TRANSFER_EXPIRED_MESSAGE } from './sandbox-disbursement';

export type MtnDisbursementConfig = MtnApiConfig;

const REASONS: Record<string, string> = {
  PAYEE_NOT_FOUND: 'This number is not registered for MTN Mobile Money.',
  PAYER_NOT_FOUND: 'MTN Mobile Money could not find the paying account.',
  NOT_ENOUGH_FUNDS: 'The platform could not pay out right now. Please try again later.',
  PAYER_LIMIT_REACHED: 'The platform could not pay out right now. Please try again later.',
  PAYEE_NOT_ALLOWED_TO_RECEIVE: 'This MTN Mobile Money account cannot receive money right now.',
  NOT_ALLOWED: 'The transfer was not allowed by MTN Mobile Money.',
  INTERNAL_PROCESSING_ERROR: 'MTN Mobile Money could not process the transfer.',
  SERVICE_UNAVAILABLE: 'MTN Mobile Money is unavailable.',
  COULD_NOT_PERFORM_TRANSACTION: TRANSFER_DECLINED_MESSAGE,
};

export function createMtnMomoDisbursement(config: MtnDisbursementConfig, deps: { fetch: FetchLike; now?: () => number }): DisbursementAdapter {
  const api = mtnMomoApi('disbursement', config, deps);
  return {
    name: 'mtn-momo-disbursement',
    async requestTransfer(request): Promise<RequestOutcome> {
      const sent = await api.submit('transfer', request.referenceId, {
        amount: String(request.amount),
        currency: config.currency,
        externalId: request.referenceId,
        payee: { partyIdType: 'MSISDN', partyId: mtnMsisdn(request.phone) },
        payerMessage: request.note.slice(0, 160),
        payeeNote: request.note.slice(0, 160),
      });
      if (sent.kind === 'accepted') return sent;
      return { kind: 'refused', message: REASONS[sent.code] ?? 'MTN Mobile Money refused the transfer. Check the number and amount.' };
    },
    async checkTransfer(query): Promise<TransferStatus> {
      const status = await api.status('transfer', query.referenceId);
      if (status.status === 'EXPIRED') return { status: 'EXPIRED', message: TRANSFER_EXPIRED_MESSAGE };
      if (status.status === 'FAILED') return { status: 'FAILED', message: REASONS[status.code] ?? TRANSFER_DECLINED_MESSAGE };
      return status;
    },
  };
}

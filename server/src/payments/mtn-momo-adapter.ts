// MTN MoMo Collections: POST /collection/v1_0/requesttopay with our top-up id as X-Reference-Id, and GET
// /collection/v1_0/requesttopay/{id} for the status (the shared parts: mtn-momo-api.ts).
import { type MtnApiConfig, mtnMomoApi, mtnMsisdn } from './mtn-momo-api';
import { type CollectionStatus, DECLINED_MESSAGE, EXPIRED_MESSAGE, type FetchLike, type PaymentsAdapter, type RequestOutcome } from './port';

export type MtnConfig = MtnApiConfig;

const REASON_MESSAGES: Record<string, string> = {
  APPROVAL_REJECTED: DECLINED_MESSAGE,
  NOT_ENOUGH_FUNDS: 'The mobile money account does not have enough funds.',
  PAYER_LIMIT_REACHED: 'The mobile money account has reached its limit.',
  PAYER_NOT_FOUND: 'This number is not registered for MTN Mobile Money.',
  PAYEE_NOT_ALLOWED_TO_RECEIVE: 'The payment could not be completed. Please try again later.',
  NOT_ALLOWED: 'The payment was not allowed by MTN Mobile Money.',
  INTERNAL_PROCESSING_ERROR: 'MTN Mobile Money could not process the payment. Please try again.',
  SERVICE_UNAVAILABLE: 'MTN Mobile Money is unavailable. Please try again later.',
  COULD_NOT_PERFORM_TRANSACTION: DECLINED_MESSAGE,
};

export function createMtnMomoAdapter(config: MtnConfig, deps: { fetch: FetchLike; now?: () => number }): PaymentsAdapter {
  const api = mtnMomoApi('collection', config, deps);
  return {
    name: 'mtn-momo',
    async requestPayment(request): Promise<RequestOutcome> {
      const sent = await api.submit('requesttopay', request.referenceId, {
        amount: String(request.amount),
        currency: config.currency,
        externalId: request.referenceId,
        payer: { partyIdType: 'MSISDN', partyId: mtnMsisdn(request.phone) },
        payerMessage: request.payerMessage.slice(0, 160),
        payeeNote: `Musawo top-up ${request.referenceId}`.slice(0, 160),
      });
      if (sent.kind === 'accepted') return sent;
      return { kind: 'refused', message: REASON_MESSAGES[sent.code] ?? 'MTN Mobile Money refused the payment request. Check the number and amount.' };
    },
    async checkStatus(query): Promise<CollectionStatus> {
      const status = await api.status('requesttopay', query.referenceId);
      if (status.status === 'EXPIRED') return { status: 'EXPIRED', message: EXPIRED_MESSAGE };
      if (status.status === 'FAILED') return { status: 'FAILED', message: REASON_MESSAGES[status.code] ?? DECLINED_MESSAGE };
      return status;
    },
  };
}

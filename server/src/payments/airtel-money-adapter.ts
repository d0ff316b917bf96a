// Airtel Money Collections: a USSD push with POST /merchant/v1/payments/ (our top-up id as transaction.id), and
// GET /standard/v1/payments/{id} for the status (the shared parts: airtel-money-api.ts).
import { type AirtelApiConfig, airtelMoneyApi, airtelMsisdn } from './airtel-money-api';
import { type CollectionStatus, DECLINED_MESSAGE, EXPIRED_MESSAGE, type FetchLike, type PaymentsAdapter, type RequestOutcome } from './port';

export type AirtelConfig = AirtelApiConfig;

const REFUSED = 'Airtel Money refused the payment request. Check the number and amount.';

export function createAirtelMoneyAdapter(config: AirtelConfig, deps: { fetch: FetchLike; now?: () => number }): PaymentsAdapter {
  const api = airtelMoneyApi(config, deps);
  return {
    name: 'airtel-money',
    async requestPayment(request): Promise<RequestOutcome> {
      const sent = await api.submit('/merchant/v1/payments/', {
        reference: 'Musawo wallet top-up',
        subscriber: { country: config.country, currency: config.currency, msisdn: airtelMsisdn(request.phone) },
        transaction: { amount: request.amount, country: config.country, currency: config.currency, id: request.referenceId },
      });
      return sent.kind === 'accepted' ? sent : { kind: 'refused', message: REFUSED };
    },
    async checkStatus(query): Promise<CollectionStatus> {
      const status = await api.status('/standard/v1/payments/', query.referenceId);
      if (status.status === 'EXPIRED') return { status: 'EXPIRED', message: EXPIRED_MESSAGE };
      if (status.status === 'FAILED') return { status: 'FAILED', message: DECLINED_MESSAGE };
      return status;
    },
  };
}

// Airtel Money Disbursement (Disbursement API v1): POST /standard/v1/disbursements/ (payee msisdn without the
// country code, our payout id as transaction.id, type B2C, the disbursement PIN encrypted with Airtel's public key as
// issued to the merchant), and GET /standard/v1/disbursements/{id} for the status (the shared parts:
// airtel-money-api.ts).
import { type AirtelApiConfig, airtelMoneyApi, airtelMsisdn } from './airtel-money-api';
import type { DisbursementAdapter, TransferStatus } from './disbursement-port';
import type { FetchLike, RequestOutcome } from './port';
import { TRANSFER_DECLINED_MESSAGE, TRANSFER_EXPIRED_MESSAGE } from './sandbox-disbursement';

export interface AirtelDisbursementConfig extends AirtelApiConfig {
  /** The disbursement PIN, already RSA-encrypted with Airtel's key (AIRTEL_DISBURSEMENT_PIN); never the plain PIN. */
  encryptedPin: string;
}

const REFUSED = 'Airtel Money refused the transfer. Check the number and amount.';

export function createAirtelMoneyDisbursement(config: AirtelDisbursementConfig, deps: { fetch: FetchLike; now?: () => number }): DisbursementAdapter {
  const api = airtelMoneyApi(config, deps);
  return {
    name: 'airtel-money-disbursement',
    async requestTransfer(request): Promise<RequestOutcome> {
      const sent = await api.submit('/standard/v1/disbursements/', {
        payee: { msisdn: airtelMsisdn(request.phone), wallet_type: 'NORMAL' },
        reference: request.note.slice(0, 64),
        pin: config.encryptedPin,
        transaction: { amount: request.amount, id: request.referenceId, type: 'B2C' },
      });
      return sent.kind === 'accepted' ? sent : { kind: 'refused', message: REFUSED };
    },
    async checkTransfer(query): Promise<TransferStatus> {
      const status = await api.status('/standard/v1/disbursements/', query.referenceId);
      if (status.status === 'EXPIRED') return { status: 'EXPIRED', message: TRANSFER_EXPIRED_MESSAGE };
      if (status.status === 'FAILED') return { status: 'FAILED', message: TRANSFER_DECLINED_MESSAGE };
      return status;
    },
  };
}

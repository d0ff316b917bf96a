// The disbursement port (ADR 207): send money from the platform's mobile-money account to someone's wallet (a
// doctor's withdrawal). Same conventions as collections (port.ts): our payout id is the provider's reference,
// so a resend after a crash is the same request; the outcome is only ever read from the status API.
import type { CollectionStatus, Provider, RequestOutcome } from './port';

interface TransferRequest {
  /** Our payout id (a UUID v4): MTN's X-Reference-Id, Airtel's transaction id. */
  referenceId: string;
  amount: number;
  /** E.164. */
  phone: string;
  note: string;
}

interface TransferQuery {
  referenceId: string;
  phone: string;
  amount: number;
  /** When the provider got the request (the sandbox decides from it). */
  requestedAt: Date;
}

export type TransferStatus = CollectionStatus;

export interface DisbursementAdapter {
  readonly name: string;
  /** Throws on a transport or server error (the poller resends later with the same reference). */
  requestTransfer(request: TransferRequest): Promise<RequestOutcome>;
  /** Throws on a transport or server error; never guesses. */
  checkTransfer(query: TransferQuery): Promise<TransferStatus>;
}

export type DisbursementFor = (provider: Provider) => DisbursementAdapter | undefined;

import { english, type AccountT, type AccountText } from '../../../i18n';

const METHODS: Record<string, string | AccountText> = {
  WALLET: 'method.WALLET',
  MOBILE_MONEY: 'method.MOBILE_MONEY',
  MTN: 'MTN Mobile Money',
  MTN_MOMO: 'MTN Mobile Money',
  AIRTEL: 'Airtel Money',
  AIRTEL_MONEY: 'Airtel Money',
  CARD: 'method.CARD',
  BANK: 'method.BANK',
};

/** 'WALLET' -> 'Wallet': the wire's codes are not words people read. Unknown codes are tidied, not hidden. */
export function paymentMethodLabel(method: string, t: AccountT = english): string {
  const known = METHODS[method.toUpperCase()];
  if (known) return known.startsWith('method.') ? t.t(known as AccountText) : known;
  const words = method.replace(/_/g, ' ').trim().toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : '—';
}

const isCredit = (t: { transactionType: string }) => t.transactionType === 'credit';

/**
 * What a row says happened. A failed or expired payment moved no money, so it is never shown as a credit or a
 * debit (no sign, no green): only pending and successful ones keep their direction.
 */
export type TransactionOutcome = 'credit' | 'debit' | 'failed' | 'expired';

export function transactionOutcome(t: { transactionType: string; status: string }): TransactionOutcome {
  const status = t.status.toUpperCase();
  if (status === 'EXPIRED') return 'expired';
  if (status !== 'SUCCESS' && status !== 'PENDING') return 'failed';
  return isCredit(t) ? 'credit' : 'debit';
}

/** The row's title (spec §2.10 'Payment Sent' / 'Payment Received', and the failures in words). */
export const OUTCOME_TITLES: Record<TransactionOutcome, AccountText> = {
  credit: 'tx.credit',
  debit: 'tx.debit',
  failed: 'tx.failed',
  expired: 'tx.expired',
};

/** The details dialog's header (spec §2.10 'Received' / 'Sent'; a failure says the money did not move). */
export function outcomeDirection(tx: { transactionType: string; status: string }, t: AccountT = english): string {
  const outcome = transactionOutcome(tx);
  if (outcome === 'credit') return t.t('tx.received');
  if (outcome === 'debit') return t.t('tx.sent');
  return t.t(isCredit(tx) ? 'tx.notReceived' : 'tx.notSent', { outcome });
}

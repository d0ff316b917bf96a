const METHODS: Record<string, string> = {
  WALLET: 'Wallet',
  MOBILE_MONEY: 'Mobile Money',
  MTN: 'MTN Mobile Money',
  MTN_MOMO: 'MTN Mobile Money',
  AIRTEL: 'Airtel Money',
  AIRTEL_MONEY: 'Airtel Money',
  CARD: 'Card',
  BANK: 'Bank transfer',
};

/** 'WALLET' -> 'Wallet': the wire's codes are not words people read. Unknown codes are tidied, not hidden. */
export function paymentMethodLabel(method: string): string {
  const known = METHODS[method.toUpperCase()];
  if (known) return known;
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
export const OUTCOME_TITLES: Record<TransactionOutcome, string> = {
  credit: 'Payment Received',
  debit: 'Payment Sent',
  failed: 'Payment Failed',
  expired: 'Payment Expired',
};

/** The details dialog's header (spec §2.10 'Received' / 'Sent'; a failure says the money did not move). */
export function outcomeDirection(t: { transactionType: string; status: string }): string {
  const outcome = transactionOutcome(t);
  if (outcome === 'credit') return 'Received';
  if (outcome === 'debit') return 'Sent';
  return `${isCredit(t) ? 'Not received' : 'Not sent'} — ${outcome}`;
}

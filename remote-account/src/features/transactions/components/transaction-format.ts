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

export const isCredit = (t: { transactionType: string }) => t.transactionType === 'credit';

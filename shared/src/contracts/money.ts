// Building an Intl.NumberFormat costs about a millisecond on a mid-range phone, and a doctor list formats
// dozens of fees: one formatter per currency, kept for the page's life.
const formatters = new Map<string, Intl.NumberFormat>();
function formatterFor(currency: string): Intl.NumberFormat {
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, f);
  }
  return f;
}

/**
 * The amount formatter of spec §9: US English style with the given currency code (default UGX);
 * when the currency cannot be formatted, 'UGX' followed by the amount with 2 decimals.
 */
export function formatAmount(amount: number, currency: string = 'UGX'): string {
  try {
    if (!Number.isFinite(amount)) throw new RangeError('amount is not a finite number');
    return formatterFor(currency).format(amount);
  } catch {
    const n = Number.isFinite(amount) ? amount : 0;
    return `UGX ${n.toFixed(2)}`;
  }
}

/** Retry delay of spec §4/§9: doubling from 1 s, capped at 30 s. */
export function retryDelay(attempt: number, baseMs = 1_000, capMs = 30_000): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt), capMs);
}

// The first Intl.NumberFormat of a page loads ICU's number data: ~130 ms of main thread on a phone-class CPU (measured
// in Chromium at 4x slowdown), on every page that shows a fee. Every amount the product shows is in UGX, which has no
// minor unit, so UGX is formatted by hand exactly as Intl does in en-US ("UGX 20,000", "-UGX 1,500", halves away
// from zero, a no-break space after the code; money.test.ts compares the two over many values). Other currencies
// use Intl, one formatter per currency for the page's life.
const NBSP = '\u00a0';
function formatUgx(amount: number): string {
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  const digits = String(Math.round(Math.abs(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}UGX${NBSP}${digits}`;
}

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
    if (currency === 'UGX' && Math.abs(amount) < 1e15) return formatUgx(amount);
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

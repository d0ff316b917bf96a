import type { Language } from './languages';

// The first Intl.NumberFormat of a page loads ICU's number data: ~130 ms of main thread on a phone-class CPU (measured
// in Chromium at 4x slowdown), on every page that shows a fee. Every amount the product shows is in UGX, which has no
// minor unit, so UGX is formatted by hand exactly as Intl does in en-US ("UGX 20,000", "-UGX 1,500", halves away
// from zero, a no-break space after the code; money.test.ts compares the two over many values). Other currencies
// use Intl, one formatter per currency for the page's life.
// Luganda and Kiswahili texts write shillings as Ugandan papers and shops do: "Shs 20,000" (docs/i18n-glossary.md).
const NBSP = '\u00a0';
const UGX_SYMBOL: Record<Language, string> = { en: 'UGX', lg: 'Shs', sw: 'Shs' };

/** Digits grouped by thousands with commas, as en, lg and sw all write them (CLDR). */
export function groupDigits(n: number): string {
  const [whole = '0', fraction] = String(Math.abs(n)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

function formatUgx(amount: number, lang: Language): string {
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}${UGX_SYMBOL[lang]}${NBSP}${groupDigits(Math.round(Math.abs(amount)))}`;
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
 * when the currency cannot be formatted, 'UGX' followed by the amount with 2 decimals. In Luganda and Kiswahili
 * UGX is written "Shs 20,000".
 */
export function formatAmount(amount: number, currency: string = 'UGX', lang: Language = 'en'): string {
  try {
    if (!Number.isFinite(amount)) throw new RangeError('amount is not a finite number');
    if (currency === 'UGX' && Math.abs(amount) < 1e15) return formatUgx(amount, lang);
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

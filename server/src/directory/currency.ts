// Fees are stored as whole Ugandan shillings; a doctor query may ask for them in another currency. The rates
// are reference rates (UGX per unit), reviewed with each release: fees are indicative, payment is always UGX.
import { badInput } from '../errors';

const UGX_PER_UNIT = {
  UGX: 1,
  USD: 3_700,
  EUR: 4_000,
  GBP: 4_700,
  KES: 28.5,
  TZS: 1.4,
  RWF: 2.6,
} as const satisfies Record<string, number>;

export type CurrencyCode = keyof typeof UGX_PER_UNIT;

const isCurrency = (code: string): code is CurrencyCode => Object.prototype.hasOwnProperty.call(UGX_PER_UNIT, code);

/** The currency a doctor query answers in: UGX when none is sent (DESIGN §7). */
export function parseCurrency(raw: string | undefined): CurrencyCode {
  const code = (raw ?? '').trim().toUpperCase();
  if (code === '') return 'UGX';
  if (!isCurrency(code)) throw badInput(`We cannot show fees in ${code.slice(0, 3)}. Use one of ${Object.keys(UGX_PER_UNIT).join(', ')}.`, 'currency');
  return code;
}

/** Whole shillings stay whole; other currencies get cents. */
export function convertFromUgx(amountUgx: number, currency: CurrencyCode): number {
  if (currency === 'UGX') return amountUgx;
  return Math.round((amountUgx / UGX_PER_UNIT[currency]) * 100) / 100;
}

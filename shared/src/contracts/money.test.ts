import { formatAmount, retryDelay } from './money';

describe('formatAmount (spec §9)', () => {
  it('formats UGX in US English style by default', () => {
    expect(formatAmount(500000)).toBe('UGX\u00a0500,000');
  });
  it('uses the given currency code', () => {
    expect(formatAmount(12.5, 'USD')).toBe('$12.50');
  });
  it("falls back to 'UGX' and the amount with 2 decimals when the currency cannot be formatted", () => {
    expect(formatAmount(1234.5, 'NOT-A-CODE')).toBe('UGX 1234.50');
  });
  it('falls back for a non-finite amount instead of printing NaN', () => {
    expect(formatAmount(Number.NaN)).toBe('UGX 0.00');
  });
});

describe('formatAmount in UGX without Intl', () => {
  it('prints exactly what Intl prints in en-US, over many values', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'UGX' });
    const values = [0, -0, 0.4, 0.5, -0.4, -0.5, 1.5, 2.5, -2.5, 999, 1_000, 1_000_000, 123_456_789_012.49, 999_999_999_999_999, -987_654.5];
    // A fixed pseudo-random walk over magnitudes and fractions, the same on every run.
    let x = 7;
    for (let i = 0; i < 2_000; i++) {
      x = (x * 48_271) % 2_147_483_647;
      values.push(((x % 2 === 0 ? 1 : -1) * (x / 2_147_483_647) * 10 ** (x % 15)) / (x % 3 === 0 ? 1 : 4));
    }
    for (const v of values) expect(formatAmount(v)).toBe(intl.format(v));
  });
});

describe('retryDelay (spec §4)', () => {
  it('doubles from 1 s and caps at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((a) => retryDelay(a))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

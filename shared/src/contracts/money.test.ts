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

describe('retryDelay (spec §4)', () => {
  it('doubles from 1 s and caps at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((a) => retryDelay(a))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

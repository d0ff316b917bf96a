import { DEFAULT_PHONE_COUNTRY, formatNational, nationalDigits, toE164 } from './phone';

describe('phone numbers', () => {
  it('drops a leading 0 and the dial code people type', () => {
    expect(nationalDigits('0772 123 456', DEFAULT_PHONE_COUNTRY)).toBe('772123456');
    expect(nationalDigits('+256 772 123456', DEFAULT_PHONE_COUNTRY)).toBe('772123456');
  });
  it('never passes 15 digits in all', () => {
    expect(toE164(nationalDigits('7721234567890123', DEFAULT_PHONE_COUNTRY), DEFAULT_PHONE_COUNTRY).length).toBe(16);
  });
  it('groups by three', () => {
    expect(formatNational('772123456', DEFAULT_PHONE_COUNTRY)).toBe('772 123 456');
    expect(formatNational('7721', DEFAULT_PHONE_COUNTRY)).toBe('772 1');
  });
});

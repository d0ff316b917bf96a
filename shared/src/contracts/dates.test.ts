import { ageOn, appointmentDateIso, formatShortDate, kampalaDate, kampalaInstant, licenceDateProblem, minutesOf, timeOf, weekdayOf } from './dates';

describe('Africa/Kampala date helpers', () => {
  it('puts the appointment date at 12:00 noon Kampala time (09:00 UTC)', () => {
    expect(appointmentDateIso('2026-11-23')).toBe('2026-11-23T09:00:00.000Z');
  });
  it('knows the weekday of a date', () => {
    expect(weekdayOf('2026-11-23')).toBe('Monday');
    expect(weekdayOf('2026-11-22')).toBe('Sunday');
  });
  it('reads the Kampala date of an instant near midnight', () => {
    expect(kampalaDate('2026-11-22T21:30:00Z')).toBe('2026-11-23');
    expect(kampalaInstant('2026-11-23', '00:30').toISOString()).toBe('2026-11-22T21:30:00.000Z');
  });
  it("formats 'MMM d, yyyy'", () => {
    expect(formatShortDate('2026-01-05T10:00:00Z')).toBe('Jan 5, 2026');
  });
  it('treats an end of 00:00 as midnight and shows it as 24:00', () => {
    expect(minutesOf('00:00', true)).toBe(1440);
    expect(minutesOf('00:00')).toBe(0);
    expect(timeOf(1440)).toBe('24:00');
  });
  it('counts whole years of age', () => {
    expect(ageOn('2008-11-21', '2026-11-21')).toBe(18);
    expect(ageOn('2008-11-22', '2026-11-21')).toBe(17);
  });

  it('checks a practising licence’s last day against Kampala’s today: after it, and at most two years ahead', () => {
    // 21:30 UTC on the 22nd is already the 23rd in Kampala.
    const now = new Date('2026-11-22T21:30:00Z');
    expect(licenceDateProblem('2026-11-23', now)).toBe('past');
    expect(licenceDateProblem('2026-11-24', now)).toBeUndefined();
    expect(licenceDateProblem('2028-11-23', now)).toBeUndefined();
    expect(licenceDateProblem('2028-11-25', now)).toBe('far');
  });
});

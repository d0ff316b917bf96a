import { kampalaInstant } from '@musawo/shared/contracts';
import { weekAvailability } from '../../../testing/fixtures';
import { availableTimes, bookingProblem, isDayDisabled, lastBookableDate, normaliseTime, slotLabel, slotTimes, visitFitsSlots, workingDays } from './slots';

describe('slot times', () => {
  it('steps 30 minutes from each slot start; the end is not offered', () => {
    expect(slotTimes([{ start: '09:00', end: '11:00' }])).toEqual(['09:00', '09:30', '10:00', '10:30']);
    expect(slotTimes([{ start: '09:15', end: '10:15' }])).toEqual(['09:15', '09:45']);
    expect(slotTimes([{ start: '09:00', end: '09:20' }])).toEqual(['09:00']);
  });

  it('reads an end of 00:00 as the midnight ending the day, shown as 24:00', () => {
    expect(slotTimes([{ start: '22:00', end: '00:00' }])).toEqual(['22:00', '22:30', '23:00', '23:30']);
    expect(slotLabel({ start: '22:00', end: '00:00' })).toBe('22:00 - 24:00');
    expect(slotLabel({ start: '09:00', end: '17:00' })).toBe('09:00 - 17:00');
  });

  it('merges several slots of a day in order, without duplicates', () => {
    expect(slotTimes([{ start: '14:00', end: '15:00' }, { start: '09:00', end: '10:00' }, { start: '09:30', end: '10:30' }])).toEqual([
      '09:00', '09:30', '10:00', '14:00', '14:30',
    ]);
  });

  it('leaves out booked times and, today, times that have passed', () => {
    const now = kampalaInstant('2026-03-02', '10:10').getTime(); // a Monday
    expect(availableTimes(weekAvailability, '2026-03-02', ['11:00'], now)).toEqual(['10:30', '11:30']);
    expect(availableTimes(weekAvailability, '2026-03-03', ['11:00'], now)).toEqual(['09:00', '09:30', '10:00', '10:30', '11:30']);
    expect(availableTimes(weekAvailability, '2026-03-08', [], now)).toEqual([]); // Sunday: no slots
  });
});

describe('custom time rule', () => {
  const slots = [{ start: '09:00', end: '12:00' }, { start: '20:00', end: '00:00' }];
  it('accepts a visit that starts and ends inside a slot, refuses one that would run past its end (issue 50: 16:59 against 17:00)', () => {
    expect(visitFitsSlots('09:00', slots)).toBe(true);
    expect(visitFitsSlots('11:30', slots)).toBe(true);
    expect(visitFitsSlots('11:59', slots)).toBe(false);
    expect(visitFitsSlots('12:00', slots)).toBe(false);
    expect(visitFitsSlots('08:59', slots)).toBe(false);
    expect(visitFitsSlots('23:30', slots)).toBe(true);
    expect(visitFitsSlots('23:45', slots)).toBe(false);
    expect(visitFitsSlots('00:00', slots)).toBe(false);
    expect(visitFitsSlots('16:59', [{ start: '09:00', end: '17:00' }])).toBe(false);
  });

  it('reads 24-hour times only', () => {
    expect(normaliseTime('9:30')).toBe('09:30');
    expect(normaliseTime(' 14:05 ')).toBe('14:05');
    expect(normaliseTime('0930')).toBe('09:30');
    expect(normaliseTime('24:00')).toBeNull();
    expect(normaliseTime('14:60')).toBeNull();
    expect(normaliseTime('2pm')).toBeNull();
  });
});

describe('calendar days and confirm checks', () => {
  const now = kampalaInstant('2026-03-02', '10:10').getTime();
  const days = workingDays(weekAvailability);

  it('disables past days (Kampala date) and weekdays without slots', () => {
    expect([...days]).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(isDayDisabled('2026-03-01', days, now)).toBe(true); // yesterday
    expect(isDayDisabled('2026-03-02', days, now)).toBe(false); // today
    expect(isDayDisabled('2026-03-08', days, now)).toBe(true); // Sunday
    expect(isDayDisabled('2026-03-07', days, now)).toBe(false); // Saturday
    // 23:30 UTC on 1 March is already 2 March in Kampala.
    expect(isDayDisabled('2026-03-01', days, Date.UTC(2026, 2, 1, 23, 30))).toBe(true);
    expect(isDayDisabled('2026-03-02', days, Date.UTC(2026, 2, 1, 23, 30))).toBe(false);
  });

  it('disables days past the booking horizon (90 days, to the day the server counts)', () => {
    expect(lastBookableDate(now)).toBe('2026-05-31');
    expect(isDayDisabled('2026-05-30', days, now)).toBe(false); // Saturday
    expect(isDayDisabled('2026-05-31', days, now)).toBe(true); // Sunday: no slots
    expect(isDayDisabled('2026-06-01', days, now)).toBe(true); // Monday, 91 days ahead
  });

  it('asks for both date and time, and refuses a moment in the past', () => {
    expect(bookingProblem(null, '10:00', now)).toEqual({ title: 'Please select both date and time' });
    expect(bookingProblem('2026-03-03', null, now)).toEqual({ title: 'Please select both date and time' });
    expect(bookingProblem('2026-03-02', '09:30', now)).toEqual({ title: 'Invalid appointment time', text: 'Cannot book appointments in the past' });
    expect(bookingProblem('2026-03-02', '10:30', now)).toBeNull();
  });
});

import { canStillReschedule, lastBookableDate } from './slots';
import { kampalaInstant } from './dates';

describe('rescheduling and booking bounds', () => {
  const now = kampalaInstant('2026-03-04', '10:10').getTime();

  it('allows a reschedule only while the start is more than 24 hours away', () => {
    expect(canStillReschedule(kampalaInstant('2026-03-05', '10:11'), now)).toBe(true);
    expect(canStillReschedule(kampalaInstant('2026-03-05', '10:10'), now)).toBe(false);
    expect(canStillReschedule(kampalaInstant('2026-03-05', '09:00'), now)).toBe(false);
  });

  it('ends the calendar BOOKING_HORIZON_DAYS after today, in Kampala', () => {
    expect(lastBookableDate(now)).toBe('2026-06-02');
  });
});

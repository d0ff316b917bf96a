// Rules an account must meet wherever its fields are set (sign-up and profile edits).
import { ageOn, kampalaDate, MINIMUM_AGE } from '@musawo/shared/contracts';
import { badInput } from '../errors';

/** A real calendar date (the schema only checks the yyyy-MM-dd shape). */
function isCalendarDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (m === null) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Terms: account holders are 18+. Dates before 1900 or in the future are refused like the sign-up picker does. */
export function checkDateOfBirth(value: string, now: Date, field: string): void {
  const today = kampalaDate(now);
  if (!isCalendarDate(value) || value < '1900-01-01' || value > today) throw badInput('Please enter a valid date of birth.', field);
  if (ageOn(value, today) < MINIMUM_AGE) throw badInput(`You must be at least ${MINIMUM_AGE} years old to use Musawo.`, field, 'UNDER_AGE');
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

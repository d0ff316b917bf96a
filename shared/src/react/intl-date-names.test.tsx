// In a file of its own: any catalogue prepared for Luganda or Kiswahili registers both languages' names, and the
// module registry is per file.
import { dateNames, hasDateNames } from '../contracts/dates-names';
import { formatLongDate } from '../contracts/dates';
import { defineCatalogue } from './intl';

describe('date names with a language (ADR 328)', () => {
  it("brings Luganda's and Kiswahili's date names with the first of their messages, not before", async () => {
    const day = new Date('2026-11-26T09:00:00Z');
    expect(hasDateNames('lg')).toBe(false);
    expect(formatLongDate(day, 'lg')).toBe('Thursday, 26 November 2026');
    const plain = defineCatalogue<'hello'>({ hello: 'Hello' }, { lg: async () => ({ default: { hello: 'Gyebale' } }), sw: async () => ({ default: { hello: 'Habari' } }) });
    await plain.prepare('lg');
    expect(hasDateNames('lg')).toBe(true);
    expect(formatLongDate(day, 'lg')).toBe('Lwakuna, 26 Novemba 2026');
    expect(dateNames('sw').weekdaysLong[0]).toBe('Jumatatu');
    expect(dateNames('en').monthsLong[10]).toBe('November');
  });
});

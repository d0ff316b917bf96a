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

describe('a language chunk that failed (ADR 328)', () => {
  it('is asked for again by the catalogue\'s retry, not kept as a failure', async () => {
    await jest.isolateModulesAsync(async () => {
      let loads = 0;
      jest.doMock('../contracts/dates-names-more', () => {
        loads += 1;
        if (loads === 1) throw new Error('ChunkLoadError');
        return jest.requireActual('../contracts/dates-names-more');
      });
      const names = await import('../contracts/dates-names');
      const { defineCatalogue: define } = await import('./intl');
      const flaky = define<'hello'>({ hello: 'Hello' }, { lg: async () => ({ default: { hello: 'Gyebale' } }), sw: async () => ({ default: { hello: 'Habari' } }) });
      await flaky.prepare('sw');
      expect(loads).toBe(2);
      expect(names.dateNames('sw').monthsLong[0]).toBe('Januari');
    });
  });
});

// Through the entry, as the server takes it: it registers every language's date names.
import { createTranslator, registerPluralRules } from '.';

const messages = {
  doctors: '{count, plural, one {# doctor} other {# doctors}}',
  fee: 'Fee: {fee, number, ugx}',
  day: '{day, date, long} at {at, time, short}',
  short: '{day, date, short}',
  link: 'Read the <terms>Terms</terms>.',
};

describe('messages per language (ADR 016)', () => {
  const day = new Date('2026-11-26T07:30:00Z'); // 10:30 in Kampala

  it('formats plurals, UGX and Kampala dates in English as the spec writes them', () => {
    const t = createTranslator('en', messages);
    expect([t.t('doctors', { count: 1 }), t.t('doctors', { count: 1200 })]).toEqual(['1 doctor', '1,200 doctors']);
    expect(t.t('fee', { fee: 50000 })).toBe('Fee: UGX\u00a050,000');
    expect(t.t('day', { day, at: day })).toBe('Thursday, 26 November 2026 at 10:30');
    expect(t.t('short', { day })).toBe('Nov 26, 2026');
    expect(t.rich('link', { terms: (chunks) => `[${chunks.join('')}]` })).toBe('Read the [Terms].');
  });

  it('writes Luganda and Kiswahili dates and shillings with their own names (CLDR), whatever Intl knows', () => {
    expect(createTranslator('lg', messages).t('day', { day, at: day })).toBe('Lwakuna, 26 Novemba 2026 at 10:30');
    expect(createTranslator('sw', messages).t('day', { day, at: day })).toBe('Alhamisi, 26 Novemba 2026 at 10:30');
    expect(createTranslator('lg', messages).t('short', { day })).toBe('26 Nov 2026');
    expect(createTranslator('sw', messages).t('fee', { fee: 50000 })).toBe('Fee: Shs\u00a050,000');
  });

  it('takes Luganda plural rules from FormatJS when the runtime has none', async () => {
    await import('./lg-plural-rules');
    const t = createTranslator('lg', { n: '{n, plural, one {omusawo #} other {abasawo #}}' });
    expect([t.t('n', { n: 1 }), t.t('n', { n: 2 }), t.t('n', { n: 0 })]).toEqual(['omusawo 1', 'abasawo 2', 'abasawo 0']);
    registerPluralRules('lg', Intl.PluralRules);
  });

  it('answers the id of a message that is missing', () => {
    expect(createTranslator('sw', messages as Record<string, string>).t('nothing')).toBe('nothing');
  });
});

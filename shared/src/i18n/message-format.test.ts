import { parse } from '@formatjs/icu-messageformat-parser';
import { createTranslator, registerPluralRules } from './message-format';

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

  it('formats selects, exact plural matches, nested counts, compiled trees and tags around elements as FormatJS does', () => {
    const t = createTranslator('en', {
      who: '{role, select, patient {You} doctor {Dr {name}} other {Someone}}',
      left: '{n, plural, =0 {none left} one {# left, {kind, select, sms {by SMS} other {by mail}}} other {# left}}',
      compiled: parse('Hello {name}, you owe {fee, number, ugx}'),
      link: 'See <b>{count, plural, one {# tip} other {# tips}}</b> now',
    });
    expect([t.t('who', { role: 'patient' }), t.t('who', { role: 'doctor', name: 'Okello' }), t.t('who', { role: 'x' })]).toEqual(['You', 'Dr Okello', 'Someone']);
    expect([t.t('left', { n: 0, kind: 'sms' }), t.t('left', { n: 1, kind: 'sms' }), t.t('left', { n: 1234, kind: 'sms' })]).toEqual(['none left', '1 left, by SMS', '1,234 left']);
    expect(t.t('compiled', { name: 'Amina', fee: 1500 })).toBe('Hello Amina, you owe UGX\u00a01,500');
    const element = { tag: 'b' };
    expect(t.rich('link', { count: 2, b: (chunks) => ({ ...element, chunks }) })).toEqual(['See ', { tag: 'b', chunks: ['2 tips'] }, ' now']);
    expect(() => t.t('who')).toThrow(/role/);
  });

  it('answers the id of a message that is missing', () => {
    expect(createTranslator('sw', messages as Record<string, string>).t('nothing')).toBe('nothing');
  });
});

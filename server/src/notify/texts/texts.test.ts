import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES } from '@musawo/shared/contracts';
import { SERVER_TEXTS, textsIn } from '.';

/** The names of a message's arguments, so a translation cannot drop or rename one. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    into.add(el.value);
    if (el.type === TYPE.select || el.type === TYPE.plural) for (const o of Object.values(el.options)) argumentsOf(o.value, into);
    if (el.type === TYPE.tag) argumentsOf(el.children, into);
  }
  return into;
}

describe('the SMS and email texts', () => {
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every English message, parsing, with the same arguments', (lang) => {
    const texts = SERVER_TEXTS[lang];
    expect(Object.keys(texts).sort()).toEqual(Object.keys(SERVER_TEXTS.en).sort());
    for (const [id, english] of Object.entries(SERVER_TEXTS.en)) {
      const message = texts[id as keyof typeof texts];
      expect([id, [...argumentsOf(parse(message))].sort()]).toEqual([id, [...argumentsOf(parse(english))].sort()]);
    }
  });

  it('writes the same message in each language, amounts and dates included', () => {
    const values = { doctor: 'Dr. Okello', when: '…', fee: 'Shs 50,000', paid: 'yes' };
    expect(textsIn('en').t('bookedPatient', { ...values, fee: 'UGX 50,000' })).toContain('UGX 50,000 was paid from your wallet.');
    expect(textsIn('lg').t('bookedPatient', values)).toContain('Shs 50,000 zisasuddwa okuva ku waleti yo.');
    expect(textsIn('sw').t('bookedPatient', values)).toContain('Shs 50,000 zimelipwa kutoka kwenye pochi yako.');
    expect(textsIn('lg').t('reminder', { lead: 'hour', doctor: 'Dr. Okello', day: 'Lwakuna, 26 Novemba 2026', time: '10:00' })).toBe(
      'Musawo akujjukiza: okulaba Dr. Okello kuli mu ssaawa 1, Lwakuna, 26 Novemba 2026 ku ssaawa 10:00.',
    );
  });
});

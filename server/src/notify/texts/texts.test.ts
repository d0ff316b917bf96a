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
    const values = { doctor: 'Dr. Okello', when: '…', fee: 'Shs 50,000', paid: 'yes', visit: '' };
    expect(textsIn('en').t('bookedPatient', { ...values, fee: 'UGX 50,000' })).toContain('UGX 50,000 was paid from your wallet.');
    expect(textsIn('lg').t('bookedPatient', values)).toContain('Shs 50,000 zisasuddwa okuva ku waleti yo.');
    expect(textsIn('sw').t('bookedPatient', values)).toContain('Shs 50,000 zimelipwa kutoka kwenye pochi yako.');
    const visit = textsIn('lg').t('visitLine', { mode: 'online', who: 'patient', place: 'none' });
    expect(textsIn('lg').t('reminder', { lead: 'hour', doctor: 'Dr. Okello', day: 'Lwakuna, 26 Novemba 2026', time: '10:00', visit })).toBe(
      'Musawo akujjukiza: okulaba Dr. Okello kuli mu ssaawa 1, Lwakuna, 26 Novemba 2026 ku ssaawa 10:00. Ku mutimbagano: essimu ey’eddoboozi n’obubaka mu kisenge eky’okwebuuza ku musawo ekya Musawo.',
    );
  });

  it('names the visit mode in each language with the glossary words (issue 50 item 6)', () => {
    const line = (lang: 'en' | 'lg' | 'sw', mode: string, who = 'patient', place = 'Kololo, Kampala') => textsIn(lang).t('visitLine', { mode, who, place });
    expect(line('en', 'in_person')).toBe('In person, at the doctor’s place (Kololo, Kampala).');
    expect(line('en', 'in_person', 'doctor', 'none')).toBe('In person, at your place.');
    expect(line('en', 'online')).toBe('Online: an audio call and messages in the Musawo consultation room.');
    expect(line('lg', 'in_person')).toMatch(/^Mu maaso g’omusawo/);
    expect(line('lg', 'online')).toMatch(/^Ku mutimbagano/);
    expect(line('sw', 'in_person')).toMatch(/^Ana kwa ana, mahali pa daktari \(Kololo, Kampala\)\.$/);
    expect(line('sw', 'online')).toMatch(/^Mtandaoni/);
  });
});

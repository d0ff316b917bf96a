import { FIELD_RULE_MESSAGES } from '../contracts/field-rules';
import { createTranslator } from '../i18n/message-format';
import { fieldText } from './field-text';
import lg from '../react/errors/i18n/lg.json';
import sw from '../react/errors/i18n/sw.json';

describe('fieldText', () => {
  it("English: the rule's sentence as the server says it, and a form's own message as it is", () => {
    expect(fieldText(FIELD_RULE_MESSAGES.EMAIL_INVALID)).toBe('Please enter a valid email address');
    expect(fieldText('Passwords do not match')).toBe('Passwords do not match');
    expect(fieldText(undefined)).toBeUndefined();
  });

  it.each([
    ['lg', 'Yingiza email entuufu'],
    ['sw', 'Tafadhali weka barua pepe sahihi'],
  ] as const)("%s: a shared rule's sentence is its code's translation; a form's own message is kept", (lang, invalidEmail) => {
    const tr = createTranslator(lang, { lg, sw }[lang]);
    expect(fieldText(FIELD_RULE_MESSAGES.EMAIL_INVALID, tr)).toBe(invalidEmail);
    for (const message of Object.values(FIELD_RULE_MESSAGES)) expect(fieldText(message, tr)).not.toBe(message);
    expect(fieldText('Ekigambo tekikwatagana', tr)).toBe('Ekigambo tekikwatagana');
  });
});

import { createTranslator } from '../i18n/message-format';
import { GatewayError } from '../runtime/gateway';
import { errorMessage } from './error-text';
import lg from './errors/i18n/lg.json';
import sw from './errors/i18n/sw.json';

const taken = new GatewayError('That time has just been booked. Please choose another time.', 409, 'SLOT_TAKEN', 'appointment_time');

describe('errorMessage', () => {
  it("English: the server's sentence, else the fallback (an exception without a code is no sentence for people)", () => {
    expect(errorMessage(taken, 'Failed')).toBe('That time has just been booked. Please choose another time.');
    expect(errorMessage(new GatewayError('', 500, 'HTTP_500'), 'Failed')).toBe('Failed');
    expect(errorMessage(new Error('boom'), 'Failed')).toBe('Failed');
    expect(errorMessage(undefined, 'Failed')).toBe('Failed');
  });

  it.each([
    ['lg', 'Essaawa eyo waliwo agyesabidde kaakano. Londa essaawa endala.', 'Waliwo dda akawunti ekozesa email eno. Yingira oba kozesa email endala.', 'Olina okuba n’emyaka egitakka wansi wa 18 okukozesa Musawo.'],
    ['sw', 'Muda huo umechukuliwa sasa hivi. Tafadhali chagua muda mwingine.', 'Tayari kuna akaunti inayotumia barua pepe hii. Tafadhali ingia au tumia barua pepe nyingine.', 'Lazima uwe na umri wa angalau miaka 18 kutumia Musawo.'],
  ] as const)('%s: the translation of the code (and field), else the fallback in the language', (lang, slot, email, age) => {
    // The kit's translator in the language, as its IntlProvider gives it.
    const tr = createTranslator(lang, { lg, sw }[lang]);
    expect(errorMessage(taken, 'x', tr)).toBe(slot);
    expect(errorMessage(new GatewayError('An account with this email already exists.', 409, 'CONFLICT', 'email'), 'x', tr)).toBe(email);
    expect(errorMessage(new GatewayError('You must be at least 18 years old to use Musawo.', 400, 'UNDER_AGE', 'dateOfBirth'), 'x', tr)).toBe(age);
    expect(errorMessage(new GatewayError('Something broke', 502, 'HTTP_502'), 'x', tr)).toBe(tr.t('HTTP_5XX'));
    expect(errorMessage(new GatewayError('Please enter a valid email', 400, 'INVALID_INPUT', 'email'), 'Fallback in the language', tr)).toBe('Fallback in the language');
  });

  it.each([
    ['lg', 'Lindako eddakiika 5 oddemu ogezeeko.', 'Lindako obutikitiki 30 oddemu ogezeeko.', 'Lindako katono oddemu ogezeeko.', 'kusazibwamu'],
    ['sw', 'Tafadhali subiri dakika 5 kisha ujaribu tena.', 'Tafadhali subiri sekunde 30 kisha ujaribu tena.', 'Tafadhali subiri kidogo kisha ujaribu tena.', 'kughairiwa'],
  ] as const)('%s: a refusal says how long to wait (issue 50), and cancelling too late is its own sentence', (lang, minutes, seconds, moment, cancel) => {
    const tr = createTranslator(lang, { lg, sw }[lang]);
    const refused = (retryAfter?: number) => new GatewayError('Please wait.', 429, 'RATE_LIMITED', undefined, undefined, retryAfter);
    expect(errorMessage(refused(270), 'x', tr)).toContain(minutes);
    expect(errorMessage(refused(30), 'x', tr)).toContain(seconds);
    expect(errorMessage(refused(), 'x', tr)).toContain(moment);
    expect(errorMessage(new GatewayError('Too late.', 409, 'CANCEL_TOO_LATE'), 'x', tr)).toContain(cancel);
    expect(errorMessage(new GatewayError('Too late.', 409, 'CANCEL_TOO_LATE'), 'x', tr)).toContain('24');
  });

  it.each([
    ['lg', 'Akawunti yo ey’omusawo eyimiriziddwa'],
    ['sw', 'Akaunti yako ya daktari imesimamishwa'],
  ] as const)('%s: a suspended doctor’s refused sign-in says so (ADR 208)', (lang, suspended) => {
    const tr = createTranslator(lang, { lg, sw }[lang]);
    expect(errorMessage(new GatewayError('Your doctor account is suspended.', 403, 'ACCOUNT_SUSPENDED'), 'x', tr)).toContain(suspended);
  });

  it("no refusal text blames the person (the old Luganda one said 'you tried too many times')", () => {
    for (const catalogue of [lg, sw]) expect(catalogue.RATE_LIMITED).not.toMatch(/Ogezezzaako emirundi mingi|Majaribio mengi/);
  });
});

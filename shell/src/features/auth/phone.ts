import { PHONE_MAX_DIGITS, type PhoneCountry } from '@musawo/shared/contracts';

/** Countries the phone input offers; Uganda is the default (spec §2.8). `format` groups the national digits. */
export const PHONE_COUNTRIES: PhoneCountry[] = [
  { name: 'Uganda', dialCode: '256', countryCode: 'UG', format: '... ... ...' },
  { name: 'Kenya', dialCode: '254', countryCode: 'KE', format: '... ... ...' },
  { name: 'Tanzania', dialCode: '255', countryCode: 'TZ', format: '... ... ...' },
  { name: 'Rwanda', dialCode: '250', countryCode: 'RW', format: '... ... ...' },
  { name: 'South Sudan', dialCode: '211', countryCode: 'SS', format: '... ... ...' },
  { name: 'DR Congo', dialCode: '243', countryCode: 'CD', format: '... ... ...' },
  { name: 'Burundi', dialCode: '257', countryCode: 'BI', format: '.. ... ...' },
];
export const DEFAULT_PHONE_COUNTRY = PHONE_COUNTRIES[0] as PhoneCountry;

/** National digits only, without a leading 0 (people write 0772…), and never more than the 15-digit E.164 limit. */
export function nationalDigits(raw: string, country: PhoneCountry): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.startsWith(country.dialCode) && digits.length > 9) digits = digits.slice(country.dialCode.length);
  if (digits.startsWith('0')) digits = digits.slice(1);
  return digits.slice(0, PHONE_MAX_DIGITS - country.dialCode.length);
}

/** The default mask groups digits by three (spec §2.8), or follows the country's format. */
export function formatNational(digits: string, country: PhoneCountry): string {
  const groups = country.format.split(' ').map((g) => g.length);
  const out: string[] = [];
  let i = 0;
  for (const size of groups) {
    if (i >= digits.length) break;
    out.push(digits.slice(i, i + size));
    i += size;
  }
  while (i < digits.length) {
    out.push(digits.slice(i, i + 3));
    i += 3;
  }
  return out.join(' ');
}

/** E.164 with a leading + (spec §7: phone_number with a leading +). */
export const toE164 = (digits: string, country: PhoneCountry): string => (digits ? `+${country.dialCode}${digits}` : '');

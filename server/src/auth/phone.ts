// Phone numbers are stored and compared in E.164. Input may be local ("0772 123456") or international;
// local numbers are read as Ugandan (spec §2.8: the phone input defaults to Uganda).
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { DEFAULT_COUNTRY } from '@musawo/shared/contracts';

const SMS_CAPABLE = new Set(['MOBILE', 'FIXED_LINE_OR_MOBILE', undefined]);

/** E.164 form of a number that can receive an SMS, or undefined. */
export function normalizePhone(raw: string): string | undefined {
  const parsed = parsePhoneNumberFromString(raw.trim(), DEFAULT_COUNTRY);
  if (parsed === undefined || !parsed.isValid()) return undefined;
  if (!SMS_CAPABLE.has(parsed.getType())) return undefined;
  return parsed.number;
}

export const PHONE_MESSAGE = 'Please enter a valid mobile phone number';

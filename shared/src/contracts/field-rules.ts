// One rule for an email, a phone number and a password (issue 45): the server's procedure inputs (rpc-inputs.ts) and
// the forms parse the same schemas, so the same mistake gets the same sentence on both. The sentences are English, by
// code: the server answers with the sentence, and a Luganda or Kiswahili screen shows the code's translation
// (react/errors/i18n, through errorMessage / useFieldText).
import * as z from 'zod/mini';
import { PASSWORD_MIN_LENGTH } from './constants';

export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 256;

export const FIELD_RULE_MESSAGES = {
  EMAIL_REQUIRED: 'Please enter your email address',
  EMAIL_INVALID: 'Please enter a valid email address',
  EMAIL_TOO_LONG: `Email is too long (at most ${EMAIL_MAX_LENGTH} characters).`,
  PHONE_INVALID: 'Please enter a valid phone number',
  PASSWORD_REQUIRED: 'Please enter your password',
  PASSWORD_SHORT: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  PASSWORD_TOO_LONG: 'Password is too long.',
  PASSWORD_WEAK: 'Password too weak',
} as const;
export type FieldRule = keyof typeof FIELD_RULE_MESSAGES;

const RULE_OF_MESSAGE = new Map<string, FieldRule>(Object.entries(FIELD_RULE_MESSAGES).map(([code, message]) => [message, code as FieldRule]));

/** The rule whose sentence `message` is, else undefined (a message of one form or procedure only). */
export const fieldRuleOf = (message: string): FieldRule | undefined => RULE_OF_MESSAGE.get(message);

/**
 * One '@' with something before it, no white space, and a dot in the domain with something on each side: the
 * rule of the pattern `^[^\s@]+@[^\s@]+\.[^\s@]+$`, checked in one pass. That pattern backtracked
 * quadratically (a 99 KB value held the server for seconds), so no pattern runs on an email any more.
 */
export function isEmailAddress(value: string): boolean {
  const at = value.indexOf('@');
  if (at <= 0 || value.indexOf('@', at + 1) !== -1) return false;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    // The characters \s matches: ASCII white space, NBSP, the Unicode spaces, line/paragraph separators, BOM.
    if (c <= 0x20 ? c === 0x20 || (c >= 0x09 && c <= 0x0d) : c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff) return false;
  }
  const dot = value.indexOf('.', at + 2);
  return dot !== -1 && dot < value.length - 1;
}

const { EMAIL_REQUIRED, EMAIL_INVALID, EMAIL_TOO_LONG, PHONE_INVALID, PASSWORD_REQUIRED, PASSWORD_SHORT, PASSWORD_TOO_LONG, PASSWORD_WEAK } = FIELD_RULE_MESSAGES;

// The length is checked first and stops the checks (`abort`): nothing else runs on an over-long value. An empty
// value is said as missing, not as invalid.
export const emailField = z.string().check(
  z.maxLength(4 * EMAIL_MAX_LENGTH, { message: EMAIL_TOO_LONG, abort: true }),
  z.trim(),
  z.toLowerCase(),
  z.minLength(1, { message: EMAIL_REQUIRED, abort: true }),
  z.maxLength(EMAIL_MAX_LENGTH, { message: EMAIL_TOO_LONG, abort: true }),
  z.refine(isEmailAddress, EMAIL_INVALID),
);
/** A number as typed or in E.164 ('+256772123456', '0772 123456'); the server checks it is a real number. */
export const phoneField = z.string().check(z.trim(), z.minLength(7, PHONE_INVALID), z.maxLength(20, PHONE_INVALID));
/** A password someone already has (sign-in, the current one): any length up to the cap. */
export const passwordField = z.string().check(z.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG));
/** The password being typed for sign-in: present. */
export const enteredPasswordField = passwordField.check(z.minLength(1, PASSWORD_REQUIRED));
/** A new password (sign-up, change; ADR 006): at least PASSWORD_MIN_LENGTH characters. Reset adds the strength rule. */
export const newPasswordField = passwordField.check(z.minLength(PASSWORD_MIN_LENGTH, PASSWORD_SHORT));

/** The five requirements of a reset password (spec §5), in the order the reset page's checklist shows them. */
export const PASSWORD_STRENGTH_RULES = [
  { id: 'length', test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'upper', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'lower', test: (p: string) => /[a-z]/.test(p) },
  { id: 'number', test: (p: string) => /\d/.test(p) },
  { id: 'special', test: (p: string) => /[^A-Za-z0-9]/.test(p) },
] as const;
/** All five (the server's reset checks it before the link is spent; the reset page before it calls). */
export const isStrongPassword = (password: string): boolean => PASSWORD_STRENGTH_RULES.every((r) => r.test(password));
/** A reset password: within the cap and all five requirements. */
export const strongPasswordField = passwordField.check(z.refine(isStrongPassword, PASSWORD_WEAK));

/**
 * A UMDPC registration number as the Council prints it (issue 47): letters, digits, '/' and '-', starting with a
 * letter or digit, 3 to 40 characters (e.g. 'UMDPC/12345' or '12345').
 */
export const UMDPC_NUMBER = /^[A-Z0-9][A-Z0-9/-]{2,39}$/;
export const UMDPC_NUMBER_MESSAGE = 'Enter the registration number as it is on your UMDPC certificate (letters, digits, / and -).';

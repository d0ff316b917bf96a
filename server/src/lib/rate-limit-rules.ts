// The limits of the sign-up, code and sign-in actions (issue 50 item 4, ADR 104). Carrier NAT puts many Ugandan
// subscribers behind one address, so per address there is only a high ceiling against floods
// (RATE_LIMIT_ADDRESS_CEILING an hour, per action); what protects a number, an account or a device is counted per
// number, account and device. Every refusal says how long to wait and blames no one.
import type { Config } from '../config';
import { type LimitRule, waitSentence } from './rate-limiter';
import { DAY, HOUR, MINUTE } from './time';

/** The per-address ceiling of one auth action: its own counter, the configured number an hour. */
export const addressCeiling =
  (name: string) =>
  (config: Pick<Config, 'authAddressCeilingPerHour'>): readonly LimitRule[] => [
    { name: `${name}:ip`, limit: config.authAddressCeilingPerHour, windowMs: HOUR, waitMessage: (s) => `Musawo is receiving a lot of requests from your network right now. ${waitSentence(s)}` },
  ];

const numberBusy = (s: number) => `This number has been sent several codes already. ${waitSentence(s)}`;

/** Codes to one number from one address: a stranger on another network cannot use up this allowance. */
export const CODES_PER_NUMBER_AND_ADDRESS: LimitRule = { name: 'otp-send:phone-ip', limit: 5, windowMs: HOUR, waitMessage: numberBusy };
/** Codes to one number from anywhere: the SMS cost ceiling, which needs several addresses and most of an hour to reach. */
export const CODES_PER_NUMBER: LimitRule = { name: 'otp-send:phone', limit: 20, windowMs: HOUR, waitMessage: numberBusy };
/** Codes asked from one device (the shell's random id, ADR 104), to any numbers: a family's phone signs several people up. */
export const CODES_PER_DEVICE: LimitRule = {
  name: 'otp-send:device',
  limit: 20,
  windowMs: HOUR,
  waitMessage: (s) => `This device has asked for many codes in the last hour. ${waitSentence(s)}`,
};
/** Reset emails to one address, from anywhere: its inbox is not flooded, and its owner is told to look there. */
export const RESET_EMAILS_PER_ADDRESS: LimitRule = {
  name: 'reset-send:email',
  limit: 5,
  windowMs: HOUR,
  waitMessage: (s) => `Several reset emails were sent to this address already: please check your inbox. ${waitSentence(s)}`,
};
/** Reset emails asked from one device, to any addresses. */
export const RESET_EMAILS_PER_DEVICE: LimitRule = {
  name: 'reset-send:device',
  limit: 10,
  windowMs: HOUR,
  waitMessage: (s) => `This device has asked for many reset emails in the last hour. ${waitSentence(s)}`,
};
/** Failed sign-ins per account, from any address or identifier (reserved before the password is checked). */
export const SIGN_IN_FAILURES_PER_ACCOUNT: LimitRule = {
  name: 'login-failures:account',
  limit: 10,
  windowMs: 15 * MINUTE,
  waitMessage: (s) => `For your account's safety, sign-in is paused after several wrong passwords. ${waitSentence(s)}`,
};

/**
 * Doctors' applications (issue 47, ADR 209), per address and per phone. An address gets a few a day: a clinic's
 * doctors may apply from one network, and nobody applies twice a minute.
 */
export const APPLICATIONS_PER_ADDRESS: LimitRule = {
  name: 'apply:ip',
  limit: 10,
  windowMs: DAY,
  waitMessage: (s) => `Several applications were sent from your network today. ${waitSentence(s)}`,
};
export const APPLICATIONS_PER_PHONE: LimitRule = {
  name: 'apply:phone',
  limit: 3,
  windowMs: DAY,
  waitMessage: (s) => `Several applications were sent with this phone number today. ${waitSentence(s)}`,
};
/** Licence copies uploaded from one address (each is up to 5 MB on disk). */
export const LICENCE_COPIES_PER_ADDRESS: LimitRule = {
  name: 'apply:copies:ip',
  limit: 20,
  windowMs: DAY,
  waitMessage: (s) => `Several licence copies were sent from your network today. ${waitSentence(s)}`,
};

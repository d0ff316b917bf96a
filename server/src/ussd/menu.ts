// The USSD menu (issue 48, ADR 204) as steps over a small state kept in the session: each answer moves the state on
// and says the next screen. Every action goes through the same core as the web: bookFor (the booking rules and the
// wallet charge), changeAppointmentStatus (cancel with the web's refund rule), the top-up service, the PIN module.
import { randomUUID } from 'node:crypto';
import { availableTimes, formatAmount, isLanguage, kampalaDate, type Language, TERMS_VERSION, WALLET_TOP_UP } from '@musawo/shared/contracts';
import { insertUser } from '../auth/users-repo';
import { recordTermsAccepted } from '../privacy/consents';
import { bookFor } from '../appointments/book';
import { ACTIVE_STATUSES, changeAppointmentStatus } from '../appointments/appointments-repo';
import { availabilityByDoctor } from '../directory/availability-repo';
import { AppError } from '../errors';
import type { AppServices } from '../rpc/procedure';
import { walletBalance } from '../wallet/ledger';
import { toGsm7 } from './gsm7';
import { waitForTopUp } from './bookings-after-top-up';
import { checkPin, hasPin, isLocked, PIN_PATTERN, setPin } from './pins';
import { dayLabel, ussdText } from './texts';

type Intent = 'book' | 'appointments' | 'wallet';
type Step =
  | 'main' | 'language'
  | 'regFirst' | 'regLast' | 'regYear' | 'regPin' | 'regPin2'
  | 'pin' | 'district' | 'specialty' | 'doctor' | 'day' | 'time' | 'confirm'
  | 'short' | 'appointments' | 'appointment' | 'wallet' | 'topUpAmount';

export interface MenuState {
  lang: Language;
  step: Step;
  intent?: Intent;
  userId?: string;
  /** The number's verified patient account found at the dial (a patient stays one for the session's 180 s). */
  patientId?: string;
  /** The PIN was entered (or set) in this session. */
  verified?: boolean;
  first?: string;
  last?: string;
  year?: number;
  newPin?: string;
  district?: string;
  specialtyId?: string;
  doctorId?: string;
  date?: string;
  time?: string;
  appointmentId?: string;
  /** The top-up offered when the wallet is short of the fee (UGX). */
  topUp?: number;
  /** The ids (or values) behind the numbers of the list on screen, and where in the whole list they start. */
  items?: string[];
  offset?: number;
}

export interface Screen {
  /** false: the session ends (END). */
  more: boolean;
  text: string;
}

const SCREEN_MAX = 160;
const PAGE_DOCTORS = 5;
const DAYS_AHEAD = 14;

interface MenuDeps {
  services: AppServices;
  phone: string;
  /** Makes booking and top-up requests of one screen idempotent (the session and the gateway text). */
  requestKey: string;
}

const con = (text: string): Screen => ({ more: true, text });
const end = (text: string): Screen => ({ more: false, text });

/** A heading and numbered choices that fit one screen; '0 More' when the rest does not. */
function list(heading: string, labels: readonly string[], start: number, moreLabel: string, pageSize = 9): { text: string; shown: number; hasMore: boolean } {
  let text = heading;
  let shown = 0;
  for (let i = start; i < labels.length && shown < pageSize; i += 1) {
    const line = `\n${shown + 1} ${toGsm7(labels[i] ?? '').slice(0, 28)}`;
    const reserve = i + 1 < labels.length ? moreLabel.length + 1 : 0;
    if (text.length + line.length + reserve > SCREEN_MAX - 4) break;
    text += line;
    shown += 1;
  }
  const hasMore = start + shown < labels.length;
  if (hasMore) text += `\n${moreLabel}`;
  return { text, shown, hasMore };
}

/**
 * Steps whose next screen only reads (a choice from a list, a name typed while signing up, a PIN chosen before it is
 * repeated): working such a screen out twice does no harm, so the callback stores its answer in one guarded write
 * instead of claiming the screen first. Every step that acts (signs up, checks a PIN, pays, cancels, tops up, saves
 * the language) is left out and claimed.
 */
const READ_ONLY_STEPS: ReadonlySet<Step> = new Set(['main', 'regFirst', 'regLast', 'regYear', 'regPin', 'district', 'specialty', 'doctor', 'day', 'time', 'appointments', 'wallet']);

export const onlyReads = (s: MenuState): boolean => READ_ONLY_STEPS.has(s.step);

/** The first screen's state; a verified patient found at the dial is remembered, not looked up again. */
export function startState(lang: Language, account?: { id: string; userType: string; verified: boolean }): MenuState {
  return account?.userType === 'patient' && account.verified ? { lang, step: 'main', patientId: account.id } : { lang, step: 'main' };
}

export class UssdMenu {
  constructor(private readonly deps: MenuDeps) {}

  private get db() {
    return this.deps.services.db;
  }

  private now(): Date {
    return this.deps.services.now();
  }

  private t(s: MenuState, key: Parameters<typeof ussdText>[1], values?: Record<string, string | number>): string {
    return ussdText(s.lang, key, values);
  }

  private fee(s: MenuState, amount: number): string {
    return toGsm7(formatAmount(amount, 'UGX', s.lang));
  }

  /** The account behind the calling number, found again on each screen (it may be created meanwhile). */
  async account(): Promise<{ id: string; userType: string; verified: boolean; language: Language } | undefined> {
    const row = await this.db.selectFrom('users').select(['id', 'user_type', 'language', 'phone_verified_at']).where('phone_number', '=', this.deps.phone).executeTakeFirst();
    if (row === undefined) return undefined;
    return { id: row.id, userType: row.user_type, verified: row.phone_verified_at !== null, language: isLanguage(row.language) ? row.language : 'en' };
  }

  async first(s: MenuState): Promise<Screen> {
    return con(this.t(s, 'menu'));
  }

  /** Applies one answer to the state and says the next screen. */
  async answer(s: MenuState, input: string): Promise<Screen> {
    const choice = input.trim();
    switch (s.step) {
      case 'main':
        return this.main(s, choice);
      case 'language':
        return this.language(s, choice);
      case 'regFirst':
      case 'regLast': {
        const name = choice.replace(/\s+/g, ' ');
        if (!/^[\p{L}' -]{2,40}$/u.test(name)) return con(this.t(s, 'badName'));
        if (s.step === 'regFirst') {
          s.first = name;
          s.step = 'regLast';
          return con(this.t(s, 'lastName'));
        }
        s.last = name;
        s.step = 'regYear';
        return con(this.t(s, 'yearOfBirth'));
      }
      case 'regYear': {
        const year = Number(choice);
        const thisYear = Number(kampalaDate(this.now()).slice(0, 4));
        if (!/^\d{4}$/.test(choice) || year < thisYear - 120 || year > thisYear) return con(this.t(s, 'badYear'));
        s.year = year;
        s.step = 'regPin';
        return con(this.t(s, 'newPin'));
      }
      case 'regPin':
        if (!PIN_PATTERN.test(choice)) return con(this.t(s, 'badPin'));
        s.newPin = choice;
        s.step = 'regPin2';
        return con(this.t(s, 'repeatPin'));
      case 'regPin2':
        if (choice !== s.newPin) {
          s.newPin = undefined;
          s.step = 'regPin';
          return con(this.t(s, 'pinMismatch'));
        }
        return this.register(s, choice);
      case 'pin':
        return this.pin(s, choice);
      case 'district':
      case 'specialty':
      case 'doctor':
      case 'day':
      case 'time':
        return this.pick(s, choice);
      case 'confirm':
        return this.confirm(s, choice);
      case 'short':
        if (choice === '1') return this.topUpThenBook(s);
        if (choice === '0') return this.back(s);
        return this.invalid(s);
      case 'appointments':
        return this.pickAppointment(s, choice);
      case 'appointment':
        return this.appointmentAction(s, choice);
      case 'wallet':
        if (choice === '1') {
          s.step = 'topUpAmount';
          return con(this.t(s, 'topUpAmount'));
        }
        if (choice === '0') return this.back(s);
        return this.invalid(s);
      case 'topUpAmount':
        return this.topUp(s, choice);
    }
  }

  private back(s: MenuState): Screen {
    s.step = 'main';
    s.items = undefined;
    return con(this.t(s, 'menu'));
  }

  /** Unknown choice: the caller sends the same screen again. */
  private invalid(_s: MenuState): Screen {
    return { more: true, text: '' };
  }

  private async main(s: MenuState, choice: string): Promise<Screen> {
    if (choice === '4') {
      s.step = 'language';
      return con(this.t(s, 'language'));
    }
    const intent: Intent | undefined = choice === '1' ? 'book' : choice === '2' ? 'appointments' : choice === '3' ? 'wallet' : undefined;
    if (intent === undefined) return this.invalid(s);
    s.intent = intent;
    const account = s.patientId === undefined ? await this.account() : { id: s.patientId, userType: 'patient', verified: true };
    if (account === undefined) {
      s.step = 'regFirst';
      return con(this.t(s, 'noAccount'));
    }
    if (account.userType !== 'patient') return end(this.t(s, 'notPatient'));
    if (!account.verified) return end(this.t(s, 'unverified'));
    s.userId = account.id;
    if (intent === 'book') return this.districts(s);
    if (await isLocked(this.db, account.id, this.now())) return end(this.t(s, 'locked'));
    if (!(await this.hasPin(account.id))) {
      // A web account dialling for the first time chooses its USSD PIN first.
      s.step = 'regPin';
      return con(this.t(s, 'newPin'));
    }
    s.step = 'pin';
    return con(this.t(s, 'pin'));
  }

  private hasPin(userId: string): Promise<boolean> {
    return hasPin(this.db, userId);
  }

  private async language(s: MenuState, choice: string): Promise<Screen> {
    const lang = ({ '1': 'en', '2': 'lg', '3': 'sw' } as const)[choice as '1' | '2' | '3'];
    if (lang === undefined || !isLanguage(lang)) return this.invalid(s);
    s.lang = lang;
    const account = await this.account();
    if (account !== undefined) await this.db.updateTable('users').set({ language: lang, updated_at: this.now().toISOString() }).where('id', '=', account.id).execute();
    s.step = 'main';
    return con(`${this.t(s, 'languageSaved')}\n${this.t(s, 'menu')}`);
  }

  private async register(s: MenuState, pin: string): Promise<Screen> {
    const services = this.deps.services;
    const now = this.now();
    let userId = s.userId;
    let created = false;
    if (userId === undefined) {
      const digits = this.deps.phone.replace(/\D/g, '');
      try {
        userId = await insertUser(
          this.db,
          {
            userType: 'patient',
            name: `${s.first ?? ''} ${s.last ?? ''}`.trim(),
            // USSD accounts have no email: a unique address that can never receive mail (ADR 204).
            email: `ussd.${digits}@phone.musawo.invalid`,
            phone: this.deps.phone,
            // No password: the web's sign-in by phone code sets one later.
            passwordHash: await services.passwords.hash(randomUUID()),
            dateOfBirth: `${s.year ?? 1900}-01-01`,
            gender: null,
            phoneVerifiedAt: now.toISOString(),
            language: s.lang,
            notifyEmail: false,
          },
          now,
        );
        // The sign-up screen said that creating the account accepts the privacy notice and terms in force (ADR 111).
        created = true;
      } catch {
        // A concurrent request created the same number's account first: that one is it.
        const account = await this.account();
        if (account === undefined) return end(this.t(s, 'failed'));
        userId = account.id;
      }
    }
    if (created) await recordTermsAccepted(this.db, userId, TERMS_VERSION, 'ussd', now);
    await setPin(this.db, services.passwords, userId, pin, now);
    s.userId = userId;
    s.verified = true;
    s.newPin = undefined;
    const done = this.t(s, 'created');
    const next = await this.afterVerified(s);
    const both = `${done}\n${next.text}`;
    return next.more && both.length <= SCREEN_MAX ? con(both) : next;
  }

  private async pin(s: MenuState, pin: string): Promise<Screen> {
    if (s.userId === undefined) return this.back(s);
    const result = await checkPin(this.db, this.deps.services.passwords, s.userId, pin, this.now());
    if (result.ok) {
      s.verified = true;
      return this.afterVerified(s);
    }
    if ('locked' in result) {
      if (result.justLocked) await this.tellLocked(s.userId);
      return end(this.t(s, 'locked'));
    }
    return con(this.t(s, 'pinWrong', { left: result.left }));
  }

  private async tellLocked(userId: string): Promise<void> {
    const user = await this.db.selectFrom('users').select(['phone_number', 'language']).where('id', '=', userId).executeTakeFirst();
    if (user === undefined) return;
    const lang = isLanguage(user.language) ? user.language : 'en';
    await this.deps.services.notifier.send({ channel: 'sms', to: user.phone_number, text: ussdText(lang, 'lockSms') });
  }

  /** Where a verified session goes next: the booking being paid, the visits, or the wallet. */
  private async afterVerified(s: MenuState): Promise<Screen> {
    if (s.intent === 'book') return s.doctorId !== undefined && s.time !== undefined ? this.pay(s) : this.districts(s);
    if (s.intent === 'appointments') return this.appointments(s);
    return this.wallet(s);
  }

  // --- booking -----------------------------------------------------------------------------------------------

  private async districts(s: MenuState, offset = 0): Promise<Screen> {
    const rows = await this.db
      .selectFrom('doctor_profiles')
      .select((eb) => ['city', eb.fn.countAll<number>().as('n')])
      .where('specialty_id', 'is not', null)
      .where('suspended_at', 'is', null)
      .where('city', 'is not', null)
      .groupBy('city')
      .orderBy('n', 'desc')
      .orderBy('city')
      .execute();
    const items = rows.map((r) => r.city ?? '').filter((c) => c !== '');
    if (items.length === 0) return end(this.t(s, 'noDoctors'));
    s.step = 'district';
    return this.showList(s, items, items, offset, 'district', 7);
  }

  private async specialties(s: MenuState, offset = 0): Promise<Screen> {
    const rows = await this.db
      .selectFrom('doctor_profiles as d')
      .innerJoin('specialties as sp', 'sp.id', 'd.specialty_id')
      .select(['sp.id', 'sp.name'])
      .where('d.city', '=', s.district ?? '')
      .where('d.suspended_at', 'is', null)
      .groupBy(['sp.id', 'sp.name'])
      .orderBy('sp.name')
      .execute();
    if (rows.length === 0) return end(this.t(s, 'noDoctors'));
    s.step = 'specialty';
    return this.showList(s, rows.map((r) => r.id), rows.map((r) => r.name), offset, 'specialty', 7);
  }

  private async doctors(s: MenuState, offset: number): Promise<Screen> {
    const rows = await this.db
      .selectFrom('doctor_profiles as d')
      .innerJoin('users as u', 'u.id', 'd.user_id')
      .select(['u.id', 'u.name', 'd.rating'])
      .where('d.city', '=', s.district ?? '')
      .where('d.specialty_id', '=', s.specialtyId ?? '')
      .where('d.suspended_at', 'is', null)
      .orderBy('d.rating', 'desc')
      .orderBy('d.review_count', 'desc')
      .orderBy('u.name')
      .orderBy('u.id')
      .execute();
    if (rows.length === 0) return end(this.t(s, 'noDoctors'));
    s.step = 'doctor';
    return this.showList(s, rows.map((r) => r.id), rows.map((r) => r.name), offset, 'doctor', PAGE_DOCTORS);
  }

  private async days(s: MenuState): Promise<Screen> {
    const availability = (await availabilityByDoctor(this.db, [s.doctorId ?? ''])).get(s.doctorId ?? '') ?? [];
    const now = this.now();
    const dates: string[] = [];
    for (let i = 0; i < DAYS_AHEAD && dates.length < 7; i += 1) {
      const date = kampalaDate(now.getTime() + i * 86_400_000);
      if ((await this.freeTimes(s.doctorId ?? '', availability, date)).length > 0) dates.push(date);
    }
    if (dates.length === 0) return end(this.t(s, 'noDays'));
    s.step = 'day';
    return this.showList(s, dates, dates.map((d) => dayLabel(s.lang, d)), 0, 'day', 7);
  }

  private async freeTimes(doctorId: string, availability: Parameters<typeof availableTimes>[0], date: string): Promise<string[]> {
    const booked = await this.db.selectFrom('appointments').select('local_time').where('doctor_id', '=', doctorId).where('local_date', '=', date).where('status', 'in', ACTIVE_STATUSES).execute();
    return availableTimes(availability, date, booked.map((b) => b.local_time), this.now().getTime());
  }

  private async times(s: MenuState, offset: number): Promise<Screen> {
    const availability = (await availabilityByDoctor(this.db, [s.doctorId ?? ''])).get(s.doctorId ?? '') ?? [];
    const times = await this.freeTimes(s.doctorId ?? '', availability, s.date ?? '');
    if (times.length === 0) return this.days(s);
    s.step = 'time';
    return this.showList(s, times, times, offset, 'time', 12);
  }

  private showList(s: MenuState, ids: readonly string[], labels: readonly string[], offset: number, heading: 'district' | 'specialty' | 'doctor' | 'day' | 'time', pageSize: number): Screen {
    const start = offset < ids.length ? offset : 0;
    const shown = list(this.t(s, heading), labels, start, this.t(s, 'more'), pageSize);
    // A page may show fewer than pageSize when the screen is full; '0 More' goes on after what was shown.
    s.items = ids.slice(start, start + shown.shown);
    s.offset = start;
    return con(shown.text);
  }

  private async pick(s: MenuState, choice: string): Promise<Screen> {
    const items = s.items ?? [];
    if (choice === '0') {
      const next = (s.offset ?? 0) + (s.items?.length ?? 0);
      if (s.step === 'district') return this.districts(s, next);
      if (s.step === 'specialty') return this.specialties(s, next);
      if (s.step === 'doctor') return this.doctors(s, next);
      if (s.step === 'time') return this.times(s, next);
      return this.invalid(s);
    }
    const index = /^\d{1,2}$/.test(choice) ? Number(choice) - 1 : -1;
    const picked = items[index];
    if (picked === undefined) return this.invalid(s);
    switch (s.step) {
      case 'district':
        s.district = picked;
        return this.specialties(s);
      case 'specialty':
        s.specialtyId = picked;
        return this.doctors(s, 0);
      case 'doctor':
        s.doctorId = picked;
        return this.days(s);
      case 'day':
        s.date = picked;
        return this.times(s, 0);
      default:
        s.time = picked;
        return this.confirmScreen(s);
    }
  }

  private async doctorAndFee(s: MenuState): Promise<{ name: string; fee: number }> {
    const row = await this.db
      .selectFrom('doctor_profiles as d')
      .innerJoin('users as u', 'u.id', 'd.user_id')
      .select(['u.name', 'd.consultation_fee'])
      .where('u.id', '=', s.doctorId ?? '')
      .executeTakeFirstOrThrow();
    return { name: row.name, fee: row.consultation_fee };
  }

  private async confirmScreen(s: MenuState): Promise<Screen> {
    const { name, fee } = await this.doctorAndFee(s);
    s.step = 'confirm';
    s.items = undefined;
    const head = this.t(s, 'confirm', { doctor: toGsm7(name).slice(0, 30), day: dayLabel(s.lang, s.date ?? ''), time: s.time ?? '', fee: this.fee(s, fee) });
    return con(head + this.t(s, s.verified === true ? 'confirmPay' : 'confirmPin'));
  }

  private async confirm(s: MenuState, choice: string): Promise<Screen> {
    if (s.verified === true) return choice === '1' ? this.pay(s) : this.invalid(s);
    if (s.userId === undefined) {
      // A number without an account books after creating one.
      s.step = 'regFirst';
      return con(this.t(s, 'noAccount'));
    }
    if (!(await this.hasPin(s.userId))) {
      s.step = 'regPin';
      return con(this.t(s, 'newPin'));
    }
    return this.pin(s, choice);
  }

  private async pay(s: MenuState): Promise<Screen> {
    const { services } = this.deps;
    const { name, fee } = await this.doctorAndFee(s);
    try {
      const outcome = await bookFor(
        this.db,
        { patientId: s.userId ?? '', doctorId: s.doctorId ?? '', date: s.date ?? '', time: s.time ?? '', note: 'Booked by USSD', visitMode: undefined, idempotencyKey: `ussd:${this.deps.requestKey}` },
        this.now(),
      );
      if (!outcome.replayed) services.jobs.kick();
      return end(this.t(s, 'booked', { doctor: toGsm7(name).slice(0, 30), day: dayLabel(s.lang, s.date ?? ''), time: s.time ?? '', fee: this.fee(s, fee) }));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      if (err.code === 'INSUFFICIENT_FUNDS') return this.short(s, fee);
      if (err.code === 'SLOT_TAKEN') return end(this.t(s, 'taken'));
      if (err.code === 'PATIENT_BUSY') return end(this.t(s, 'busy'));
      return end(this.t(s, 'failed'));
    }
  }

  /** The wallet is short of the fee: a top-up of what is missing to this number, the booking finished by SMS. */
  private async short(s: MenuState, fee: number): Promise<Screen> {
    const balance = await walletBalance(this.db, s.userId ?? '');
    const values = { balance: this.fee(s, balance), fee: this.fee(s, fee) };
    const amount = Math.min(Math.max(fee - balance, WALLET_TOP_UP.min), WALLET_TOP_UP.max);
    if (providerOf(this.deps.phone) === undefined) return end(this.t(s, 'short', values));
    s.step = 'short';
    s.topUp = amount;
    return con(this.t(s, 'shortTopUp', { ...values, amount: this.fee(s, amount) }));
  }

  private async topUpThenBook(s: MenuState): Promise<Screen> {
    const amount = s.topUp ?? 0;
    const topUp = await this.startTopUp(s, amount);
    if (topUp === undefined) return end(this.t(s, 'topUpUnavailable'));
    await waitForTopUp(this.db, { topUpId: topUp, patientId: s.userId ?? '', doctorId: s.doctorId ?? '', date: s.date ?? '', time: s.time ?? '', lang: s.lang }, this.now());
    return end(this.t(s, 'afterTopUpStarted', { amount: this.fee(s, amount) }));
  }

  // --- appointments ------------------------------------------------------------------------------------------

  private async appointments(s: MenuState): Promise<Screen> {
    const rows = await this.db
      .selectFrom('appointments as a')
      .innerJoin('users as d', 'd.id', 'a.doctor_id')
      .select(['a.id', 'a.local_date', 'a.local_time', 'd.name'])
      .where('a.patient_id', '=', s.userId ?? '')
      .where('a.status', 'in', ACTIVE_STATUSES)
      .where('a.starts_at', '>', this.now().toISOString())
      .orderBy('a.starts_at')
      .limit(3)
      .execute();
    if (rows.length === 0) return end(this.t(s, 'noAppointments'));
    s.step = 'appointments';
    const labels = rows.map((r) => `${dayLabel(s.lang, r.local_date)} ${r.local_time} ${toGsm7(r.name)}`);
    const shown = list(this.t(s, 'appointments'), labels.map((l) => l.slice(0, 40)), 0, '', 3);
    s.items = rows.slice(0, shown.shown).map((r) => r.id);
    return con(shown.text);
  }

  private async pickAppointment(s: MenuState, choice: string): Promise<Screen> {
    const id = (s.items ?? [])[Number(choice) - 1];
    if (!/^\d$/.test(choice) || id === undefined) return this.invalid(s);
    const row = await this.db
      .selectFrom('appointments as a')
      .innerJoin('users as d', 'd.id', 'a.doctor_id')
      .select(['a.local_date', 'a.local_time', 'a.status', 'd.name'])
      .where('a.id', '=', id)
      .where('a.patient_id', '=', s.userId ?? '')
      .executeTakeFirst();
    if (row === undefined) return this.invalid(s);
    s.appointmentId = id;
    s.step = 'appointment';
    return con(this.t(s, 'appointment', { doctor: toGsm7(row.name).slice(0, 30), day: dayLabel(s.lang, row.local_date), time: row.local_time, status: this.t(s, row.status === 'ACCEPTED' ? 'accepted' : 'pending') }));
  }

  private async appointmentAction(s: MenuState, choice: string): Promise<Screen> {
    if (choice === '0') return this.appointments(s);
    if (choice !== '1' || s.userId === undefined || s.appointmentId === undefined) return this.invalid(s);
    try {
      const appt = await changeAppointmentStatus(this.db, s.appointmentId, { to: 'CANCELLED', actorId: s.userId, reason: 'Cancelled by USSD' }, this.now());
      this.deps.services.jobs.kick();
      return end(appt.fee > 0 ? this.t(s, 'cancelled', { fee: this.fee(s, appt.fee) }) : this.t(s, 'cancelledFree'));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      if (err.code === 'CANCEL_TOO_LATE') return end(this.t(s, 'tooLate'));
      return end(this.t(s, 'failed'));
    }
  }

  // --- wallet ------------------------------------------------------------------------------------------------

  private async wallet(s: MenuState): Promise<Screen> {
    s.step = 'wallet';
    return con(this.t(s, 'wallet', { balance: this.fee(s, await walletBalance(this.db, s.userId ?? '')) }));
  }

  private async topUp(s: MenuState, choice: string): Promise<Screen> {
    const amount = Number(choice);
    if (!/^\d{1,7}$/.test(choice) || amount < WALLET_TOP_UP.min || amount > WALLET_TOP_UP.max) return con(this.t(s, 'badAmount'));
    if ((await this.startTopUp(s, amount)) === undefined) return end(this.t(s, 'topUpUnavailable'));
    return end(this.t(s, 'topUpStarted', { amount: this.fee(s, amount) }));
  }

  /** A top-up prompt to the calling number (idempotent for a repeat of the same screen): its id, or undefined. */
  private async startTopUp(s: MenuState, amount: number): Promise<string | undefined> {
    const provider = providerOf(this.deps.phone);
    if (provider === undefined || s.userId === undefined) return undefined;
    try {
      const topUp = await this.deps.services.topUps.start(s.userId, { amount, phone: this.deps.phone, provider, idempotencyKey: `ussd:${this.deps.requestKey}` });
      return topUp.id;
    } catch (err) {
      if (err instanceof AppError) return undefined;
      throw err;
    }
  }
}

/** The mobile-money network of a Ugandan number by its prefix (MTN 76-78 and 39, Airtel 70, 74, 75 and 20). */
function providerOf(phone: string): 'MTN' | 'AIRTEL' | undefined {
  const m = /^\+256(\d{2})/.exec(phone);
  if (m === null) return undefined;
  if (['76', '77', '78', '39'].includes(m[1] ?? '')) return 'MTN';
  if (['70', '74', '75', '20'].includes(m[1] ?? '')) return 'AIRTEL';
  return undefined;
}

// Uganda keeps East Africa Time all year (UTC+3, no daylight saving), so a fixed offset is exact.
import { WEEK_DAYS, type WeekDay, APPOINTMENT_DATE_HOUR } from './constants';
import { dateNames } from './dates-names';
import type { Language } from './languages';

export const KAMPALA_TZ = 'Africa/Kampala';
export const KAMPALA_OFFSET_MINUTES = 180;
const OFFSET_MS = KAMPALA_OFFSET_MINUTES * 60_000;

export interface LocalParts {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  weekday: WeekDay;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Wall-clock parts of an instant in Kampala. */
export function kampalaParts(instant: Date | string | number): LocalParts {
  const d = new Date(new Date(instant).getTime() + OFFSET_MS);
  const jsDay = d.getUTCDay(); // 0 = Sunday
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    weekday: WEEK_DAYS[(jsDay + 6) % 7] as WeekDay,
  };
}

/** `yyyy-MM-dd` of an instant in Kampala. */
export function kampalaDate(instant: Date | string | number = Date.now()): string {
  const p = kampalaParts(instant);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/**
 * What is wrong with a practising licence's last day (ADR 209), as of `now`: 'past' when it is today or before (the
 * licence has ended or ends today), 'far' when more than two years ahead (no annual licence runs that long).
 */
export function licenceDateProblem(date: string, now: Date | number = Date.now()): 'past' | 'far' | undefined {
  const at = typeof now === 'number' ? now : now.getTime();
  if (date <= kampalaDate(at)) return 'past';
  if (date > kampalaDate(at + 2 * 366 * 24 * 60 * 60 * 1000)) return 'far';
  return undefined;
}

/** The instant of a Kampala wall-clock date and `HH:MM` time. `24:00` is the midnight ending the day. */
export function kampalaInstant(date: string, time = '00:00'): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!m || !t) throw new RangeError(`not a date and time: ${date} ${time}`);
  const utc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(t[1]), Number(t[2]));
  return new Date(utc - OFFSET_MS);
}

/** Spec §3: the appointment date is sent as the ISO timestamp of 12:00 noon local on the chosen day. */
export function appointmentDateIso(date: string): string {
  return kampalaInstant(date, `${pad(APPOINTMENT_DATE_HOUR)}:00`).toISOString();
}

/** English weekday of a `yyyy-MM-dd` date. */
export function weekdayOf(date: string): WeekDay {
  return kampalaParts(kampalaInstant(date, '12:00')).weekday;
}

/** 'MMM d, yyyy' in Kampala time (spec §2.7 reviews); Luganda and Kiswahili put the day first ('26 Nov 2026'). */
export function formatShortDate(instant: Date | string | number, lang: Language = 'en'): string {
  const p = kampalaParts(instant);
  const month = dateNames(lang).monthsShort[p.month - 1];
  return lang === 'en' ? `${month} ${p.day}, ${p.year}` : `${p.day} ${month} ${p.year}`;
}

/** Long date, e.g. 'Friday, 20 November 2026' ('Lwakutaano, 20 Novemba 2026'), in Kampala time. */
export function formatLongDate(instant: Date | string | number, lang: Language = 'en'): string {
  const p = kampalaParts(instant);
  const names = dateNames(lang);
  return `${names.weekdaysLong[WEEK_DAYS.indexOf(p.weekday)]}, ${p.day} ${names.monthsLong[p.month - 1]} ${p.year}`;
}

/** 'HH:MM' in Kampala time. */
export function formatTime(instant: Date | string | number): string {
  const p = kampalaParts(instant);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** Minutes since midnight of `HH:MM`; an end of `00:00` means the midnight ending the day (1440). */
export function minutesOf(time: string, isEnd = false): number {
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!t) throw new RangeError(`not a time: ${time}`);
  const minutes = Number(t[1]) * 60 + Number(t[2]);
  return isEnd && minutes === 0 ? 24 * 60 : minutes;
}

/** `HH:MM` of minutes since midnight; 1440 is shown as 24:00 (spec §2.7). */
export function timeOf(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Whole years between a `yyyy-MM-dd` birth date and a Kampala date. */
export function ageOn(birthDate: string, on: string = kampalaDate()): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = on.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

// Users as the auth service sees them. Rows never leave this file: callers get UserRecord or UserProfile.
import { randomUUID } from 'node:crypto';
import type { Selectable, Updateable } from 'kysely';
import type { AvailabilityEntry, UserProfile, UserType } from '@musawo/shared/contracts';
import { isLanguage, type Language, WEEK_DAYS } from '@musawo/shared/contracts';
import type { Db } from '../db/create-db';
import type { DoctorVisitModesColumn, UsersTable } from '../db/schema';
import { availabilityVersion } from '../directory/availability-repo';
import { displayRating } from '../directory/doctor-view';
import { offeredModes } from '../directory/doctors-repo';
import { contentVersion } from '../lib/content-version';
import { termsToAccept } from '../privacy/consents';

export interface UserRecord {
  id: string;
  userType: UserType;
  name: string;
  email: string;
  phone: string;
  passwordHash: string;
  dateOfBirth: string | null;
  gender: string | null;
  address: string | null;
  imageUrl: string | null;
  currency: string;
  emailVerifiedAt: string | null;
  notifySms: boolean;
  notifyEmail: boolean;
  language: Language;
  tokensValidAfter: string | null;
}

function toRecord(row: Selectable<UsersTable>): UserRecord {
  return {
    id: row.id,
    userType: row.user_type,
    name: row.name,
    email: row.email,
    phone: row.phone_number,
    passwordHash: row.password_hash,
    dateOfBirth: row.date_of_birth,
    gender: row.gender,
    address: row.address,
    imageUrl: row.image_url,
    currency: row.currency,
    emailVerifiedAt: row.email_verified_at,
    notifySms: row.notify_sms === 1,
    notifyEmail: row.notify_email === 1,
    language: isLanguage(row.language) ? row.language : 'en',
    tokensValidAfter: row.tokens_valid_after,
  };
}

export async function findUserById(db: Db, id: string): Promise<UserRecord | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | undefined> {
  const row = await db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
  return row && toRecord(row);
}

export async function findUserByPhone(db: Db, phone: string): Promise<UserRecord | undefined> {
  const row = await db.selectFrom('users').selectAll().where('phone_number', '=', phone).executeTakeFirst();
  return row && toRecord(row);
}

export interface NewUser {
  userType: UserType;
  name: string;
  email: string;
  phone: string;
  passwordHash: string;
  dateOfBirth: string | null;
  gender: string | null;
  address?: string | null;
  externalPatientId?: string | null;
  emailVerifiedAt?: string | null;
  phoneVerifiedAt?: string | null;
  language?: Language;
  /** false for an account whose address can receive no mail (a USSD account's, ADR 204). */
  notifyEmail?: boolean;
}

export async function insertUser(db: Db, user: NewUser, now: Date): Promise<string> {
  const id = randomUUID();
  const at = now.toISOString();
  await db
    .insertInto('users')
    .values({
      id,
      user_type: user.userType,
      name: user.name,
      email: user.email.toLowerCase(),
      phone_number: user.phone,
      password_hash: user.passwordHash,
      date_of_birth: user.dateOfBirth,
      gender: user.gender,
      address: user.address ?? null,
      image_url: null,
      currency: 'UGX',
      email_verified_at: user.emailVerifiedAt ?? null,
      phone_verified_at: user.phoneVerifiedAt ?? null,
      external_patient_id: user.externalPatientId ?? null,
      tokens_valid_after: null,
      last_login_at: null,
      ...(user.language === undefined ? {} : { language: user.language }),
      ...(user.notifyEmail === false ? { notify_email: 0 } : {}),
      created_at: at,
      updated_at: at,
    })
    .execute();
  return id;
}

/** A new password hash. A reset also ends every older access token (`tokensValidAfter`) and may prove the email. */
export async function setPasswordHash(db: Db, userId: string, hash: string, now: Date, reset?: { tokensValidAfter: string; emailVerifiedAt: string }): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: hash, updated_at: now.toISOString(), ...(reset === undefined ? {} : { tokens_valid_after: reset.tokensValidAfter, email_verified_at: reset.emailVerifiedAt }) })
    .where('id', '=', userId)
    .execute();
}

export async function recordLogin(db: Db, userId: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ last_login_at: now.toISOString() }).where('id', '=', userId).execute();
}

/** The first proof of the phone counts; a later one changes nothing. */
export async function markPhoneVerified(db: Db, userId: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ phone_verified_at: now.toISOString() }).where('id', '=', userId).where('phone_verified_at', 'is', null).execute();
}

/** The first proof of the email counts; verifying twice changes nothing. */
export async function markEmailVerified(db: Db, userId: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ email_verified_at: now.toISOString(), updated_at: now.toISOString() }).where('id', '=', userId).where('email_verified_at', 'is', null).execute();
}

/** What the profile form may change; a field left out keeps its value. */
export interface ProfileChanges {
  name?: string;
  /** A new number, with when its code was entered. */
  phone?: { number: string; verifiedAt: string };
  dateOfBirth?: string | null;
  gender?: string | null;
  address?: string | null;
  notifySms?: boolean;
  notifyEmail?: boolean;
  language?: Language;
}

export async function updateProfile(db: Db, userId: string, changes: ProfileChanges, now: Date): Promise<void> {
  const set: Updateable<UsersTable> = { updated_at: now.toISOString() };
  if (changes.name !== undefined) set.name = changes.name;
  if (changes.phone !== undefined) {
    set.phone_number = changes.phone.number;
    set.phone_verified_at = changes.phone.verifiedAt;
  }
  if (changes.dateOfBirth !== undefined) set.date_of_birth = changes.dateOfBirth;
  if (changes.gender !== undefined) set.gender = changes.gender;
  if (changes.address !== undefined) set.address = changes.address;
  if (changes.notifySms !== undefined) set.notify_sms = changes.notifySms ? 1 : 0;
  if (changes.notifyEmail !== undefined) set.notify_email = changes.notifyEmail ? 1 : 0;
  if (changes.language !== undefined) set.language = changes.language;
  await db.updateTable('users').set(set).where('id', '=', userId).execute();
}

/** A doctor's fee (whole UGX) and years of experience; the directory profile is created on the first save. */
export async function saveDoctorFigures(db: Db, userId: string, figures: { fee?: number; experience?: number; visitModes?: DoctorVisitModesColumn }, now: Date): Promise<void> {
  const at = now.toISOString();
  const doctor = await db.selectFrom('doctor_profiles').select('user_id').where('user_id', '=', userId).executeTakeFirst();
  if (doctor === undefined) {
    await db
      .insertInto('doctor_profiles')
      .values({ user_id: userId, specialty_name: null, city: null, consultation_fee: figures.fee ?? 0, experience_years: figures.experience ?? 0, visit_modes: figures.visitModes ?? 'both', created_at: at, updated_at: at })
      .execute();
    return;
  }
  await db
    .updateTable('doctor_profiles')
    .set({ ...(figures.fee === undefined ? {} : { consultation_fee: figures.fee }), ...(figures.experience === undefined ? {} : { experience_years: figures.experience }), ...(figures.visitModes === undefined ? {} : { visit_modes: figures.visitModes }), updated_at: at })
    .where('user_id', '=', userId)
    .execute();
}

/** True when a unique index refused the write (both engines word it differently). */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { code?: unknown; message?: unknown };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || (typeof e.message === 'string' && /UNIQUE constraint failed/.test(e.message));
}

/** Which unique field an insert/update collided on, from the engine's message. */
export function uniqueViolationField(err: unknown): 'email' | 'phone_number' | undefined {
  const text = typeof err === 'object' && err !== null ? `${String((err as { message?: unknown }).message)} ${String((err as { constraint?: unknown }).constraint)}` : '';
  if (/email/.test(text)) return 'email';
  if (/phone_number/.test(text)) return 'phone_number';
  return undefined;
}

interface SlotJson {
  id?: string;
  start: string;
  end: string;
}

async function availabilityOf(db: Db, doctorId: string): Promise<AvailabilityEntry[]> {
  const rows = await db.selectFrom('doctor_availability').select(['id', 'doctor_id', 'day', 'slots']).where('doctor_id', '=', doctorId).execute();
  const order = (day: string) => (WEEK_DAYS as readonly string[]).indexOf(day);
  return rows
    .filter((r) => order(r.day) >= 0)
    .sort((a, b) => order(a.day) - order(b.day))
    .map((r) => ({
      id: r.id,
      doctor: r.doctor_id,
      day: r.day as AvailabilityEntry['day'],
      slots: (JSON.parse(r.slots) as SlotJson[]).map((s) => ({ ...(s.id === undefined ? {} : { id: s.id }), start: s.start, end: s.end })),
    }))
    .map((e) => ({ ...e, version: availabilityVersion(e.day, e.slots) }));
}

/** The version of what the profile form edits: any change to one of these fields gives a new one. */
export function profileVersion(p: UserProfile): string {
  return contentVersion([p.name, p.phone_number, p.date_of_birth ?? null, p.gender ?? null, p.address?.address ?? null, p.consultation_fee ?? null, p.experience ?? null]);
}

/** The profile of spec §3 ("User profile"), with the doctor-only fields for doctors. */
export async function toProfile(db: Db, user: UserRecord): Promise<UserProfile> {
  const profile: UserProfile = {
    id: user.id,
    name: user.name,
    email: user.email,
    phone_number: user.phone,
    date_of_birth: user.dateOfBirth,
    gender: user.gender,
    address: user.address === null ? null : { address: user.address },
    imageUrl: user.imageUrl,
    userType: user.userType,
    isEmailVerified: user.emailVerifiedAt !== null,
    currency: user.currency,
    notifySms: user.notifySms,
    notifyEmail: user.notifyEmail,
    language: user.language,
  };
  if (user.userType === 'doctor') {
    const doctor = await db
      .selectFrom('doctor_profiles')
      .select(['consultation_fee', 'experience_years', 'rating', 'review_count', 'visit_modes'])
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    profile.visitModes = offeredModes(doctor?.visit_modes ?? 'both');
    profile.consultation_fee = doctor?.consultation_fee ?? 0;
    profile.experience = doctor?.experience_years ?? 0;
    // The same rating the directory shows: one decimal, or 'New' without reviews (spec §3).
    profile.rating = displayRating(doctor?.rating ?? 0, doctor?.review_count ?? 0);
    profile.availability = await availabilityOf(db, user.id);
  }
  profile.version = profileVersion(profile);
  // After the version: accepting the terms does not make an open profile form stale. Operators are staff, bound by
  // their own agreement with Musawo, not by the users' terms (ADR 111).
  const terms = user.userType === 'operator' ? undefined : await termsToAccept(db, user.id);
  if (terms !== undefined) profile.termsToAccept = terms;
  return profile;
}

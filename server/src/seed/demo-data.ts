// The demo accounts of DESIGN §6, seeded into an empty database so `npm start` has someone to sign in as.
// Other services add their demo data through `demoDataHooks` (the wallet credits the patient's 500,000 UGX,
// the directory adds specialties and doctors) instead of editing this file's inserts.
import { randomUUID } from 'node:crypto';
import { DEFAULT_SLOT, TERMS_VERSION } from '@musawo/shared/contracts';
import type { PasswordHasher } from '../auth/passwords';
import { insertUser } from '../auth/users-repo';
import type { Db } from '../db/create-db';
import { directoryDemoHook } from './directory-seed';
import { appointmentsDemoHook } from './appointments-seed';
import { operatorDemoHook } from './operator-seed';
import { recordTermsAccepted } from '../privacy/consents';

export const DEMO_PATIENT = {
  email: 'patient@musawo.test',
  phone: '+256700000001',
  password: 'Patient#2026',
  name: 'Grace Nambi',
  dateOfBirth: '1994-03-15',
  gender: 'female',
  address: 'Ntinda, Kampala',
  /** Credited by the wallet service's hook. */
  walletBalanceUgx: 500_000,
} as const;

export const DEMO_DOCTOR = {
  email: 'doctor@musawo.test',
  phone: '+256700000002',
  password: 'Doctor#2026',
  name: 'Dr. David Okello',
  dateOfBirth: '1982-07-02',
  gender: 'male',
  address: 'Kampala Road, Kampala',
  specialty: 'General Practice',
  city: 'Kampala',
  consultationFeeUgx: 50_000,
  experienceYears: 9,
  languages: ['English', 'Luganda'],
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  slot: DEFAULT_SLOT,
} as const;

export interface DemoAccounts {
  patientId: string;
  doctorId: string;
}

interface SeedLogger {
  info(obj: object, msg?: string): void;
}

export interface SeedContext {
  db: Db;
  now: () => Date;
  passwords: PasswordHasher;
  log: SeedLogger;
}

export interface DemoDataHook {
  name: string;
  run(ctx: SeedContext, accounts: DemoAccounts): Promise<void>;
}

/** Runs after the demo accounts exist, in order. Services append theirs here. */
const demoDataHooks: DemoDataHook[] = [directoryDemoHook, appointmentsDemoHook, operatorDemoHook];

async function insertDemoAccounts(ctx: SeedContext): Promise<DemoAccounts> {
  // Hash first: argon2 is slow and must not hold the write transaction.
  const [patientHash, doctorHash] = await Promise.all([ctx.passwords.hash(DEMO_PATIENT.password), ctx.passwords.hash(DEMO_DOCTOR.password)]);
  const now = ctx.now();
  const at = now.toISOString();
  return ctx.db.transaction().execute(async (trx) => {
    const patientId = await insertUser(
      trx,
      {
        userType: 'patient',
        name: DEMO_PATIENT.name,
        email: DEMO_PATIENT.email,
        phone: DEMO_PATIENT.phone,
        passwordHash: patientHash,
        dateOfBirth: DEMO_PATIENT.dateOfBirth,
        gender: DEMO_PATIENT.gender,
        address: DEMO_PATIENT.address,
        emailVerifiedAt: at,
        phoneVerifiedAt: at,
      },
      now,
    );
    const doctorId = await insertUser(
      trx,
      {
        userType: 'doctor',
        name: DEMO_DOCTOR.name,
        email: DEMO_DOCTOR.email,
        phone: DEMO_DOCTOR.phone,
        passwordHash: doctorHash,
        dateOfBirth: DEMO_DOCTOR.dateOfBirth,
        gender: DEMO_DOCTOR.gender,
        address: DEMO_DOCTOR.address,
        emailVerifiedAt: at,
        phoneVerifiedAt: at,
      },
      now,
    );
    // The demo accounts accepted the notice and terms in force when they were made (ADR 111).
    for (const id of [patientId, doctorId]) await recordTermsAccepted(trx, id, TERMS_VERSION, 'sign-up', now);
    await trx
      .insertInto('doctor_profiles')
      .values({
        user_id: doctorId,
        specialty_name: DEMO_DOCTOR.specialty,
        city: DEMO_DOCTOR.city,
        consultation_fee: DEMO_DOCTOR.consultationFeeUgx,
        experience_years: DEMO_DOCTOR.experienceYears,
        languages: JSON.stringify(DEMO_DOCTOR.languages),
        created_at: at,
        updated_at: at,
      })
      .execute();
    await trx
      .insertInto('doctor_availability')
      .values(
        DEMO_DOCTOR.days.map((day) => ({
          id: randomUUID(),
          doctor_id: doctorId,
          day,
          slots: JSON.stringify([{ id: randomUUID(), start: DEMO_DOCTOR.slot.start, end: DEMO_DOCTOR.slot.end }]),
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
    return { patientId, doctorId };
  });
}

/** Seeds only when there are no users at all, so it never touches real data. Returns whether it seeded. */
export async function seedDemoDataIfEmpty(ctx: SeedContext): Promise<boolean> {
  const existing = await ctx.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing !== undefined) return false;
  const accounts = await insertDemoAccounts(ctx);
  for (const hook of demoDataHooks) {
    await hook.run(ctx, accounts);
    ctx.log.info({ hook: hook.name }, 'demo data hook ran');
  }
  ctx.log.info({ patient: DEMO_PATIENT.email, doctor: DEMO_DOCTOR.email }, 'seeded the demo accounts');
  return true;
}

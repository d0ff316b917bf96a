import { sql } from 'kysely';
import { describeEngines } from '../../test/engines';
import { DEMO_DOCTOR, DEMO_PATIENT, seedDemoDataIfEmpty } from '../seed/demo-data';
import { migrateToLatest } from './migrate';

describeEngines('the database layer', (h) => {
  it('is idempotent to migrate twice', async () => {
    expect((await migrateToLatest(h().db)).applied).toEqual([]);
  });

  it('returns the same JS types from both engines (numbers for bigint and count, text for timestamps)', async () => {
    const { rows } = await sql<{ big: unknown; n: unknown; at: unknown }>`select cast(9007199254740991 as bigint) as big, count(*) as n, ${'2026-01-01T00:00:00.000Z'} as at from users`.execute(h().db);
    expect(rows[0]).toEqual({ big: 9_007_199_254_740_991, n: expect.any(Number) as unknown, at: '2026-01-01T00:00:00.000Z' });
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      h().db.transaction().execute(async (trx) => {
        await trx.insertInto('outbox_messages').values({ id: 'tx-1', channel: 'sms', recipient: 'x', subject: null, body: 'b', created_at: 'now' }).execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await h().db.selectFrom('outbox_messages').select('id').where('id', '=', 'tx-1').executeTakeFirst()).toBeUndefined();
  });

  it('seeds the demo accounts into an empty database, once', async () => {
    const ctx = { db: h().db, now: h().clock, passwords: h().app.services.passwords, log: { info: () => undefined } };
    expect(await seedDemoDataIfEmpty(ctx)).toBe(true);
    expect(await seedDemoDataIfEmpty(ctx)).toBe(false);
    // Other services' demo data (the directory's doctors) joins through demoDataHooks; these two are the accounts.
    const users = await h().db.selectFrom('users').select(['email', 'phone_number', 'user_type']).where('email', 'in', [DEMO_DOCTOR.email, DEMO_PATIENT.email]).orderBy('email').execute();
    expect(users).toEqual([
      { email: DEMO_DOCTOR.email, phone_number: DEMO_DOCTOR.phone, user_type: 'doctor' },
      { email: DEMO_PATIENT.email, phone_number: DEMO_PATIENT.phone, user_type: 'patient' },
    ]);
    const doctor = await h().db.selectFrom('users').select('id').where('email', '=', DEMO_DOCTOR.email).executeTakeFirstOrThrow();
    const days = await h().db.selectFrom('doctor_availability').select('day').where('doctor_id', '=', doctor.id).execute();
    expect(days.map((d) => d.day).sort()).toEqual([...DEMO_DOCTOR.days].sort());
    const profile = await h().db.selectFrom('doctor_profiles').select(['consultation_fee', 'specialty_name']).where('user_id', '=', doctor.id).executeTakeFirstOrThrow();
    expect(profile).toEqual({ consultation_fee: DEMO_DOCTOR.consultationFeeUgx, specialty_name: 'General Practice' });
  });
});

import { describeEngines } from '../../../test/engines';
import { createDoctor, signUp, uniquePhone, verifyPhoneForSignUp } from '../../../test/auth-helpers';
import { DEMO_DOCTOR, seedDemoDataIfEmpty } from '../../seed/demo-data';

describeEngines('profile', (h) => {
  beforeAll(async () => {
    // The demo doctor, seeded while the database is still empty.
    await seedDemoDataIfEmpty({ db: h().db, now: h().clock, passwords: h().app.services.passwords, log: { info: () => undefined } });
  });

  const doctorToken = async () => {
    const doctor = await createDoctor(h());
    const res = await h().ok('auth', 'login', { emailOrPhone: doctor.email, password: doctor.password });
    return res.tokens?.access.token ?? '';
  };

  it('returns the profile; doctors also get fee, experience, rating and availability', async () => {
    const { tokens, user } = await signUp(h());
    const patient = await h().ok('auth', 'getUserProfile', {}, { token: tokens.access.token });
    expect(patient).toMatchObject({ success: true, result: { id: user.id, userType: 'patient', notifySms: true, notifyEmail: true } });
    expect(patient.result.consultation_fee).toBeUndefined();

    const login = await h().ok('auth', 'login', { emailOrPhone: DEMO_DOCTOR.email, password: DEMO_DOCTOR.password });
    const doctor = await h().ok('auth', 'getUserProfile', {}, { token: login.tokens?.access.token ?? '' });
    expect(doctor.result).toMatchObject({ userType: 'doctor', consultation_fee: 50_000, experience: 9, isEmailVerified: true });
    // The demo doctor is seeded with reviews, so the rating is a number with one decimal.
    expect(String(doctor.result.rating)).toMatch(/^\d(\.\d)?$/);
    expect(doctor.result.availability?.map((a) => a.day)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(doctor.result.availability?.[0]?.slots[0]).toMatchObject({ start: '09:00', end: '17:00' });
  });

  it("shows a reviewed doctor's rating with one decimal, as the directory does", async () => {
    const doctor = await createDoctor(h());
    const at = h().clock().toISOString();
    await h()
      .db.insertInto('doctor_profiles')
      .values({ user_id: doctor.id, specialty_name: 'Cardiology', city: 'Kampala', consultation_fee: 80_000, experience_years: 12, languages: '["English"]', rating_sum: 30, review_count: 7, rating: 30 / 7, created_at: at, updated_at: at })
      .execute();
    const login = await h().ok('auth', 'login', { emailOrPhone: doctor.email, password: doctor.password });
    const me = await h().ok('auth', 'getUserProfile', {}, { token: login.tokens?.access.token ?? '' });
    expect(me.result.rating).toBe(4.3);
  });

  it('updates the personal fields and the notification preferences', async () => {
    const { tokens, email } = await signUp(h());
    const res = await h().ok(
      'auth',
      'updateUserProfile',
      { name: 'Aisha N. Kato', email: email.toUpperCase(), dateOfBirth: '1991-01-31', gender: 'Female', address: ' Plot 12, Jinja Road ', notifySms: false, notifyEmail: true, consultationFee: '', experience: '' },
      { token: tokens.access.token },
    );
    expect(res).toMatchObject({ success: true, message: 'Profile updated successfully' });
    expect(res.result).toMatchObject({ name: 'Aisha N. Kato', date_of_birth: '1991-01-31', gender: 'female', address: { address: 'Plot 12, Jinja Road' }, notifySms: false, notifyEmail: true });
  });

  it('refuses to overwrite a newer change: a save based on an older version answers 409 STALE_PROFILE and changes nothing', async () => {
    const { tokens } = await signUp(h());
    const auth = { token: tokens.access.token };
    const before = (await h().ok('auth', 'getUserProfile', {}, auth)).result;
    expect(before.version).toEqual(expect.any(String));
    // Another device changes the address.
    const other = await h().ok('auth', 'updateUserProfile', { address: 'Plot 4, Gulu Road', version: before.version }, auth);
    expect(other.result?.address).toEqual({ address: 'Plot 4, Gulu Road' });
    expect(other.result?.version).not.toBe(before.version);
    // This device still holds the old profile and saves it back.
    const stale = await h().call('auth', 'updateUserProfile', { name: before.name, address: 'Plot 12, Jinja Road', version: before.version }, auth);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'STALE_PROFILE', message: expect.stringMatching(/changed on another device/) });
    const now = (await h().ok('auth', 'getUserProfile', {}, auth)).result;
    expect(now.address).toEqual({ address: 'Plot 4, Gulu Road' });
    // Based on the fresh version, the save goes through; without a version (other screens) nothing is checked.
    expect((await h().ok('auth', 'updateUserProfile', { address: 'Plot 12, Jinja Road', version: now.version }, auth)).result?.address).toEqual({ address: 'Plot 12, Jinja Road' });
    expect((await h().call('auth', 'updateUserProfile', { notifySms: false }, auth)).status).toBe(200);
  });

  it('refuses to change the email', async () => {
    const { tokens } = await signUp(h());
    const res = await h().call('auth', 'updateUserProfile', { email: 'new@example.ug' }, { token: tokens.access.token });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'email', message: 'Email cannot be changed.' });
  });

  it('changes the phone only to a number whose code was entered; a taken one never gets that far', async () => {
    const a = await signUp(h());
    const b = await signUp(h());
    const taken = await h().call('auth', 'updateUserProfile', { phoneNumber: b.phone }, { token: a.tokens.access.token });
    expect(taken.body).toMatchObject({ code: 'PHONE_NOT_VERIFIED', field: 'phoneNumber' });
    // Issue 31.7: a stranger's free number cannot be taken without its code; with it, it can.
    const fresh = uniquePhone();
    const unverified = await h().call('auth', 'updateUserProfile', { phoneNumber: fresh }, { token: a.tokens.access.token });
    expect(unverified.body).toMatchObject({ code: 'PHONE_NOT_VERIFIED', field: 'phoneNumber' });
    expect((await h().ok('auth', 'getUserProfile', {}, { token: a.tokens.access.token })).result.phone_number).toBe(a.phone);
    await verifyPhoneForSignUp(h(), fresh);
    const changed = await h().ok('auth', 'updateUserProfile', { phoneNumber: fresh }, { token: a.tokens.access.token });
    expect(changed.result?.phone_number).toBe(fresh);
    // One verification, one change.
    const again = await h().call('auth', 'updateUserProfile', { phoneNumber: a.phone }, { token: a.tokens.access.token });
    expect(again.body.code).toBe('PHONE_NOT_VERIFIED');
    const bad = await h().call('auth', 'updateUserProfile', { phoneNumber: '+256 41 4 123456' }, { token: a.tokens.access.token });
    expect(bad.status).toBe(400);
    const same = await h().ok('auth', 'updateUserProfile', { phoneNumber: `0${fresh.slice(4)}` }, { token: a.tokens.access.token });
    expect(same.result?.phone_number).toBe(fresh);
  });

  it('refuses an under-18 date of birth', async () => {
    const { tokens } = await signUp(h());
    const res = await h().call('auth', 'updateUserProfile', { dateOfBirth: `${h().clock().getUTCFullYear() - 10}-06-01` }, { token: tokens.access.token });
    expect(res.body).toMatchObject({ code: 'UNDER_AGE', field: 'dateOfBirth' });
  });

  it('parses a doctor\'s fee as a decimal and experience as a whole number', async () => {
    const token = await doctorToken();
    const res = await h().ok('auth', 'updateUserProfile', { consultationFee: '75,000.50', experience: '12' }, { token });
    expect(res.result).toMatchObject({ consultation_fee: 75_001, experience: 12 });
    const numeric = await h().ok('auth', 'updateUserProfile', { consultationFee: 60000, experience: 13 }, { token });
    expect(numeric.result).toMatchObject({ consultation_fee: 60_000, experience: 13 });
    for (const [field, value] of [['consultationFee', 'lots'], ['consultationFee', -5], ['experience', '5.5'], ['experience', 'ten']] as const) {
      const bad = await h().call('auth', 'updateUserProfile', { [field]: value }, { token });
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe(field);
    }
  });

  it('refuses doctor-only fields from a patient (403)', async () => {
    const { tokens } = await signUp(h());
    const fee = await h().call('auth', 'updateUserProfile', { consultationFee: '20000' }, { token: tokens.access.token });
    expect(fee.status).toBe(403);
    expect(fee.body).toMatchObject({ field: 'consultationFee', message: 'Only doctors have a consultation fee.' });
    expect((await h().call('auth', 'updateUserProfile', { experience: 3 }, { token: tokens.access.token })).status).toBe(403);
  });
});

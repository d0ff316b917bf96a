import { describeEngines } from '../../../test/engines';
import { createDoctor, PASSWORD, signUp } from '../../../test/auth-helpers';

describeEngines(
  'sign-in and sessions',
  (h) => {
    it('signs in with the email (any case) or the phone (any format) and the password', async () => {
      const { user, email, phone } = await signUp(h());
      for (const emailOrPhone of [email.toUpperCase(), phone, `0${phone.slice(4)}`, phone.replace(/(\d{3})(\d{3})$/, ' $1 $2')]) {
        const res = await h().ok('auth', 'login', { emailOrPhone, password: PASSWORD, device: { deviceId: 'dev-1', deviceName: 'Tecno Spark', deviceType: 'mobile', deviceOS: 'Android' } });
        expect(res).toMatchObject({ success: true, message: 'Signed in successfully', user: { id: user.id, email } });
        expect(res.tokens?.access.expires).toEqual(expect.any(String));
      }
      const row = await h().db.selectFrom('refresh_tokens').select(['device_name', 'device_os']).where('user_id', '=', user.id).where('device_id', '=', 'dev-1').executeTakeFirstOrThrow();
      expect(row).toEqual({ device_name: 'Tecno Spark', device_os: 'Android' });
    });

    it('answers 401 INVALID_CREDENTIALS, "Invalid credentials", to a wrong password and to an unknown user alike', async () => {
      const { email } = await signUp(h());
      for (const input of [
        { emailOrPhone: email, password: 'Wrong#2026' },
        { emailOrPhone: 'nobody@example.ug', password: PASSWORD },
        { emailOrPhone: '+256709999999', password: PASSWORD },
        { emailOrPhone: 'not a phone', password: PASSWORD },
      ]) {
        const res = await h().call('auth', 'login', input);
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ success: false, code: 'INVALID_CREDENTIALS', message: 'Invalid credentials', error: 'Invalid credentials' });
      }
    });

    it('does not count successful sign-ins against the account', async () => {
      const { email } = await signUp(h());
      for (let i = 0; i < 15; i++) expect((await h().call('auth', 'login', { emailOrPhone: email, password: PASSWORD })).status).toBe(200);
    });

    it('stops guessing on one account after 10 failures in 15 minutes, from any address', async () => {
      const { email } = await signUp(h());
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await h().call('auth', 'login', { emailOrPhone: email, password: `Wrong#${i}` })).status);
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
      const right = await h().call('auth', 'login', { emailOrPhone: email, password: PASSWORD });
      expect(right.status).toBe(429);
      expect(right.body.message).toBe("For your account's safety, sign-in is paused after several wrong passwords. Please wait 15 minutes and try again.");
    });

    it('answers 401 UNAUTHENTICATED without a token and 401 TOKEN_EXPIRED with an expired one', async () => {
      const { tokens } = await signUp(h());
      const none = await h().call('auth', 'getUserProfile');
      expect(none.status).toBe(401);
      expect(none.body).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue.' });
      const garbage = await h().call('auth', 'getUserProfile', {}, { token: 'not.a.jwt' });
      expect(garbage.body.code).toBe('UNAUTHENTICATED');
      h().clock.advance(16 * 60_000);
      const expired = await h().call('auth', 'getUserProfile', {}, { token: tokens.access.token });
      expect(expired.status).toBe(401);
      expect(expired.body).toMatchObject({ code: 'TOKEN_EXPIRED', message: 'Your session has expired. Please sign in again.' });
      // A public action ignores a stale token instead of refusing the visitor.
      expect((await h().call('system', 'health', {}, { token: tokens.access.token })).status).toBe(200);
    });

    it('refuses a token signed with another key', async () => {
      const { tokens } = await signUp(h());
      const [header, payload] = tokens.access.token.split('.');
      const forged = `${header}.${payload}.${Buffer.from('forged-signature').toString('base64url')}`;
      expect((await h().call('auth', 'getUserProfile', {}, { token: forged })).body.code).toBe('UNAUTHENTICATED');
    });

    it('rotates the refresh token: the new pair works, the old refresh token is spent', async () => {
      const { tokens, user } = await signUp(h());
      h().clock.advance(60_000);
      const next = await h().ok('auth', 'refreshTokens', { refreshToken: tokens.refresh.token });
      expect(next.user.id).toBe(user.id);
      expect(next.tokens.refresh.token).not.toBe(tokens.refresh.token);
      expect(next.tokens.access.token).not.toBe(tokens.access.token);
      expect((await h().call('auth', 'getUserProfile', {}, { token: next.tokens.access.token })).status).toBe(200);
    });

    it('when a spent refresh token is used again, revokes the whole family', async () => {
      const { tokens } = await signUp(h());
      const second = await h().ok('auth', 'refreshTokens', { refreshToken: tokens.refresh.token });
      const replay = await h().call('auth', 'refreshTokens', { refreshToken: tokens.refresh.token });
      expect(replay.status).toBe(401);
      expect(replay.body).toMatchObject({ code: 'REFRESH_TOKEN_REUSED', message: 'Your session has ended. Please sign in again.' });
      // The legitimate holder's newer token dies with it.
      const victim = await h().call('auth', 'refreshTokens', { refreshToken: second.tokens.refresh.token });
      expect(victim.status).toBe(401);
    });

    it('refuses unknown and expired refresh tokens', async () => {
      expect((await h().call('auth', 'refreshTokens', { refreshToken: 'made-up' })).body.code).toBe('INVALID_REFRESH_TOKEN');
      const { tokens } = await signUp(h());
      h().clock.advance(31 * 24 * 3600_000);
      expect((await h().call('auth', 'refreshTokens', { refreshToken: tokens.refresh.token })).status).toBe(401);
    });

    it('logout revokes the refresh token; logging out twice or with nothing is fine', async () => {
      const { tokens } = await signUp(h());
      const out = await h().ok('auth', 'logout', { refreshToken: tokens.refresh.token });
      expect(out).toMatchObject({ success: true, message: 'You have been logged out successfully' });
      expect((await h().call('auth', 'refreshTokens', { refreshToken: tokens.refresh.token })).status).toBe(401);
      expect((await h().call('auth', 'logout', { refreshToken: tokens.refresh.token })).status).toBe(200);
      expect((await h().call('auth', 'logout', { refreshToken: '' })).status).toBe(200);
    });

    it('keeps patients out of doctor actions and doctors out of patient actions (403)', async () => {
      const patient = await signUp(h());
      const doctor = await createDoctor(h());
      const doctorLogin = await h().ok('auth', 'login', { emailOrPhone: doctor.email, password: doctor.password });
      const doctorToken = doctorLogin.tokens?.access.token ?? '';
      expect((await h().call('doctor', 'queryPatients', {}, { token: doctorToken })).status).toBe(200);
      const asPatient = await h().call('doctor', 'queryPatients', {}, { token: patient.tokens.access.token });
      expect(asPatient.status).toBe(403);
      expect(asPatient.body).toMatchObject({ code: 'FORBIDDEN', message: 'Only doctors can do this.' });
      const asDoctor = await h().call('Reviews', 'createReview', { appointmentId: 'a', rating: 5, reviewText: 'Great' }, { token: doctorToken });
      expect(asDoctor.status).toBe(403);
      // Auth comes before input: an anonymous caller gets 401, not a schema lesson.
      expect((await h().call('Reviews', 'createReview', { rating: 'x' })).status).toBe(401);
    });
  },
);

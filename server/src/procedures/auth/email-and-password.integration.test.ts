import { describeEngines } from '../../../test/engines';
import { latestCode, latestLink, PASSWORD, signUp, uniqueEmail } from '../../../test/auth-helpers';

const STRONG = 'NewPass#2027';

describeEngines('email verification and passwords', (h) => {
  describe('verifyEmail', () => {
    it('verifies the email from the emailed link (reloading the page is fine)', async () => {
      const { email, tokens } = await signUp(h());
      const link = await latestLink(h(), email, '/verify-email');
      expect(link.origin).toBe(h().config.publicUrl);
      const token = link.searchParams.get('token') ?? '';
      expect(await h().ok('auth', 'verifyEmail', { token, actionType: 'verify-email' })).toMatchObject({ success: true, message: 'Email verified successfully' });
      expect(await h().ok('auth', 'verifyEmail', { token, actionType: 'verify-email' })).toMatchObject({ success: true });
      const profile = await h().ok('auth', 'getUserProfile', {}, { token: tokens.access.token });
      expect(profile.result.isEmailVerified).toBe(true);
    });

    it('verifies the email with the 4-digit code from the same email', async () => {
      const { email, tokens } = await signUp(h());
      const code = await latestCode(h(), email);
      const wrong = await h().call('auth', 'verifyEmail', { email, otp: code === '0000' ? '1111' : '0000' });
      expect(wrong.body).toMatchObject({ code: 'INVALID_OTP', message: 'Invalid OTP', field: 'otp' });
      await h().ok('auth', 'verifyEmail', { email, otp: code, name: 'ignored', password: 'ignored' });
      expect((await h().ok('auth', 'getUserProfile', {}, { token: tokens.access.token })).result.isEmailVerified).toBe(true);
      expect((await h().call('auth', 'verifyEmail', { email, otp: code })).status).toBe(400);
      expect((await h().call('auth', 'verifyEmail', { email: uniqueEmail(), otp: '1234' })).body.message).toBe('Invalid OTP');
    });

    it('refuses a tampered, expired or outdated link', async () => {
      const { email } = await signUp(h());
      const token = (await latestLink(h(), email, '/verify-email')).searchParams.get('token') ?? '';
      const tampered = await h().call('auth', 'verifyEmail', { token: `${token.slice(0, -2)}xx`, actionType: 'verify-email' });
      expect(tampered.body).toMatchObject({ code: 'INVALID_TOKEN' });
      h().clock.advance(3 * 24 * 3600_000);
      const expired = await h().call('auth', 'verifyEmail', { token, actionType: 'verify-email' });
      expect(expired.status).toBe(400);
      expect(expired.body).toMatchObject({ code: 'LINK_EXPIRED', message: 'This verification link has expired. Please request a new one from your profile.' });
      // A reset token is not a verification token.
      await h().ok('auth', 'sendPasswordResetEmail', { email });
      const resetToken = (await latestLink(h(), email, '/reset-password')).searchParams.get('token') ?? '';
      expect((await h().call('auth', 'verifyEmail', { token: resetToken, actionType: 'verify-email' })).body.code).toBe('INVALID_TOKEN');
    });

    it('explains which form it expected when the input matches neither', async () => {
      const res = await h().call('auth', 'verifyEmail', { token: 'abc' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: 'actionType' });
    });
  });

  describe('sendVerificationEmail', () => {
    it('sends a new link and code to an unverified email, and refuses once verified', async () => {
      const { email, tokens } = await signUp(h());
      h().clock.advance(31_000);
      const sent = await h().ok('auth', 'sendVerificationEmail', { email }, { token: tokens.access.token });
      expect(sent).toMatchObject({ success: true, message: 'Verification Email Sent' });
      const code = await latestCode(h(), email);
      await h().ok('auth', 'verifyEmail', { email, otp: code });
      h().clock.advance(31_000);
      const again = await h().call('auth', 'sendVerificationEmail', {}, { token: tokens.access.token });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ code: 'ALREADY_VERIFIED', message: 'Your email address is already verified.' });
    });

    it('refuses another address than the account\'s and callers without a session', async () => {
      const { tokens } = await signUp(h());
      h().clock.advance(31_000);
      const other = await h().call('auth', 'sendVerificationEmail', { email: uniqueEmail() }, { token: tokens.access.token });
      expect(other.status).toBe(400);
      expect(other.body.field).toBe('email');
      expect((await h().call('auth', 'sendVerificationEmail', {})).status).toBe(401);
    });
  });

  describe('password reset', () => {
    it('gives the same answer whether or not the email has an account, and mails only real accounts', async () => {
      const { email } = await signUp(h());
      const nobody = uniqueEmail('nobody');
      const a = await h().ok('auth', 'sendPasswordResetEmail', { email });
      const b = await h().ok('auth', 'sendPasswordResetEmail', { email: nobody });
      expect(a).toEqual(b);
      await h().app.services.background.idle();
      expect((await h().outbox(nobody)).length).toBe(0);
      expect((await h().outbox(email)).some((m) => m.subject === 'Reset your Musawo password')).toBe(true);
    });

    it('resets the password with the link, once, and ends every session', async () => {
      const { email, phone, tokens } = await signUp(h());
      await h().ok('auth', 'sendPasswordResetEmail', { email });
      const link = await latestLink(h(), email, '/reset-password');
      expect(`${link.origin}${link.pathname}`).toBe(`${h().config.publicUrl}/reset-password`);
      const token = link.searchParams.get('token') ?? '';
      // The client reads the expiry from the payload (spec §5).
      const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { exp: number };
      expect(payload.exp * 1000).toBeGreaterThan(h().clock().getTime());

      h().clock.advance(2_000);
      const done = await h().ok('auth', 'resetPassword', { resetPasswordToken: token, newPassword: STRONG });
      expect(done.success).toBe(true);
      const reused = await h().call('auth', 'resetPassword', { resetPasswordToken: token, newPassword: 'Another#2028' });
      expect(reused.status).toBe(400);
      expect(reused.body).toMatchObject({ code: 'LINK_USED' });

      expect((await h().call('auth', 'getUserProfile', {}, { token: tokens.access.token })).status).toBe(401);
      expect((await h().call('auth', 'refreshTokens', { refreshToken: tokens.refresh.token })).status).toBe(401);
      expect((await h().call('auth', 'login', { emailOrPhone: phone, password: PASSWORD })).status).toBe(401);
      const fresh = await h().ok('auth', 'login', { emailOrPhone: phone, password: STRONG });
      expect(fresh.user?.isEmailVerified).toBe(true);
      expect((await h().call('auth', 'getUserProfile', {}, { token: fresh.tokens?.access.token ?? '' })).status).toBe(200);
    });

    it('refuses a weak password with "Password too weak" without spending the link', async () => {
      const { email } = await signUp(h());
      await h().ok('auth', 'sendPasswordResetEmail', { email });
      const token = (await latestLink(h(), email, '/reset-password')).searchParams.get('token') ?? '';
      for (const newPassword of ['short#1A', 'alllowercase#1', 'ALLUPPER#1', 'NoDigits#here', 'NoSpecial123', 'Ab#1']) {
        const res = await h().call('auth', 'resetPassword', { resetPasswordToken: token, newPassword });
        if (newPassword === 'short#1A') continue; // 8 characters with all four kinds: acceptable
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'WEAK_PASSWORD', message: 'Password too weak', field: 'newPassword' });
      }
      expect((await h().call('auth', 'resetPassword', { resetPasswordToken: token, newPassword: STRONG })).status).toBe(400);
    });

    it('refuses an expired link and a made-up token', async () => {
      const { email } = await signUp(h());
      await h().ok('auth', 'sendPasswordResetEmail', { email });
      const token = (await latestLink(h(), email, '/reset-password')).searchParams.get('token') ?? '';
      h().clock.advance(61 * 60_000);
      const expired = await h().call('auth', 'resetPassword', { resetPasswordToken: token, newPassword: STRONG });
      expect(expired.status).toBe(400);
      expect(expired.body).toMatchObject({ code: 'LINK_EXPIRED', message: 'Your password reset link has expired. Please request a new one.' });
      const bogus = await h().call('auth', 'resetPassword', { resetPasswordToken: 'not-a-token', newPassword: STRONG });
      expect(bogus.body).toMatchObject({ code: 'INVALID_TOKEN', message: 'Invalid reset token.' });
      const empty = await h().call('auth', 'resetPassword', { resetPasswordToken: '', newPassword: STRONG });
      expect(empty.body).toMatchObject({ field: 'resetPasswordToken', message: 'resetPasswordToken: Invalid reset token.' });
    });
  });

  describe('changePassword', () => {
    it('changes the password, keeps this session and ends the others', async () => {
      const { email, tokens } = await signUp(h());
      const other = await h().ok('auth', 'login', { emailOrPhone: email, password: PASSWORD });
      const res = await h().ok('auth', 'changePassword', { currentPassword: PASSWORD, newPassword: 'Different#1' }, { token: tokens.access.token });
      expect(res).toMatchObject({ success: true, message: 'Password updated successfully' });
      expect((await h().call('auth', 'refreshTokens', { refreshToken: tokens.refresh.token })).status).toBe(200);
      expect((await h().call('auth', 'refreshTokens', { refreshToken: other.tokens?.refresh.token ?? '' })).status).toBe(401);
      expect((await h().call('auth', 'login', { emailOrPhone: email, password: 'Different#1' })).status).toBe(200);
      await h().app.services.background.idle();
      expect((await h().outbox(email)).some((m) => m.subject === 'Your Musawo password was changed')).toBe(true);
    });

    it('answers 400 (not 401) to a wrong current password, and applies the 8-character rule', async () => {
      const { tokens, user } = await signUp(h());
      const wrong = await h().call('auth', 'changePassword', { currentPassword: 'nope-nope', newPassword: 'Different#1' }, { token: tokens.access.token });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({ code: 'WRONG_PASSWORD', field: 'currentPassword', message: 'Current password is incorrect' });
      const short = await h().call('auth', 'changePassword', { currentPassword: PASSWORD, newPassword: 'short' }, { token: tokens.access.token });
      expect(short.body).toMatchObject({ field: 'newPassword', message: 'Password must be at least 8 characters long' });
      const same = await h().call('auth', 'changePassword', { currentPassword: PASSWORD, newPassword: PASSWORD }, { token: tokens.access.token });
      expect(same.status).toBe(400);
      const someoneElse = await h().call('auth', 'changePassword', { userId: 'another-user', currentPassword: PASSWORD, newPassword: 'Different#1' }, { token: tokens.access.token });
      expect(someoneElse.status).toBe(403);
      expect((await h().call('auth', 'changePassword', { userId: user.id, currentPassword: PASSWORD, newPassword: 'Different#1' }, { token: tokens.access.token })).status).toBe(200);
    });
  });
});

import { describeEngines } from '../../../test/engines';
import { signUp, uniquePhone } from '../../../test/auth-helpers';

describeEngines('the language of a profile and of its messages (ADR 016)', (h) => {
  it('keeps the language on the profile; English until chosen', async () => {
    const { tokens } = await signUp(h());
    const token = tokens.access.token;
    expect((await h().ok('auth', 'getUserProfile', {}, { token })).result.language).toBe('en');
    const saved = await h().ok('auth', 'updateUserProfile', { language: 'lg' }, { token });
    expect(saved.result?.language).toBe('lg');
    expect((await h().ok('auth', 'getUserProfile', {}, { token })).result.language).toBe('lg');
    const refused = await h().call('auth', 'updateUserProfile', { language: 'fr' }, { token });
    expect(refused.status).toBe(400);
  });

  it('texts a sign-up code in the language the visitor reads Musawo in (the lang cookie)', async () => {
    const phone = uniquePhone();
    await h().ok('auth', 'sendOTPRegistration', { phone_number: phone }, { headers: { cookie: 'theme=dark; lang=sw' } });
    const [sms] = await h().outbox(phone);
    expect(sms?.body).toMatch(/^Nambari yako ya uthibitisho ya Musawo ni \d{4}\. Itaisha baada ya dakika 5\./);
  });
});

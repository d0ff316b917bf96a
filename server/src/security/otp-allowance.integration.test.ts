// Issue 31 (5): nobody can stop a phone number receiving codes for an hour with a few quick requests.
import { describeEngines } from '../../test/engines';
import { uniquePhone } from '../../test/auth-helpers';

describeEngines("a number's code allowance", (h) => {
  it('is not used up by quick requests refused by the resend pause', async () => {
    const phone = uniquePhone();
    const attacker = { ip: '10.66.0.1' };
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await h().call('auth', 'sendOTPRegistration', { phone_number: phone }, attacker)).status);
    expect(statuses[0]).toBe(200);
    h().clock.advance(31_000);
    expect((await h().call('auth', 'sendOTPRegistration', { phone_number: phone }, { ip: '41.210.3.3' })).status).toBe(200);
  });

  it("is not used up by one address's paced requests: the owner elsewhere still gets a code", async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 6; i++) {
      await h().call('auth', 'sendOTPRegistration', { phone_number: phone }, { ip: '10.66.0.2' });
      h().clock.advance(31_000);
    }
    expect((await h().call('auth', 'sendOTPRegistration', { phone_number: phone }, { ip: '41.210.3.4' })).status).toBe(200);
  });
});

import type { FastifyRequest } from 'fastify';
import { uniquePhone } from '../../test/auth-helpers';
import { describeEngines } from '../../test/engines';
import { ussdPost } from '../../test/ussd-helpers';
import { callbackAllowed } from './callback-token';

const TOKEN = 'u55d-callback-secret-for-tests';
const request = (query: Record<string, unknown>) => ({ query }) as unknown as FastifyRequest;

describe('callbackAllowed', () => {
  it('refuses everything in production without a configured token, and a wrong or missing token anywhere', () => {
    expect(callbackAllowed({ nodeEnv: 'production', ussdCallbackToken: undefined }, request({ token: 'anything' }))).toBe(false);
    expect(callbackAllowed({ nodeEnv: 'production', ussdCallbackToken: TOKEN }, request({}))).toBe(false);
    expect(callbackAllowed({ nodeEnv: 'production', ussdCallbackToken: TOKEN }, request({ token: `${TOKEN}x` }))).toBe(false);
    expect(callbackAllowed({ nodeEnv: 'production', ussdCallbackToken: TOKEN }, request({ token: [TOKEN] }))).toBe(false);
    expect(callbackAllowed({ nodeEnv: 'production', ussdCallbackToken: TOKEN }, request({ token: TOKEN }))).toBe(true);
    // Outside production an unset token leaves the route open (the simulator, a developer's machine).
    expect(callbackAllowed({ nodeEnv: 'development', ussdCallbackToken: undefined }, request({}))).toBe(true);
  });
});

describeEngines(
  'USSD callback token and body limit',
  (h) => {
    const form = () => ({ sessionId: `ATUid_${Math.random()}`, serviceCode: '*284*77#', phoneNumber: uniquePhone(), networkCode: '63902', text: '' });

    it('answers 403 without the token or with a wrong one, and the menu with it', async () => {
      expect((await ussdPost(h(), form())).status).toBe(403);
      expect((await ussdPost(h(), form(), '?token=wrong')).status).toBe(403);
      const ok = await ussdPost(h(), form(), `?token=${TOKEN}`);
      expect(ok.status).toBe(200);
      expect(ok.body).toMatch(/^CON Musawo\n1 Book a doctor/);
      expect(await h().db.selectFrom('ussd_sessions').select('session_id').execute()).toHaveLength(1);
    });

    it('refuses a body over 4 KB before parsing it, and says what is missing in a bad form', async () => {
      const big = await ussdPost(h(), { ...form(), text: '1*'.repeat(3_000) }, `?token=${TOKEN}`);
      expect(big.status).toBe(413);
      const bad = await ussdPost(h(), { sessionId: 'x', text: '' }, `?token=${TOKEN}`);
      expect(bad).toEqual({ status: 200, body: 'END Musawo could not read this request. Please dial again.' });
    });
  },
  { env: { USSD_CALLBACK_TOKEN: TOKEN } },
);

import { createPatient } from '../../test/booking-helpers';
import { describeEngines, type Harness } from '../../test/engines';
import { setPin } from '../ussd/pins';
import { REPLY_TEXTS } from '../sms-replies/texts';

/** Posts a simulator form from this machine and follows the redirect to the page. */
async function submit(h: Harness, path: string, form: Record<string, string>): Promise<string> {
  const res = await h.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString() });
  expect(res.statusCode).toBe(303);
  const page = await h.app.inject({ method: 'GET', url: String(res.headers.location) });
  expect(page.statusCode).toBe(200);
  return page.body;
}

const field = (html: string, name: string): string => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1]?.replace(/&#42;/g, '*') ?? '';

describeEngines('the /dev/ussd simulator', (h) => {
  it('answers only this machine', async () => {
    expect((await h().app.inject({ method: 'GET', url: '/dev/ussd', remoteAddress: '10.1.2.3' })).statusCode).toBe(404);
    expect((await h().app.inject({ method: 'GET', url: '/dev/ussd', headers: { 'x-forwarded-for': '10.1.2.3' } })).statusCode).toBe(404);
    const page = await h().app.inject({ method: 'GET', url: '/dev/ussd' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="phone">Phone number</label>');
  });

  it('drives the real callback screen by screen and the real SMS route from the reply box', async () => {
    const patient = await createPatient(h(), 12_000);
    await setPin(h().db, h().app.services.passwords, patient.id, '4455', h().clock());
    let html = await submit(h(), '/dev/ussd', { phone: patient.phone, dial: '1' });
    expect(html).toContain('1 Book a doctor');
    const state = () => ({ phone: field(html, 'phone'), session: field(html, 'session'), text: field(html, 'text') });
    html = await submit(h(), '/dev/ussd', { ...state(), answer: '3' });
    expect(html).toContain('Enter your 4-digit PIN:');
    html = await submit(h(), '/dev/ussd', { ...state(), answer: '4455' });
    expect(html).toMatch(/Balance UGX.12,000/);
    expect(field(html, 'text')).toBe('3*4455');

    html = await submit(h(), '/dev/ussd/sms', { ...state(), reply: 'hello' });
    expect(html).toContain(REPLY_TEXTS.en.help.replace(/'/g, '&#39;'));
  });
});

// /dev/ussd (issue 48): a phone screen in the browser that drives the real USSD callback, and the SMS sent to that
// number (from the outbox) with a reply box that posts to the real inbound SMS route. Outside production only, and
// like the outbox answered only on this machine. Plain forms and redirects: no script, so the pages' CSP holds.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { normalizePhone } from '../auth/phone';
import { readOutbox } from '../notify/outbox-adapter';
import type { AppServices } from '../rpc/procedure';
import { FORM_BODY_LIMIT } from '../ussd/callback-token';
import { fromThisMachine } from './outbox-route';

const SERVICE_CODE = '*284*77#';

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

interface SimState {
  phone: string;
  session: string;
  text: string;
}

function query(state: SimState): string {
  return new URLSearchParams({ phone: state.phone, session: state.session, text: state.text }).toString();
}

function page(state: SimState, screen: string | undefined, sms: readonly { body: string; createdAt: string }[]): string {
  const more = screen?.startsWith('CON ') ?? false;
  const shown = screen === undefined ? 'Dial *284*77# to start.' : screen.slice(4);
  const hidden = `<input type="hidden" name="phone" value="${escapeHtml(state.phone)}"><input type="hidden" name="session" value="${escapeHtml(state.session)}"><input type="hidden" name="text" value="${escapeHtml(state.text)}">`;
  const messages = sms.map((m) => `<li><time datetime="${escapeHtml(m.createdAt)}">${escapeHtml(m.createdAt.slice(11, 19))}</time> ${escapeHtml(m.body)}</li>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>USSD simulator · Musawo</title><link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:360px;padding:12px;box-sizing:border-box}
.screen{background:#10231a;color:#d8f5e0;font-family:monospace;white-space:pre-wrap;padding:12px;border-radius:8px;min-height:8em}
label{display:block;margin:8px 0 4px}input[type=text],input[type=tel]{width:100%;padding:8px;font-size:16px;box-sizing:border-box}
button{margin-top:8px;padding:8px 12px;font-size:16px}ul{padding-left:18px}li{margin:6px 0}</style></head>
<body><main><h1>USSD simulator</h1>
<form method="post" action="/dev/ussd"><label for="phone">Phone number</label>
<input id="phone" name="phone" type="tel" value="${escapeHtml(state.phone)}" required autocomplete="off">
<input type="hidden" name="dial" value="1"><button type="submit">Dial ${SERVICE_CODE}</button></form>
<h2>Screen</h2><div class="screen" role="status" aria-live="polite" aria-label="Phone screen">${escapeHtml(shown)}</div>
${more ? `<form method="post" action="/dev/ussd">${hidden}<label for="answer">Your answer</label><input id="answer" name="answer" type="text" inputmode="numeric" autocomplete="off" autofocus><button type="submit">Send</button></form>` : ''}
<h2>SMS to this number</h2>${messages === '' ? '<p>None yet.</p>' : `<ul aria-label="SMS to this number">${messages}</ul>`}
${state.phone === '' ? '' : `<form method="post" action="/dev/ussd/sms">${hidden}<label for="reply">Reply by SMS</label><input id="reply" name="reply" type="text" autocomplete="off"><button type="submit">Send SMS</button></form>`}
</main></body></html>`;
}

export async function registerUssdSimulator(app: FastifyInstance, services: AppServices): Promise<void> {
  const token = services.config.ussdCallbackToken;
  const withToken = (path: string) => (token === undefined ? path : `${path}?token=${encodeURIComponent(token)}`);

  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    scope.get('/dev/ussd', async (request, reply) => {
      if (!fromThisMachine(request)) return reply.callNotFound();
      const q = request.query as Record<string, unknown>;
      const state: SimState = { phone: typeof q.phone === 'string' ? q.phone : '', session: typeof q.session === 'string' ? q.session : '', text: typeof q.text === 'string' ? q.text : '' };
      const phone = normalizePhone(state.phone);
      const row = state.session === '' ? undefined : await services.db.selectFrom('ussd_sessions').select('last_answer').where('session_id', '=', state.session).executeTakeFirst();
      const sms = phone === undefined ? [] : (await readOutbox(services.db, phone, 10)).filter((m) => m.channel === 'sms');
      return reply.type('text/html; charset=utf-8').send(page(state, row?.last_answer, sms));
    });

    scope.post('/dev/ussd', { bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
      if (!fromThisMachine(request)) return reply.callNotFound();
      const form = (request.body ?? {}) as Record<string, string | undefined>;
      const phone = normalizePhone(form.phone ?? '') ?? (form.phone ?? '');
      const dialling = form.dial === '1' || form.session === undefined || form.session === '';
      const session = dialling ? `SIM-${randomUUID()}` : (form.session ?? '');
      const answer = (form.answer ?? '').trim();
      const text = dialling ? '' : form.text === '' || form.text === undefined ? answer : `${form.text}*${answer}`;
      await app.inject({
        method: 'POST',
        url: withToken('/api/ussd/africastalking'),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ sessionId: session, serviceCode: SERVICE_CODE, phoneNumber: phone, networkCode: '63902', text }).toString(),
        remoteAddress: '127.0.0.1',
      });
      return reply.redirect(`/dev/ussd?${query({ phone, session, text })}`, 303);
    });

    scope.post('/dev/ussd/sms', { bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
      if (!fromThisMachine(request)) return reply.callNotFound();
      const form = (request.body ?? {}) as Record<string, string | undefined>;
      const phone = form.phone ?? '';
      await app.inject({
        method: 'POST',
        url: withToken('/api/sms/africastalking'),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ from: phone, to: '12345', text: form.reply ?? '', date: services.now().toISOString(), id: randomUUID() }).toString(),
        remoteAddress: '127.0.0.1',
      });
      await services.background.idle();
      return reply.redirect(`/dev/ussd?${query({ phone, session: form.session ?? '', text: form.text ?? '' })}`, 303);
    });
  });
}

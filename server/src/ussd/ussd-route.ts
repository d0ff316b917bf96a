// POST /api/ussd/africastalking (issue 48, ADR 204): Africa's Talking's USSD callback. Form fields sessionId,
// serviceCode, phoneNumber, networkCode and text (every answer so far joined by '*'); the answer is text/plain,
// 'CON <screen>' for more or 'END <screen>'. The caller's number is trusted only here, behind the URL's token.
//
// A session moves forward only from the text it last answered, by a guarded UPDATE: a repeated request (same
// text) gets the stored answer again, an older or out-of-order one the current screen, and two copies of one new
// request that acts race for the claim so only one acts; the other waits for its answer. A screen that only reads
// is worked out first and stored by the same guarded UPDATE, so one write serves it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '@musawo/shared/contracts';
import { normalizePhone } from '../auth/phone';
import type { AppServices } from '../rpc/procedure';
import { finishBookingsAfterTopUp, registerAfterTopUpJobs } from './bookings-after-top-up';
import { callbackAllowed, FORM_BODY_LIMIT } from './callback-token';
import { gsm7Length, toGsm7 } from './gsm7';
import { type MenuState, onlyReads, type Screen, startState, UssdMenu } from './menu';
import { advanceSession, deleteExpiredSessions, findSession, insertSession } from './sessions-repo';
import { ussdText } from './texts';

const PENDING = '';
const SCREEN_MAX = 160;
const WAIT_STEP_MS = 20;
const WAIT_MAX_MS = 2_000;

interface UssdForm {
  sessionId?: unknown;
  phoneNumber?: unknown;
  text?: unknown;
}

const field = (value: unknown, max: number): string | undefined => (typeof value === 'string' && value.length <= max ? value : undefined);

function render(screen: Screen): string {
  let text = screen.text;
  if (gsm7Length(text) === undefined) text = toGsm7(text);
  if (text.length > SCREEN_MAX) text = text.slice(0, SCREEN_MAX);
  return `${screen.more ? 'CON' : 'END'} ${text}`;
}

/** Registers the form parser (scoped to the callbacks) and the USSD route. */
export async function registerUssdRoute(app: FastifyInstance, services: AppServices): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.post('/api/ussd/africastalking', { bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
      if (!callbackAllowed(services.config, request)) return reply.code(403).type('text/plain').send('END Forbidden');
      const answer = await answerUssd(services, request);
      return reply.code(200).type('text/plain; charset=utf-8').send(answer);
    });
  });
  services.jobs.onTick('ussd-sessions', async () => {
    await deleteExpiredSessions(services.db, services.now());
  });
  // After the top-ups' own tick task (registered first), so a top-up settled in this tick books in this tick.
  registerAfterTopUpJobs(services.jobs, { db: services.db, notifier: services.notifier });
  services.jobs.onTick('ussd-bookings-after-top-up', async () => {
    await finishBookingsAfterTopUp({ db: services.db, now: services.now, jobs: services.jobs, log: app.log });
  });
}

async function answerUssd(services: AppServices, request: FastifyRequest): Promise<string> {
  const form = (request.body ?? {}) as UssdForm;
  const sessionId = field(form.sessionId, 128);
  const rawPhone = field(form.phoneNumber, 32);
  const text = field(form.text ?? '', 1_000);
  const phone = rawPhone === undefined ? undefined : normalizePhone(rawPhone);
  if (sessionId === undefined || sessionId === '' || phone === undefined || text === undefined) return 'END Musawo could not read this request. Please dial again.';
  const now = services.now();
  const menu = new UssdMenu({ services, phone, requestKey: `${sessionId}:${text}` });

  if (text === '') {
    // A new dial: the first screen in the account's language, stored as the session's start (a copy of this
    // request, or a reused id, finds it taken and is answered from the stored session).
    const account = await menu.account();
    const lang: Language = account !== undefined && isLanguage(account.language) ? account.language : 'en';
    const start = startState(lang, account);
    const state = JSON.stringify(start);
    const answer = render(await menu.first(start));
    if (await insertSession(services.db, { sessionId, phone, text, answer, state }, now)) return answer;
  }
  const session = await findSession(services.db, sessionId, now);
  if (session === undefined) return `END ${ussdText('en', 'timedOut')}`;
  const state = JSON.parse(session.state) as MenuState;
  if (session.phone !== phone) return `END ${ussdText(state.lang, 'failed')}`;
  if (session.expired) return `END ${ussdText(state.lang, 'timedOut')}`;
  if (session.lastAnswer === PENDING) return waitForAnswer(services, sessionId);
  // A repeat gets its answer again; an older text, or one that does not continue the last, the current screen.
  if (!continues(session.lastText, text)) return session.lastAnswer;
  const inputs = text.slice(session.lastText === '' ? 0 : session.lastText.length + 1).split('*');

  // A single answer to a step that only reads: worked out first, then stored only if the session is still where it
  // was (one write); of two copies the first stores, the other gets its answer.
  if (inputs.length === 1 && onlyReads(state)) {
    const answer = await answerScreen(request, menu, state, inputs, session.lastAnswer);
    if (await advanceSession(services.db, sessionId, session.lastText, { text, answer, state: JSON.stringify(state) }, services.now())) return answer;
    return waitForAnswer(services, sessionId);
  }
  // Anything else is claimed first (the answer PENDING), so of two copies only one acts.
  if (!(await advanceSession(services.db, sessionId, session.lastText, { text, answer: PENDING, state: session.state }, now))) return waitForAnswer(services, sessionId);
  const answer = await answerScreen(request, menu, state, inputs, session.lastAnswer);
  await advanceSession(services.db, sessionId, text, { text, answer, state: JSON.stringify(state) }, services.now());
  return answer;
}

/** `text` adds at least one answer to `lastText`. */
function continues(lastText: string, text: string): boolean {
  const prefix = lastText === '' ? '' : `${lastText}*`;
  return text.startsWith(prefix) && text.length > prefix.length;
}

/** The screen after `inputs` (moving `state` on); an unknown choice answers the current screen again. */
async function answerScreen(request: FastifyRequest, menu: UssdMenu, state: MenuState, inputs: readonly string[], current: string): Promise<string> {
  try {
    let screen: Screen = { more: true, text: '' };
    for (const input of inputs) {
      screen = await menu.answer(state, input);
      if (!screen.more) break;
    }
    return screen.more && screen.text === '' ? current : render(screen);
  } catch (err) {
    request.log.error({ err }, 'USSD screen failed');
    return `END ${ussdText(state.lang, 'failed')}`;
  }
}

/** Another copy of this request holds the claim: its answer, once stored. */
async function waitForAnswer(services: AppServices, sessionId: string): Promise<string> {
  for (let waited = 0; waited <= WAIT_MAX_MS; waited += WAIT_STEP_MS) {
    const session = await findSession(services.db, sessionId, services.now());
    if (session !== undefined && session.lastAnswer !== PENDING) return session.lastAnswer;
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
  return 'END Musawo is busy. Please dial again.';
}


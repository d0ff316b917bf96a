// POST /api/sms/africastalking (issue 48, ADR 205): Africa's Talking's inbound SMS (form fields from, to, text, date,
// id), behind the same token as the USSD callback. A reply acts only on the sender's own appointments, through the
// same core as the web (changeAppointmentStatus: the 24-hour rule, refunds, notifications); anything else gets a short
// help text. Replies are limited per number; over the limit nothing is done and nothing is sent back.
import type { FastifyInstance } from 'fastify';
import { formatLongDate, isLanguage, type Language } from '@musawo/shared/contracts';
import { normalizePhone } from '../auth/phone';
import { changeAppointmentStatus } from '../appointments/appointments-repo';
import { AppError } from '../errors';
import type { LimitRule } from '../lib/rate-limiter';
import { HOUR } from '../lib/time';
import type { AppServices } from '../rpc/procedure';
import { callbackAllowed, FORM_BODY_LIMIT } from '../ussd/callback-token';
import { toGsm7 } from '../ussd/gsm7';
import { parseReply, replyCode } from './reply-words';
import { replyText } from './texts';

const REPLIES_PER_NUMBER: LimitRule = { name: 'sms-reply:phone', limit: 10, windowMs: HOUR, message: 'Too many SMS replies from this number.' };

interface Sender {
  id: string;
  userType: string;
  language: Language;
  phone: string;
}

export async function registerSmsRoute(app: FastifyInstance, services: AppServices): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    scope.post('/api/sms/africastalking', { bodyLimit: FORM_BODY_LIMIT }, async (request, reply) => {
      if (!callbackAllowed(services.config, request)) return reply.code(403).send({ success: false, message: 'Forbidden' });
      const form = (request.body ?? {}) as { from?: unknown; text?: unknown };
      const from = typeof form.from === 'string' && form.from.length <= 32 ? normalizePhone(form.from) : undefined;
      const text = typeof form.text === 'string' ? form.text.slice(0, 480) : '';
      if (from === undefined) return reply.code(400).send({ success: false, message: 'The message has no valid sender number (from).' });
      const decision = await services.limiter.hit(REPLIES_PER_NUMBER, from);
      if (!decision.allowed) return reply.code(200).send({ success: true });
      const answer = await handleReply(services, from, text).catch((err: unknown) => {
        request.log.error({ err }, 'SMS reply failed');
        return replyText('en', 'failed');
      });
      if (answer !== undefined) await services.notifier.send({ channel: 'sms', to: from, text: toGsm7(answer) });
      return reply.code(200).send({ success: true });
    });
  });
}

async function senderOf(services: AppServices, phone: string): Promise<Sender | undefined> {
  const row = await services.db
    .selectFrom('users')
    .select(['id', 'user_type', 'language'])
    .where('phone_number', '=', phone)
    .where('phone_verified_at', 'is not', null)
    .executeTakeFirst();
  return row === undefined ? undefined : { id: row.id, userType: row.user_type, language: isLanguage(row.language) ? row.language : 'en', phone };
}

/** What to text back, after acting; undefined when the core's own notification already says it. */
async function handleReply(services: AppServices, from: string, text: string): Promise<string | undefined> {
  const sender = await senderOf(services, from);
  const lang = sender?.language ?? 'en';
  const reply = parseReply(text);
  if (sender === undefined || reply.kind === 'unknown') return replyText(lang, 'help');
  const now = services.now();
  const { db } = services;

  if (reply.kind === 'accept' || reply.kind === 'reject') {
    if (sender.userType !== 'doctor') return replyText(lang, 'help');
    const pending = await db.selectFrom('appointments').select('id').where('doctor_id', '=', sender.id).where('status', '=', 'PENDING').execute();
    const match = pending.filter((p) => replyCode(p.id) === reply.code);
    if (match.length !== 1 || match[0] === undefined) return replyText(lang, 'noCode', { code: reply.code });
    const change = reply.kind === 'accept' ? ({ to: 'ACCEPTED', actorId: sender.id, instructions: null } as const) : ({ to: 'REJECTED', actorId: sender.id, reason: 'Declined by SMS' } as const);
    try {
      await changeAppointmentStatus(db, match[0].id, change, now);
    } catch (err) {
      if (err instanceof AppError) return replyText(lang, 'noCode', { code: reply.code });
      throw err;
    }
    services.jobs.kick();
    return replyText(lang, reply.kind === 'accept' ? 'accepted' : 'rejected', { code: reply.code });
  }

  if (sender.userType !== 'patient') return replyText(lang, 'help');
  // The sender's own next visit: accepted for a confirmation (reminders go for accepted visits), pending too for a cancel.
  const next = await db
    .selectFrom('appointments as a')
    .innerJoin('users as d', 'd.id', 'a.doctor_id')
    .select(['a.id', 'a.starts_at', 'a.local_time', 'd.name'])
    .where('a.patient_id', '=', sender.id)
    .where('a.status', 'in', reply.kind === 'confirm' ? ['ACCEPTED'] : ['PENDING', 'ACCEPTED'])
    .where('a.starts_at', '>', now.toISOString())
    .orderBy('a.starts_at')
    .limit(1)
    .executeTakeFirst();
  if (next === undefined) return replyText(lang, 'noVisit');
  if (reply.kind === 'confirm') {
    await db
      .insertInto('appointment_confirmations')
      .values({ appointment_id: next.id, confirmed_at: now.toISOString(), channel: 'sms' })
      .onConflict((oc) => oc.column('appointment_id').doNothing())
      .execute();
    return replyText(lang, 'confirmed', { doctor: next.name, day: formatLongDate(next.starts_at, lang), time: next.local_time });
  }
  try {
    await changeAppointmentStatus(db, next.id, { to: 'CANCELLED', actorId: sender.id, reason: 'Cancelled by SMS' }, now);
  } catch (err) {
    if (err instanceof AppError && err.code === 'CANCEL_TOO_LATE') return replyText(lang, 'tooLate');
    if (err instanceof AppError) return replyText(lang, 'failed');
    throw err;
  }
  services.jobs.kick();
  // The cancellation's own SMS (with the refund) tells the patient.
  return undefined;
}

// The consultation socket (issue 33): GET /api/v1/consult/<appointmentId>/socket, upgraded to a WebSocket. The
// client's first frame is `auth` with its access token (the same check as the gateway's); the URL holds no
// secret. Frames are at most CONSULT_FRAME_MAX_BYTES and each connection may send a bounded number a second.
// Nothing a frame carries is logged: only that a socket failed, with no content.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { WebSocket } from 'ws';
import { clientFrameSchema, CONSULT_PING_MS, type ClientFrame, type PartyRole, type ServerFrame } from '@musawo/shared/contracts';
import { AppError } from '../errors';
import { authenticateToken } from '../rpc/gateway';
import type { AppServices, AuthUser } from '../rpc/procedure';
import { recordClinicalAccess } from '../privacy/access-record';
import { findRoom, markLeft, markSeen } from './consult-repo';
import { callRefusal, enterRoom, type Entered, isOnline, post, type RoomDeps } from './consult-rooms';

const SOCKET_PATH = '/api/v1/consult/:appointmentId/socket';
/** A socket that has not signed in within this long is closed. */
const AUTH_TIMEOUT_MS = 10_000;
/** Per connection: ICE candidates come in bursts of a few dozen; a person never sends more than this. */
const FRAMES_PER_10S = 200;
/** Seen-at is written at most this often per socket (a ping comes every CONSULT_PING_MS). */
const SEEN_WRITE_MS = CONSULT_PING_MS - 5_000;

// Close codes the client tells apart: sign in again, not yours, and too many frames.
export const CLOSE = { unauthenticated: 4401, notYours: 4404, rateLimited: 4429, authTimeout: 4408 } as const;

const roomOf = (params: unknown): string => {
  const id = (params as { appointmentId?: unknown }).appointmentId;
  return typeof id === 'string' ? id.slice(0, 64) : '';
};

export function registerConsultSocket(app: FastifyInstance, services: AppServices): void {
  const frames = new RateLimiterMemory({ points: FRAMES_PER_10S, duration: 10 });
  const deps: RoomDeps = { db: services.db, now: services.now, consult: services.consult, jobs: services.jobs };

  app.get(SOCKET_PATH, { websocket: true }, (socket: WebSocket, request) => {
    const appointmentId = roomOf(request.params);
    const connection = randomUUID();
    let user: AuthUser | undefined;
    let entered: Entered | undefined;
    let role: PartyRole | undefined;
    let unsubscribe: (() => void) | undefined;
    let lastSeenWrite = 0;
    let chain = Promise.resolve();

    const send = (frame: ServerFrame) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
    };
    const fail = (err: unknown) => {
      // Never the frame: only that this socket failed.
      request.log.warn({ err: err instanceof AppError ? { code: err.code } : err }, 'consultation socket error');
    };
    const authTimer = setTimeout(() => socket.close(CLOSE.authTimeout, 'Sign in first'), AUTH_TIMEOUT_MS);

    const seen = async (force: boolean) => {
      if (entered === undefined || role === undefined) return;
      const now = services.now();
      if (!force && now.getTime() - lastSeenWrite < SEEN_WRITE_MS) return;
      lastSeenWrite = now.getTime();
      const back = await markSeen(services.db, appointmentId, role, connection, now);
      // Another page of theirs closed after this one last said it was here: the other side heard "left", so it
      // hears "back" (the page's call is not known here: a presence without one touches no call).
      if (back && !force && user !== undefined) services.consult.publish(appointmentId, { t: 'presence', role, online: true }, user.id);
    };

    const signIn = async (token: string, callId: string | null) => {
      try {
        user = await authenticateToken(services, token);
      } catch {
        socket.close(CLOSE.unauthenticated, 'Please sign in again');
        return;
      }
      try {
        entered = await enterRoom(services.db, user, appointmentId);
      } catch {
        socket.close(CLOSE.notYours, 'This consultation is not yours');
        return;
      }
      clearTimeout(authTimer);
      role = entered.role;
      const me = user.id;
      // The live connection carries the patient's messages to the doctor as they are written (ADR 109).
      await recordClinicalAccess(services.db, user, { patientId: entered.room.patient.id, action: 'read', data: 'consultation', appointmentId, channel: 'live' }, services.now());
      unsubscribe = services.consult.subscribe(appointmentId, (envelope) => {
        const f = envelope.frame;
        // My own call, signalling and presence frames are not sent back to me; messages go to all my tabs too.
        if ((f.t === 'call' || f.t === 'signal' || f.t === 'presence') && envelope.from === me) return;
        if (f.t === 'room' && entered !== undefined) void refresh();
        send(f);
      });
      await seen(true);
      const other = entered.role === 'patient' ? entered.room.doctorSeenAt : entered.room.patientSeenAt;
      send({ t: 'ready', role, otherOnline: isOnline(other, services.now()) });
      // The call this page is in (null after a reload): the other side drops one it still holds that this page left.
      services.consult.publish(appointmentId, { t: 'presence', role, online: true, callId }, me);
    };

    /** The appointment's status may have changed (accepted, completed, cancelled): calls follow it. */
    const refresh = async () => {
      const room = await findRoom(services.db, appointmentId);
      if (room !== undefined && entered !== undefined) entered = { ...entered, room };
    };

    const handle = async (frame: ClientFrame) => {
      if (frame.t === 'auth') {
        if (user === undefined) await signIn(frame.token, frame.callId ?? null);
        return;
      }
      if (user === undefined || entered === undefined || role === undefined) {
        socket.close(CLOSE.unauthenticated, 'Sign in first');
        return;
      }
      if (frame.t === 'ping') {
        await seen(false);
        send({ t: 'pong' });
        return;
      }
      if (frame.t === 'call' && frame.op === 'ring') {
        // A ring reaches only someone who can answer it: the room open for calls and the other party in it (read
        // afresh from the database, which every process's sockets keep up to date).
        const refused = await callRefusal(services.db, appointmentId, role, services.now());
        if (refused !== undefined) {
          send({ t: 'error', code: refused, message: refused === 'OTHER_AWAY' ? 'The other party is not in the room.' : 'Calls open 15 minutes before the appointment, while it is accepted.', callId: frame.callId });
          return;
        }
      } else if (entered.room.status !== 'ACCEPTED') {
        // Answers, ends and signalling follow a ring the server let through, while the appointment stays accepted.
        send({ t: 'error', code: 'CALLS_CLOSED', message: 'Calls are only possible while the appointment is accepted.', ...(frame.t === 'call' ? { callId: frame.callId } : {}) });
        return;
      }
      if (frame.t === 'call') {
        // The room's history keeps the call's outcome, once per call whoever reports it.
        if (frame.op === 'accept') await post(deps, entered, { senderId: null, kind: 'event', body: 'call-started', event: 'call-started', id: `call-${frame.callId}-started` });
        if (frame.op === 'decline') await post(deps, entered, { senderId: null, kind: 'event', body: 'call-declined', event: 'call-declined', id: `call-${frame.callId}-declined` });
        if (frame.op === 'end') await post(deps, entered, { senderId: null, kind: 'event', body: 'call-ended', event: 'call-ended', id: `call-${frame.callId}-ended` });
        services.consult.publish(appointmentId, { t: 'call', op: frame.op, callId: frame.callId, from: role }, user.id);
        return;
      }
      services.consult.publish(appointmentId, { ...frame, from: role }, user.id);
    };

    socket.on('message', (data, isBinary) => {
      chain = chain.then(async () => {
        try {
          await frames.consume(connection);
        } catch {
          socket.close(CLOSE.rateLimited, 'Too many messages');
          return;
        }
        let parsed: ClientFrame;
        try {
          const result = clientFrameSchema.safeParse(isBinary ? undefined : JSON.parse(String(data)));
          if (!result.success) throw new Error('bad frame');
          parsed = result.data;
        } catch {
          send({ t: 'error', code: 'BAD_FRAME', message: 'That frame was not understood.' });
          return;
        }
        try {
          await handle(parsed);
        } catch (err) {
          fail(err);
          send({ t: 'error', code: 'FAILED', message: 'Something went wrong on our side. Please try again.' });
        }
      });
    });

    socket.on('close', () => {
      clearTimeout(authTimer);
      unsubscribe?.();
      if (user !== undefined && role !== undefined && entered !== undefined) {
        const me = user.id;
        const who = role;
        // The database first: whoever hears "left" and rings at once is refused (any process reads the same row).
        // Only the page that last said "here" counts its party out: a second tab or a reconnected socket keeps them in.
        chain = chain
          .then(async () => {
            if (await markLeft(services.db, appointmentId, who, connection)) services.consult.publish(appointmentId, { t: 'presence', role: who, online: false }, me);
          })
          .catch(fail);
      }
    });
    socket.on('error', fail);
  });
}

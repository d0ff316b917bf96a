// The consultation socket's frames (issue 33): JSON text frames on /api/v1/consult/<appointmentId>/socket. The
// first frame a client sends is `auth` with its access token (never in the URL, which gets logged). Messages are
// written through the gateway (consult/sendMessage); the socket carries what happens live: new messages,
// presence, and the call's ringing and WebRTC signalling, relayed to the other party as they are.
import * as z from 'zod/mini';
import type { ConsultMessage } from './entities';

/** A frame larger than this closes the socket (an SDP with video is ~6 KB). */
export const CONSULT_FRAME_MAX_BYTES = 64 * 1024;
/** How often a client says it is still there; a party not heard from for twice this is offline. */
export const CONSULT_PING_MS = 20_000;

export const CALL_OPS = ['ring', 'accept', 'decline', 'end', 'video-on', 'video-off'] as const;
export type CallOp = (typeof CALL_OPS)[number];

const callId = z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/));

export const clientFrameSchema = z.discriminatedUnion('t', [
  /** `callId`: the call this page is in when its socket (re)connects, null for none (a reloaded page): the other side drops a call it still holds that this page is no longer in. */
  z.object({ t: z.literal('auth'), token: z.string().check(z.minLength(1), z.maxLength(4096)), callId: z.optional(z.nullable(callId)) }),
  z.object({ t: z.literal('ping') }),
  z.object({ t: z.literal('call'), op: z.enum(CALL_OPS), callId }),
  z.object({
    t: z.literal('signal'),
    callId,
    description: z.optional(z.object({ type: z.enum(['offer', 'answer', 'rollback']), sdp: z.optional(z.string().check(z.maxLength(32_000))) })),
    candidate: z.optional(z.nullable(z.object({
      candidate: z.string().check(z.maxLength(1_000)),
      sdpMid: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
      sdpMLineIndex: z.optional(z.nullable(z.number())),
      usernameFragment: z.optional(z.nullable(z.string().check(z.maxLength(256)))),
    }))),
  }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;
export type SignalFrame = Extract<ClientFrame, { t: 'signal' }>;

export type PartyRole = 'patient' | 'doctor';

export type ServerFrame =
  | { t: 'ready'; role: PartyRole; otherOnline: boolean }
  | { t: 'pong' }
  | { t: 'message'; message: ConsultMessage }
  /** A party's socket came (online) or went. On coming, `callId` is the call that page is in (null: none). */
  | { t: 'presence'; role: PartyRole; online: boolean; callId?: string | null }
  /** The appointment or the room changed (accepted, completed, notes, phone request): read the room again. */
  | { t: 'room' }
  | { t: 'call'; op: CallOp; callId: string; from: PartyRole }
  | (Omit<SignalFrame, 't'> & { t: 'signal'; from: PartyRole })
  /** `callId`: the call a refused `ring` was for (codes CALLS_CLOSED: the waiting room is not open; OTHER_AWAY: the other party is not in the room). */
  | { t: 'error'; code: string; message: string; callId?: string };

/** Why a call cannot start now: the room is not open for calls yet, or the other party is not in it. */
export type CallRefusal = 'CALLS_CLOSED' | 'OTHER_AWAY';

/** How long "Calling…" rings before it gives up. */
export const CONSULT_RING_MS = 45_000;

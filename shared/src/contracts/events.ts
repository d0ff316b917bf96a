// The typed event map of the bus (DESIGN §3): a namespaced name, a payload schema and replay semantics.
import * as z from 'zod/mini';
import { userProfileSchema } from './entities';

export type Replay = 'last' | 'none';
interface EventDef<S extends z.ZodMiniType> { payload: S; replay: Replay }
const ev = <S extends z.ZodMiniType>(payload: S, replay: Replay = 'none'): EventDef<S> => ({ payload, replay });

export const events = {
  /** Signed in, signed out, or the profile changed. Late subscribers get the current session. */
  'session:changed': ev(z.object({ user: z.nullable(userProfileSchema) }), 'last'),
  'booking:intent-saved': ev(z.object({ doctorId: z.string(), returnPath: z.string() })),
  'appointment:created': ev(z.object({ appointmentId: z.string(), doctorId: z.string() })),
  'appointment:status-changed': ev(z.object({ appointmentId: z.string(), status: z.string() })),
  'wallet:balance-changed': ev(z.object({ balance: z.optional(z.number()) })),
  'remote:load-failed': ev(z.object({ remote: z.string(), reason: z.string() })),
  /**
   * A remote tells the shell it mounted, with its version (diagnostics, and proof of the wiring). Replayed,
   * because a remote that is already loaded mounts in the same commit as the shell's area, and React runs the
   * child's effect (publish) before the parent's (subscribe).
   */
  'remote:mounted': ev(z.object({ remote: z.string(), version: z.string() }), 'last'),
} as const;

export type EventMap = typeof events;
export type EventName = keyof EventMap;
export type EventPayload<N extends EventName> = z.output<EventMap[N]['payload']>;

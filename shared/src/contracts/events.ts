// The typed event map of the bus (DESIGN §3): a namespaced name, a payload schema and replay semantics. The one list
// of events (ADR 323): each has a subscriber in the source (build-kit/bus-events.test.ts). An event is heard only by
// what is mounted when it is published; data another remote shows is made stale through the shared query keys instead
// (@musawo/shared/query-keys), so a page that mounts later is right too. Who is signed in is the session store's, not the bus's.
import * as z from 'zod/mini';

export type Replay = 'last' | 'none';
interface EventDef<S extends z.ZodMiniType> { payload: S; replay: Replay }
const ev = <S extends z.ZodMiniType>(payload: S, replay: Replay = 'none'): EventDef<S> => ({ payload, replay });

export const events = {
  /** An appointment on screen changed: the lists mounted with it refresh (staleAfterAppointmentChange does the rest). */
  'appointment:status-changed': ev(z.object({ appointmentId: z.string(), status: z.string() })),
  /** The wallet's balance changed (a top-up, a booking, a refund): the balances on screen ask again. */
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

// The typed event bus (DESIGN §3). One instance per page, created by the shell and shared through context.
import { ReplaySubject, Subject, type Observable, type Subscription } from 'rxjs';
import { events, type EventName, type EventPayload } from '../contracts/events';

export interface EventBus {
  publish<N extends EventName>(name: N, payload: EventPayload<N>): void;
  stream<N extends EventName>(name: N): Observable<EventPayload<N>>;
  subscribe<N extends EventName>(name: N, handler: (payload: EventPayload<N>) => void): Subscription;
}

export function createEventBus(): EventBus {
  const subjects = new Map<EventName, Subject<unknown>>();
  const subjectOf = (name: EventName): Subject<unknown> => {
    let s = subjects.get(name);
    if (!s) {
      s = events[name].replay === 'last' ? new ReplaySubject<unknown>(1) : new Subject<unknown>();
      subjects.set(name, s);
    }
    return s;
  };
  return {
    publish(name, payload) {
      const parsed = events[name].payload.safeParse(payload);
      if (!parsed.success) throw new TypeError(`bus: invalid payload for ${name}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
      subjectOf(name).next(parsed.data);
    },
    stream<N extends EventName>(name: N) {
      return subjectOf(name).asObservable() as Observable<EventPayload<N>>;
    },
    subscribe(name, handler) {
      return this.stream(name).subscribe(handler);
    },
  };
}

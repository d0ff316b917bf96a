import { createEventBus } from './bus';

describe('event bus', () => {
  it('replays the last session:changed to a late subscriber (replay: last)', () => {
    const bus = createEventBus();
    bus.publish('session:changed', { user: null });
    const seen: unknown[] = [];
    bus.subscribe('session:changed', (p) => seen.push(p));
    expect(seen).toEqual([{ user: null }]);
  });

  it('replays only the last value, not the history', () => {
    const bus = createEventBus();
    bus.publish('remote:load-failed', { remote: 'a', reason: 'x' });
    bus.publish('session:changed', { user: null });
    bus.publish('session:changed', { user: null });
    const seen: unknown[] = [];
    bus.subscribe('session:changed', (p) => seen.push(p));
    expect(seen).toHaveLength(1);
  });

  it('does not replay events declared replay: none', () => {
    const bus = createEventBus();
    bus.publish('appointment:created', { appointmentId: 'a1', doctorId: 'd1' });
    const seen: unknown[] = [];
    bus.subscribe('appointment:created', (p) => seen.push(p));
    expect(seen).toEqual([]);
    bus.publish('appointment:created', { appointmentId: 'a2', doctorId: 'd1' });
    expect(seen).toEqual([{ appointmentId: 'a2', doctorId: 'd1' }]);
  });

  it('delivers to every subscriber and stops after unsubscribe', () => {
    const bus = createEventBus();
    const a: unknown[] = [];
    const b: unknown[] = [];
    const subA = bus.subscribe('wallet:balance-changed', (p) => a.push(p));
    bus.subscribe('wallet:balance-changed', (p) => b.push(p));
    bus.publish('wallet:balance-changed', { balance: 1000 });
    subA.unsubscribe();
    bus.publish('wallet:balance-changed', { balance: 2000 });
    expect(a).toEqual([{ balance: 1000 }]);
    expect(b).toEqual([{ balance: 1000 }, { balance: 2000 }]);
  });

  it('refuses a payload that does not match the event schema', () => {
    const bus = createEventBus();
    // @ts-expect-error wrong payload on purpose
    expect(() => bus.publish('appointment:created', { appointmentId: 5 })).toThrow(/invalid payload for appointment:created/);
  });

  it('keeps separate instances apart', () => {
    const one = createEventBus();
    const two = createEventBus();
    one.publish('session:changed', { user: null });
    const seen: unknown[] = [];
    two.subscribe('session:changed', (p) => seen.push(p));
    expect(seen).toEqual([]);
  });
});

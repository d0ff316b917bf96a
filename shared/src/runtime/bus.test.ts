import { createEventBus } from './bus';

describe('event bus', () => {
  it('replays the last remote:mounted to a late subscriber (replay: last)', () => {
    const bus = createEventBus();
    bus.publish('remote:mounted', { remote: 'account', version: '1.0.0' });
    const seen: unknown[] = [];
    bus.subscribe('remote:mounted', (p) => seen.push(p));
    expect(seen).toEqual([{ remote: 'account', version: '1.0.0' }]);
  });

  it('replays only the last value, not the history', () => {
    const bus = createEventBus();
    bus.publish('remote:load-failed', { remote: 'a', reason: 'x' });
    bus.publish('remote:mounted', { remote: 'account', version: '1.0.0' });
    bus.publish('remote:mounted', { remote: 'booking', version: '1.0.0' });
    const seen: unknown[] = [];
    bus.subscribe('remote:mounted', (p) => seen.push(p));
    expect(seen).toEqual([{ remote: 'booking', version: '1.0.0' }]);
  });

  it('does not replay events declared replay: none', () => {
    const bus = createEventBus();
    bus.publish('appointment:status-changed', { appointmentId: 'a1', status: 'ACCEPTED' });
    const seen: unknown[] = [];
    bus.subscribe('appointment:status-changed', (p) => seen.push(p));
    expect(seen).toEqual([]);
    bus.publish('appointment:status-changed', { appointmentId: 'a2', status: 'REJECTED' });
    expect(seen).toEqual([{ appointmentId: 'a2', status: 'REJECTED' }]);
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
    expect(() => bus.publish('appointment:status-changed', { appointmentId: 5 })).toThrow(/invalid payload for appointment:status-changed/);
  });

  it('keeps separate instances apart', () => {
    const one = createEventBus();
    const two = createEventBus();
    one.publish('remote:mounted', { remote: 'account', version: '1.0.0' });
    const seen: unknown[] = [];
    two.subscribe('remote:mounted', (p) => seen.push(p));
    expect(seen).toEqual([]);
  });
});

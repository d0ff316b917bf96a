import { act, render, screen } from '@testing-library/react';
import { LATER_SETTLE_MS, laterPart } from './later-part';
import { named } from './lazy-part';

/** A stand-in IntersectionObserver: the test says when the part comes on screen. */
let watchers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
class FakeObserver {
  private readonly entry: { callback: IntersectionObserverCallback; disconnected: boolean };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, disconnected: false };
    watchers.push(this.entry);
  }
  observe() {}
  disconnect() {
    this.entry.disconnected = true;
  }
}
const comeOnScreen = () =>
  act(async () => {
    for (const w of watchers) if (!w.disconnected) w.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

function part() {
  const load = jest.fn(() => Promise.resolve({ Below: () => <p>under the first screen</p> }));
  return { load, Part: laterPart(named(load, 'Below'), { unpainted: 'when-seen' }) };
}

describe('laterPart', () => {
  beforeEach(() => {
    watchers = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    jest.useRealTimers();
  });

  it('downloads nothing until the part comes on screen, then shows it', async () => {
    jest.useFakeTimers();
    const { load, Part } = part();
    render(<Part />);
    // Not before the first view has settled either (that case is the next test's).
    await act(async () => jest.advanceTimersByTime(LATER_SETTLE_MS - 1));
    expect(load).not.toHaveBeenCalled();
    await comeOnScreen();
    jest.useRealTimers();
    expect(await screen.findByText('under the first screen')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('downloads once the first view has settled, though never seen', async () => {
    jest.useFakeTimers();
    const { load, Part } = part();
    render(<Part />);
    await act(async () => jest.advanceTimersByTime(LATER_SETTLE_MS - 100));
    expect(load).not.toHaveBeenCalled();
    await act(async () => jest.advanceTimersByTime(100));
    expect(load).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
    expect(await screen.findByText('under the first screen')).toBeInTheDocument();
  });

  it('a page\'s own sections (at-once) download straight away when nothing was painted', async () => {
    const load = jest.fn(() => Promise.resolve({ Below: () => <p>sections</p> }));
    const Part = laterPart(named(load, 'Below'), { unpainted: 'at-once' });
    render(<Part />);
    expect(await screen.findByText('sections')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

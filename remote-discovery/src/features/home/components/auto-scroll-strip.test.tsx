import { act, fireEvent, screen } from '@testing-library/react';
import { createFakeGateway, renderWithPlatform } from '@musawo/shared/testing';
import { mockReducedMotion } from '../../../testing/fixtures';
import { AutoScrollStrip } from './auto-scroll-strip';

const items = ['A', 'B', 'C'].map((n) => ({ key: n, item: n, copy: false }));

function renderStrip(pxPerFrame = 0.5) {
  return renderWithPlatform(
    <AutoScrollStrip label="Letters" items={items} pxPerFrame={pxPerFrame} itemWidth="100px" renderItem={(n) => <a href={`#${n}`}>{n}</a>} />,
    { gateway: createFakeGateway() },
  );
}

describe('AutoScrollStrip', () => {
  const originalMatchMedia = window.matchMedia;
  const originalRaf = window.requestAnimationFrame;
  const originalCaf = window.cancelAnimationFrame;
  const originalIdle = window.requestIdleCallback;
  // A frame queue we can step by hand, with working cancellation like the browser's.
  let frames = new Map<number, FrameRequestCallback>();
  let nextId = 1;
  const runFrames = (n: number) =>
    act(() => {
      for (let i = 0; i < n; i++) {
        const due = [...frames.values()];
        frames = new Map();
        due.forEach((cb) => cb(performance.now()));
      }
    });

  beforeEach(() => {
    frames = new Map();
    window.requestAnimationFrame = jest.fn((cb: FrameRequestCallback) => {
      frames.set(nextId, cb);
      return nextId++;
    });
    window.cancelAnimationFrame = jest.fn((id: number) => void frames.delete(id));
    // The page has loaded (jsdom) and is idle at once: the strip may start moving.
    window.requestIdleCallback = jest.fn((cb: IdleRequestCallback) => {
      cb({ didTimeout: false, timeRemaining: () => 50 });
      return 1;
    });
  });
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
    window.requestAnimationFrame = originalRaf;
    window.cancelAnimationFrame = originalCaf;
    window.requestIdleCallback = originalIdle;
  });

  it('moves by the given pixels on every animation frame', () => {
    mockReducedMotion(false);
    renderStrip(0.5);
    const scroller = screen.getByTestId('auto-scroll');
    runFrames(10);
    expect(scroller.scrollLeft).toBeCloseTo(5);
  });

  it('waits for the page to settle before it starts moving', () => {
    mockReducedMotion(false);
    let settle: IdleRequestCallback | undefined;
    window.requestIdleCallback = jest.fn((cb: IdleRequestCallback) => {
      settle = cb;
      return 1;
    });
    renderStrip(1);
    runFrames(5);
    expect(screen.getByTestId('auto-scroll').scrollLeft).toBe(0);
    // Until then each item is rendered once: the looping copy is not needed yet.
    expect(screen.getByTestId('auto-scroll').querySelectorAll('li')).toHaveLength(3);
    act(() => settle?.({ didTimeout: false, timeRemaining: () => 50 }));
    runFrames(2);
    expect(screen.getByTestId('auto-scroll').scrollLeft).toBe(2);
  });

  it('renders the looping copy only when the strip comes within one view of its end', () => {
    mockReducedMotion(false);
    renderStrip(100);
    const scroller = screen.getByTestId('auto-scroll');
    // 1,000 px of cards in a 300 px view: the copy is needed from 400 px on.
    Object.defineProperty(scroller, 'scrollWidth', { value: 1000 });
    Object.defineProperty(scroller, 'clientWidth', { value: 300 });
    runFrames(3);
    expect(scroller.scrollLeft).toBe(300);
    expect(scroller.querySelectorAll('li')).toHaveLength(3);
    runFrames(1);
    expect(scroller.scrollLeft).toBe(400);
    expect(scroller.querySelectorAll('li[data-copy]')).toHaveLength(3);
    expect(scroller.querySelectorAll('[data-loop-start]')).toHaveLength(1);
  });

  it('does not move at all under prefers-reduced-motion, and offers no pause button', () => {
    mockReducedMotion(true);
    renderStrip(0.5);
    runFrames(10);
    expect(window.requestAnimationFrame).not.toHaveBeenCalled();
    expect(screen.getByTestId('auto-scroll').scrollLeft).toBe(0);
    expect(screen.queryByRole('button', { name: /pause scrolling/i })).not.toBeInTheDocument();
    expect(screen.getByTestId('auto-scroll').querySelectorAll('li[data-copy]')).toHaveLength(0);
  });

  it('pauses while hovered, while focus is inside and when the user presses Pause', () => {
    mockReducedMotion(false);
    renderStrip(1);
    const scroller = screen.getByTestId('auto-scroll');
    runFrames(3);
    expect(scroller.scrollLeft).toBe(3);

    fireEvent.mouseEnter(scroller);
    runFrames(5);
    expect(scroller.scrollLeft).toBe(3);
    fireEvent.mouseLeave(scroller);
    runFrames(1);
    expect(scroller.scrollLeft).toBe(4);

    act(() => screen.getByRole('link', { name: 'A' }).focus());
    runFrames(5);
    expect(scroller.scrollLeft).toBe(4);
    act(() => screen.getByRole('link', { name: 'A' }).blur());
    runFrames(1);
    expect(scroller.scrollLeft).toBe(5);

    fireEvent.click(screen.getByRole('button', { name: 'Pause scrolling Letters' }));
    runFrames(5);
    expect(scroller.scrollLeft).toBe(5);
    expect(screen.getByRole('button', { name: 'Resume scrolling Letters' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('loops: after one copy of the items has gone by it jumps back by exactly that width', () => {
    mockReducedMotion(false);
    renderStrip(1);
    const scroller = screen.getByTestId('auto-scroll');
    // jsdom lays nothing out (every width is 0), so the strip is at its end at once and asks for the copy.
    runFrames(1);
    const loopStart = scroller.querySelector('[data-loop-start]') as HTMLElement;
    Object.defineProperty(loopStart, 'offsetLeft', { value: 4 });
    runFrames(2);
    expect(scroller.scrollLeft).toBe(3);
    runFrames(2);
    expect(scroller.scrollLeft).toBe(1);
  });

  it('the looping copy is aria-hidden and inert, so each item is met once', () => {
    mockReducedMotion(false);
    renderStrip();
    runFrames(1);
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['A', 'B', 'C']);
    const copies = screen.getByTestId('auto-scroll').querySelectorAll('li[data-copy]');
    expect(copies).toHaveLength(3);
    copies.forEach((li) => {
      expect(li).toHaveAttribute('aria-hidden', 'true');
      expect(li).toHaveAttribute('inert');
    });
  });
});

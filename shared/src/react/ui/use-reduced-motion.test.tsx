import { act, render, screen } from '@testing-library/react';
import { useReducedMotion } from './use-reduced-motion';

function Probe() {
  return <p>{useReducedMotion() ? 'still' : 'moving'}</p>;
}

describe('useReducedMotion', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('follows the prefers-reduced-motion media query as it changes', () => {
    let matches = false;
    const listeners = new Set<() => void>();
    window.matchMedia = ((query: string) => ({
      get matches() {
        return query === '(prefers-reduced-motion: reduce)' && matches;
      },
      media: query,
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    })) as unknown as typeof window.matchMedia;

    render(<Probe />);
    expect(screen.getByText('moving')).toBeInTheDocument();
    act(() => {
      matches = true;
      listeners.forEach((l) => l());
    });
    expect(screen.getByText('still')).toBeInTheDocument();
  });
});

// The behaviour of a modal panel (WAI-ARIA APG) for a panel that is not a <dialog>: the shell's side drawer. The kit's
// Dialog is a native <dialog> opened with showModal(), which gives it the focus trap, Escape and the inert page itself;
// it uses only focusableIn from here.
import { useEffect, useRef, type RefObject } from 'react';
import { lockScroll } from './scroll-lock';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true' && !el.closest('[hidden]'),
  );
}

export interface ModalOptions {
  open: boolean;
  /** The modal element: Tab and Shift+Tab stay inside it. */
  panelRef: RefObject<HTMLElement | null>;
  /** Read when Escape is pressed (a ref, so a new callback each render does not re-run the open effect). */
  onCloseRef: RefObject<() => void>;
  /** What to focus on open; the panel itself when it answers nothing. Read once, on open. */
  initialFocus?: () => HTMLElement | null | undefined;
}

/**
 * The behaviour of a modal (WAI-ARIA APG) for any panel, the Dialog's and a side drawer's: the body does not scroll
 * behind it, focus moves in on open, Tab and Shift+Tab are kept inside, Escape closes it, and focus goes back to
 * whatever had it before.
 */
export function useModal({ open, panelRef, onCloseRef, initialFocus }: ModalOptions): void {
  const initialFocusRef = useRef(initialFocus);
  useEffect(() => {
    initialFocusRef.current = initialFocus;
  });
  useEffect(() => {
    if (!open) return undefined;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockScroll();

    const panel = panelRef.current;
    const target = initialFocusRef.current?.() ?? panel;
    target?.focus();

    const onKeyDown = (e: KeyboardEvent) => {
      if (!panel) return;
      if (e.key === 'Escape') {
        // Only the top-most dialog reacts when dialogs are stacked.
        if (!panel.contains(document.activeElement) && document.activeElement !== document.body) return;
        e.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = focusableIn(panel);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        e.preventDefault();
        panel.focus();
        return;
      }
      const active = document.activeElement;
      if (e.shiftKey && (active === first || active === panel || !panel.contains(active))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !panel.contains(active))) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      unlock();
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open, panelRef, onCloseRef]);
}

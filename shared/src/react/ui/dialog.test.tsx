import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { renderWithTheme } from './test-utils';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open reviews
      </button>
      <Dialog
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        title="Patient Reviews"
        description="What patients said"
        footer={<Button onClick={() => setOpen(false)}>Done</Button>}
      >
        <p>Body text</p>
        <input aria-label="First field" />
        <a href="/x">A link</a>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    renderWithTheme(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens as a labelled, described modal in a portal and moves focus inside', async () => {
    const user = userEvent.setup();
    const { container } = renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open reviews' }));

    const dialog = screen.getByRole('dialog', { name: 'Patient Reviews' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('What patients said');
    expect(container).not.toContainElement(dialog);
    // The first focusable element of the body, not the × button, receives focus.
    expect(within(dialog).getByLabelText('First field')).toHaveFocus();
  });

  it('is a native <dialog> opened as a modal, so the browser keeps focus inside and makes the page inert', async () => {
    const user = userEvent.setup();
    const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
    renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open reviews' }));
    const dialog = screen.getByRole('dialog', { name: 'Patient Reviews' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(showModal.mock.contexts[0]).toBe(dialog);
    showModal.mockRestore();
  });

  it('lets a field inside keep Escape for itself (a list it closes) without closing the dialog', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open reviews' }));
    const field = screen.getByLabelText('First field');
    field.addEventListener('keydown', (e) => e.preventDefault());
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the button that opened it', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Open reviews' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('returns focus to the opener when closed from the footer too', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open reviews' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside the panel', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open reviews' }));
    await user.click(screen.getByText('Body text'));
    expect(onClose).not.toHaveBeenCalled();
    // A click on the backdrop is a click on the <dialog> element itself.
    await user.click(screen.getByRole('dialog'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes from the × button', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open reviews' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('locks body scroll while open and restores it after', async () => {
    const user = userEvent.setup();
    document.body.style.overflow = 'scroll';
    renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open reviews' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
    document.body.style.overflow = '';
  });
});

describe('toasts while a dialog is open (ADR 331)', () => {
  it('are inside the open dialog, so they show and are announced above it, and go back to the page when it closes', async () => {
    const { AppToaster, loadToasts, notify } = await import('./toast');
    await loadToasts();
    const user = userEvent.setup();
    renderWithTheme(
      <>
        <AppToaster />
        <Harness />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Open reviews' }));
    const dialog = screen.getByRole('dialog', { name: 'Patient Reviews' });
    const { act } = await import('@testing-library/react');
    act(() => {
      notify.success('Top-up successful');
    });
    const toast = await screen.findByText('Top-up successful');
    expect(dialog).toContainElement(toast);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body).toContainElement(screen.getByText('Top-up successful'));
  });
});

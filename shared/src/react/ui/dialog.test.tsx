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

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open reviews' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const field = screen.getByLabelText('First field');
    const link = screen.getByRole('link', { name: 'A link' });
    const done = screen.getByRole('button', { name: 'Done' });

    await user.tab();
    expect(link).toHaveFocus();
    await user.tab();
    expect(done).toHaveFocus();
    await user.tab(); // wraps from the last element to the first
    expect(close).toHaveFocus();
    await user.tab({ shift: true }); // and back from the first to the last
    expect(done).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(field).toHaveFocus();
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

  it('closes on a backdrop click but not on a click inside the panel', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithTheme(<Harness onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open reviews' }));
    await user.click(screen.getByText('Body text'));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('dialog-backdrop'));
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

import { act, screen } from '@testing-library/react';
import { toast, useToasterStore } from 'react-hot-toast';
import { AppToaster, notify, toastOptions } from './toast';
import { renderWithTheme } from './test-utils';

describe('notify', () => {
  afterEach(() => {
    act(() => {
      toast.remove();
    });
  });

  it('uses a display time within the spec’s 4-5 s', () => {
    expect(toastOptions.duration).toBeGreaterThanOrEqual(4000);
    expect(toastOptions.duration).toBeLessThanOrEqual(5000);
  });

  it('shows a success toast with a title and a description, politely', async () => {
    renderWithTheme(<AppToaster />);
    act(() => {
      notify.success('OTP Sent', 'Please check your phone for the verification code');
    });
    expect(await screen.findByText('OTP Sent')).toBeInTheDocument();
    expect(screen.getByText('Please check your phone for the verification code')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('OTP Sent');
  });

  it('shows an error toast as an alert, with only a title when there is no text', async () => {
    renderWithTheme(<AppToaster />);
    act(() => {
      notify.error('Failed to sign in');
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to sign in');
    expect(alert).toHaveAttribute('aria-live', 'assertive');
  });

  it('keeps at most three toasts visible', async () => {
    const ids: string[] = [];
    let visible: string[] = [];
    function Probe() {
      visible = useToasterStore()
        .toasts.filter((t) => t.visible)
        .map((t) => t.id);
      return null;
    }
    renderWithTheme(
      <>
        <AppToaster />
        <Probe />
      </>,
    );
    act(() => {
      ['One', 'Two', 'Three', 'Four'].forEach((t) => ids.push(notify.success(t)));
    });
    await screen.findByText('Four');
    // The oldest is dismissed: it stays in the DOM while it animates out, but is no longer visible.
    expect(visible).toHaveLength(3);
    expect(visible).not.toContain(ids[0]);
    expect(visible).toEqual(expect.arrayContaining([ids[1], ids[2], ids[3]]));
  });
});

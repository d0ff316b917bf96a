import { act, render, screen, waitFor } from '@testing-library/react';
import { toast, useToasterStore } from 'react-hot-toast';
import type * as ToastModule from './toast';
import { AppToaster, notify } from './toast';
import { renderWithTheme } from './test-utils';

/** Renders the toaster and answers a reader of the ids of the toasts visible now. */
function renderToasterWithProbe(): () => string[] {
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
  return () => visible;
}

describe('notify', () => {
  afterEach(() => {
    act(() => {
      toast.remove();
    });
  });

  it('shows a toast for the spec’s 4-5 s, then hides it', async () => {
    jest.useFakeTimers();
    try {
      const visible = renderToasterWithProbe();
      let id = '';
      act(() => {
        id = notify.info('Saved');
      });
      await act(async () => jest.advanceTimersByTimeAsync(4_000));
      expect(visible()).toEqual([id]);
      await act(async () => jest.advanceTimersByTimeAsync(1_000));
      expect(visible()).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
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
    const visible = renderToasterWithProbe();
    act(() => {
      ['One', 'Two', 'Three', 'Four'].forEach((t) => ids.push(notify.success(t)));
    });
    await screen.findByText('Four');
    // The oldest is dismissed: it stays in the DOM while it animates out, but is no longer visible.
    expect(visible()).toHaveLength(3);
    expect(visible()).not.toContain(ids[0]);
    expect(visible()).toEqual(expect.arrayContaining([ids[1], ids[2], ids[3]]));
  });

  it("a success clears the errors before it: 'Authentication Required' does not stay once signed in", async () => {
    const visible = renderToasterWithProbe();
    let error = '';
    let info = '';
    act(() => {
      error = notify.error('Authentication Required', 'Please sign in to book an appointment');
      info = notify.info('Saved');
    });
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(visible()).toContain(error);
    let success = '';
    act(() => {
      success = notify.success('Signed in successfully');
    });
    expect(await screen.findByText('Signed in successfully')).toBeInTheDocument();
    expect(visible()).not.toContain(error);
    expect(visible()).toEqual(expect.arrayContaining([info, success]));
    // An error after the success stays.
    act(() => {
      error = notify.error('Failed to book');
    });
    expect(await screen.findByText('Failed to book')).toBeInTheDocument();
    expect(visible()).toContain(error);
  });

  it("answers the toast's own id at once, and dismisses that toast with it", async () => {
    const visible = renderToasterWithProbe();
    let id = '';
    act(() => {
      id = notify.info('Saved');
    });
    expect(id).toMatch(/^musawo-toast-\d+$/);
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(visible()).toEqual([id]);
    act(() => notify.dismiss(id));
    expect(visible()).toEqual([]);
  });
});

/** Lets a fetch that was (or was not) started finish (a module import settles in microtasks), and React render. */
const settle = () => act(async () => undefined);

// This file's React, taken before any test resets the module registry.
const react: unknown = jest.requireActual('react');
const jsxRuntime: unknown = jest.requireActual('react/jsx-runtime');

/** The toast module as a page first sees it: the toast code not fetched yet (a module registry of its own). */
async function freshToastModule(fetches: { count: number; fail: number }): Promise<typeof ToastModule> {
  // A module registry of its own for everything but React: the test renders with this file's React.
  jest.resetModules();
  jest.doMock('react', () => react);
  jest.doMock('react/jsx-runtime', () => jsxRuntime);
  jest.doMock('react-hot-toast', () => {
    fetches.count++;
    if (fetches.fail > 0) {
      fetches.fail--;
      throw new Error('offline');
    }
    return jest.requireActual('react-hot-toast');
  });
  return import('./toast');
}

describe('the toast code, fetched after the first view (ADR 013)', () => {
  afterEach(() => {
    for (const name of ['react', 'react/jsx-runtime', 'react-hot-toast']) jest.dontMock(name);
  });

  it('is not fetched by rendering the toaster or by a dismiss with nothing shown; the toaster renders nothing until it is here', async () => {
    const fetches = { count: 0, fail: 0 };
    const { AppToaster: Toaster, notify: n } = await freshToastModule(fetches);
    const { container } = render(<Toaster />);
    n.dismiss();
    await settle();
    expect(fetches.count).toBe(0);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows toasts asked for before it arrived once it has, as they were asked for', async () => {
    const fetches = { count: 0, fail: 0 };
    const { AppToaster: Toaster, notify: n } = await freshToastModule(fetches);
    render(<Toaster />);
    act(() => {
      n.success('First');
      n.error('Second', 'with a reason');
    });
    const second = await screen.findByText('Second');
    const first = screen.getByText('First');
    // Created in the order asked for: react-hot-toast shows the newest on top.
    expect(second.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('alert')).toHaveTextContent('Secondwith a reason');
    expect(fetches.count).toBe(1);
  });

  it('loadToasts fetches it ahead of any toast, and the toaster appears', async () => {
    const fetches = { count: 0, fail: 0 };
    const { AppToaster: Toaster, loadToasts } = await freshToastModule(fetches);
    // Other tests' modules made host elements of their own: this module's is the one added now.
    const hostsBefore = document.querySelectorAll('[data-toasts]').length;
    render(<Toaster />);
    expect(document.querySelectorAll('[data-toasts]')).toHaveLength(hostsBefore);
    await act(async () => {
      await loadToasts();
    });
    expect(fetches.count).toBe(1);
    // The toaster is drawn in its own host element on <body> (an open dialog takes it in: ADR 331).
    const hosts = document.querySelectorAll('[data-toasts]');
    expect(hosts).toHaveLength(hostsBefore + 1);
    expect(hosts[hostsBefore]).not.toBeEmptyDOMElement();
  });

  it('a toast whose code could not be fetched (offline) is shown when the next toast fetches it', async () => {
    const fetches = { count: 0, fail: 1 };
    const { AppToaster: Toaster, notify: n } = await freshToastModule(fetches);
    render(<Toaster />);
    act(() => {
      n.error('Lost connection');
    });
    await waitFor(() => expect(fetches.count).toBe(1));
    expect(screen.queryByText('Lost connection')).not.toBeInTheDocument();
    act(() => {
      n.info('Back online');
    });
    expect(await screen.findByText('Back online')).toBeInTheDocument();
    expect(screen.getByText('Lost connection')).toBeInTheDocument();
    expect(fetches.count).toBe(2);
  });
});

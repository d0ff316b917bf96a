import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { RpcInput, TopUp } from '@musawo/shared/contracts';
import { createFakeGateway, gatewayError, renderWithPlatform, testPatient, removeToasts } from '@musawo/shared/testing';
import { topUp, ugx } from '../../../testing/fixtures';
import { TOP_UP_POLL_MS } from '../api/use-top-up';
import { normalisePhone, providerOf, validateTopUp } from '../hooks/use-top-up-form';
import { TopUpDialog } from './top-up-dialog';

afterEach(() => {
  act(() => removeToasts());
  jest.useRealTimers();
});

type TopUpIn = RpcInput<'Wallet', 'topUp'>;

function setup(opts: { start?: (input: TopUpIn) => TopUp | Promise<TopUp>; statuses?: (TopUp | Error)[]; phone?: string } = {}) {
  jest.useFakeTimers();
  const user = userEvent.setup({ delay: null });
  const statuses = [...(opts.statuses ?? [])];
  const gateway = createFakeGateway({
    auth: { sendOTPRegistration: async () => ({ success: true, message: 'OTP Sent' }) },
    Wallet: {
      topUp: async (input) => ({ success: true, results: await (opts.start ?? ((i: TopUpIn) => topUp({ amount: i.amount, phone: i.phone, provider: i.provider })))(input) }),
      topUpStatus: async () => {
        const next = statuses.length > 1 ? statuses.shift() : statuses[0];
        if (!next) throw new Error('no status');
        if (next instanceof Error) throw next;
        return { success: true, results: next };
      },
    },
  });
  const onClose = jest.fn();
  function Harness() {
    const [open, setOpen] = useState(true);
    const [mounted, setMounted] = useState(true);
    return (
      <>
        <button onClick={() => setOpen(true)}>Open top-up</button>
        <button onClick={() => setMounted(false)}>Leave the page</button>
        {mounted && (
          <TopUpDialog
            open={open}
            onClose={() => {
              onClose();
              setOpen(false);
            }}
            profilePhone={opts.phone ?? '+256772000001'}
          />
        )}
      </>
    );
  }
  const r = renderWithPlatform(<Harness />, { gateway, user: testPatient });
  const published: unknown[] = [];
  r.bus.subscribe('wallet:balance-changed', (p) => published.push(p));
  return { ...r, user, gateway, onClose, published };
}

const tick = async (ms = TOP_UP_POLL_MS) => {
  await act(async () => {
    jest.advanceTimersByTime(ms);
    // Let the status call's promise chain settle inside act.
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
};

describe('Top-up rules', () => {
  it('checks the amount between 1,000 and 5,000,000 UGX, the phone and the provider', () => {
    expect(validateTopUp({ amount: '', phone: '0772000001', provider: 'MTN' }).amount).toBe('Enter the amount to add.');
    expect(validateTopUp({ amount: '999', phone: '0772000001', provider: 'MTN' }).amount).toMatch(/smallest top-up is UGX.1,000/);
    expect(validateTopUp({ amount: '5000001', phone: '0772000001', provider: 'MTN' }).amount).toMatch(/largest top-up is UGX.5,000,000/);
    expect(validateTopUp({ amount: '12.5', phone: '0772000001', provider: 'MTN' }).amount).toMatch(/whole number/);
    expect(validateTopUp({ amount: '5,000,000', phone: '0772000001', provider: 'MTN' })).toEqual({});
    // The server's phone rule first, with its sentence (issue 45); then a Ugandan mobile number.
    expect(validateTopUp({ amount: '1000', phone: '0412 345678', provider: 'MTN' }).phone).toBe('Enter a Ugandan mobile number, for example 0772 123 456.');
    expect(validateTopUp({ amount: '1000', phone: '12345', provider: '' })).toEqual({
      phone: 'Please enter a valid phone number',
      provider: 'Choose MTN or Airtel.',
    });
    expect(normalisePhone('0772 123 456')).toBe('+256772123456');
    expect(providerOf('+256700000001')).toBe('AIRTEL');
    expect(providerOf('0781000000')).toBe('MTN');
  });
});

describe('TopUpDialog', () => {
  it('prefills the phone from the profile, picks its network, and shows field messages on a bad amount', async () => {
    const { user, gateway } = setup();
    expect(screen.getByRole('textbox', { name: 'Mobile money number' })).toHaveValue('+256772000001');
    expect(screen.getByRole('radio', { name: 'MTN Mobile Money' })).toBeChecked();
    expect(screen.getByRole('group', { name: 'Provider' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Amount (UGX)' }), '500');
    await user.click(screen.getByRole('button', { name: 'Top Up' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Amount (UGX)' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Amount (UGX)' })).toHaveAccessibleDescription(/The smallest top-up is UGX.1,000\./);
    expect(gateway.calls).toHaveLength(0);
  });

  it('quick amounts fill the amount; Airtel can be chosen; the request carries an idempotency key', async () => {
    const { user, gateway } = setup({ statuses: [] });
    await user.click(screen.getByRole('button', { name: '50,000' }));
    expect(screen.getByRole('textbox', { name: 'Amount (UGX)' })).toHaveValue('50000');
    expect(screen.getByRole('button', { name: '50,000' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('radio', { name: 'Airtel Money' }));
    await user.click(screen.getByRole('button', { name: 'Top Up' }));
    const [sent] = gateway.callsTo('Wallet', 'topUp') as TopUpIn[];
    expect(sent).toEqual({ amount: 50_000, phone: '+256772000001', provider: 'AIRTEL', idempotencyKey: expect.any(String) });
    expect(sent?.idempotencyKey?.length).toBeGreaterThan(8);
    await screen.findByText('Approve the payment on your phone…');
  });

  it('while pending says to approve on the phone with the number, polls every 2 s, then shows the new balance, toasts and tells the bus', async () => {
    const { user, gateway, published } = setup({ statuses: [topUp({ amount: 20_000 }), topUp({ amount: 20_000, status: 'SUCCESS', balance: 520_000 })] });
    await user.click(screen.getByRole('button', { name: '20,000' }));
    await user.click(screen.getByRole('button', { name: 'Top Up' }));
    expect(await screen.findByText('Approve the payment on your phone…')).toBeInTheDocument();
    expect(screen.getByText(/We sent a request for UGX.20,000 to \+256772000001/)).toBeInTheDocument();
    expect(screen.getByText(/keep checking in the background/)).toBeInTheDocument();
    expect(gateway.callsTo('Wallet', 'topUpStatus')).toHaveLength(0);

    await tick();
    expect(gateway.callsTo('Wallet', 'topUpStatus')).toEqual([{ topUpId: 'tu-1' }]);
    expect(screen.getByText('Approve the payment on your phone…')).toBeInTheDocument();

    await tick();
    expect(gateway.callsTo('Wallet', 'topUpStatus')).toHaveLength(2);
    expect(await screen.findByText(`New balance: ${ugx(520_000)}`)).toBeInTheDocument();
    expect(screen.getByText(`Your new balance is ${ugx(520_000)}.`)).toBeInTheDocument();
    expect(published).toEqual([{ balance: 520_000 }]);
    await tick(10 * TOP_UP_POLL_MS);
    expect(gateway.callsTo('Wallet', 'topUpStatus')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Done' }));

    // A second top-up is a new request: a new idempotency key.
    await user.click(screen.getByRole('button', { name: 'Open top-up' }));
    await user.click(screen.getByRole('button', { name: 'Top Up' }));
    await screen.findByText('Approve the payment on your phone…');
    const [first, second] = gateway.callsTo('Wallet', 'topUp') as TopUpIn[];
    expect(second?.idempotencyKey).toBeTruthy();
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('a start that fails on the network keeps its key, so a resend cannot charge twice', async () => {
    let fail = true;
    const { user, gateway } = setup({ start: (i) => (fail ? Promise.reject(gatewayError('Network error: check your connection', 0, 'NETWORK')) : topUp({ amount: i.amount })), statuses: [topUp()] });
    await user.type(screen.getByRole('textbox', { name: 'Amount (UGX)' }), '20000');
    await user.click(screen.getByRole('button', { name: 'Top Up' }));
    expect(await screen.findByText('Network error: check your connection')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Top Up' }));
    await screen.findByText('Approve the payment on your phone…');
    const [first, second] = gateway.callsTo('Wallet', 'topUp') as TopUpIn[];
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it("on FAILED shows the server's explanation and Try again returns to the form with a new key", async () => {
    const { user, gateway } = setup({ statuses: [topUp({ status: 'FAILED', message: 'Not enough money on your MTN wallet.' })] });
    await user.type(screen.getByRole('textbox', { name: 'Amount (UGX)' }), '20000');
    await user.click(screen.getByRole('button', { name: 'Top Up' }));
    await screen.findByText('Approve the payment on your phone…');
    await tick();
    expect(await screen.findByText('Not enough money on your MTN wallet.')).toBeInTheDocument();
    expect(screen.getByText('Top-up failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('textbox', { name: 'Amount (UGX)' })).toHaveValue('20000');
    await user.click(screen.getByRole('button', { name: 'Top Up' }));
    await screen.findByText('Approve the payment on your phone…');
    const [first, second] = gateway.callsTo('Wallet', 'topUp') as TopUpIn[];
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('on EXPIRED without a message explains that the request expired', async () => {
    const { user } = setup({ statuses: [topUp({ status: 'EXPIRED' })] });
    await user.type(screen.getByRole('textbox', { name: 'Amount (UGX)' }), '20000');
    await user.click(screen.getByRole('button', { name: 'Top Up' }));
    await screen.findByText('Approve the payment on your phone…');
    await tick();
    expect(await screen.findByText(/expired before it was approved/)).toBeInTheDocument();
  });

  it('a refused start shows the server message at the field it names, or in the dialog', async () => {
    let field: string | undefined = 'phone';
    const { user } = setup({ start: () => Promise.reject(gatewayError(field ? 'This number is not registered for mobile money.' : 'Mobile money is down.', 400, 'BAD_REQUEST', field)) });
    await user.type(screen.getByRole('textbox', { name: 'Amount (UGX)' }), '20000');
    await user.click(screen.getByRole('button', { name: 'Top Up' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Mobile money number' })).toHaveAccessibleDescription('This number is not registered for mobile money.'));
    field = undefined;
    await user.click(screen.getByRole('button', { name: 'Top Up' }));
    expect(await screen.findByText('Mobile money is down.')).toBeInTheDocument();
    expect(screen.getByText('The top-up could not start')).toBeInTheDocument();
  });

  it('a number new to the account: the code sent to it is entered, then the top-up goes out with it', async () => {
    const { user, gateway } = setup({
      start: (i) => {
        if (i.phone === '+256772000001') return topUp({ amount: i.amount, phone: i.phone });
        if (i.verificationCode === undefined) return Promise.reject(gatewayError('To top up from a new number, enter the code we send to it first.', 400, 'PHONE_NOT_VERIFIED', 'phone'));
        if (i.verificationCode !== '4821') return Promise.reject(gatewayError('Invalid OTP', 400, 'INVALID_OTP', 'verificationCode'));
        return topUp({ amount: i.amount, phone: i.phone, provider: i.provider });
      },
      statuses: [topUp()],
    });
    await user.type(screen.getByRole('textbox', { name: 'Amount (UGX)' }), '20000');
    await user.clear(screen.getByRole('textbox', { name: 'Mobile money number' }));
    await user.type(screen.getByRole('textbox', { name: 'Mobile money number' }), '0752 000 111');
    await user.click(screen.getByRole('button', { name: 'Top Up' }));
    await user.click(await screen.findByRole('button', { name: 'Send verification code' }));
    expect(gateway.callsTo('auth', 'sendOTPRegistration')).toEqual([{ phone_number: '+256752000111', isLogin: false }]);
    expect(await screen.findByText('We sent a 4-digit code to +256752000111.')).toBeInTheDocument();
    expect(screen.queryByText('The top-up could not start')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Top Up' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid 4-digit OTP'));
    expect(screen.getByLabelText('Digit 1 of 4')).toHaveFocus();
    await user.type(screen.getByLabelText('Digit 1 of 4'), '1111');
    await user.click(screen.getByRole('button', { name: 'Top Up' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Invalid OTP'));
    for (let i = 4; i >= 1; i -= 1) await user.clear(screen.getByLabelText(`Digit ${i} of 4`));
    await user.type(screen.getByLabelText('Digit 1 of 4'), '4821');
    await user.click(screen.getByRole('button', { name: 'Top Up' }));
    await screen.findByText('Approve the payment on your phone…');
    const calls = gateway.callsTo('Wallet', 'topUp') as TopUpIn[];
    expect(calls.map((c) => c.verificationCode)).toEqual([undefined, '1111', '4821']);
    // One attempt, one key: the refused calls created nothing.
    expect(new Set(calls.map((c) => c.idempotencyKey)).size).toBe(1);
  });

  it('closing while pending keeps polling; the outcome arrives as a toast and on the bus', async () => {
    const { user, gateway, onClose, published } = setup({ statuses: [topUp(), topUp({ status: 'SUCCESS', balance: 470_000 })] });
    await user.type(screen.getByRole('textbox', { name: 'Amount (UGX)' }), '20000');
    await user.click(screen.getByRole('button', { name: 'Top Up' }));
    await screen.findByText('Approve the payment on your phone…');
    await user.click(screen.getByRole('button', { name: 'Continue in background' }));
    expect(onClose).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Leave the page' }));
    await tick();
    await tick();
    expect(gateway.callsTo('Wallet', 'topUpStatus')).toHaveLength(2);
    expect(await screen.findByText(`Your new balance is ${ugx(470_000)}.`)).toBeInTheDocument();
    expect(published).toEqual([{ balance: 470_000 }]);
  });

  it('a failure nobody is watching is said in a toast', async () => {
    const { user } = setup({ statuses: [topUp(), topUp({ status: 'FAILED', message: 'You cancelled the payment.' })] });
    await user.type(screen.getByRole('textbox', { name: 'Amount (UGX)' }), '20000');
    await user.click(screen.getByRole('button', { name: 'Top Up' }));
    await screen.findByText('Approve the payment on your phone…');
    await user.click(screen.getByRole('button', { name: 'Continue in background' }));
    await tick();
    await tick();
    expect(await screen.findByText('You cancelled the payment.')).toBeInTheDocument();
    expect(screen.getByText('Top-up failed')).toBeInTheDocument();
  });

  it('reopening while the payment is still pending shows the pending state again', async () => {
    const { user } = setup({ statuses: [topUp()] });
    await user.type(screen.getByRole('textbox', { name: 'Amount (UGX)' }), '20000');
    await user.click(screen.getByRole('button', { name: 'Top Up' }));
    await screen.findByText('Approve the payment on your phone…');
    await user.click(screen.getByRole('button', { name: 'Continue in background' }));
    expect(screen.queryByText('Approve the payment on your phone…')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open top-up' }));
    expect(screen.getByText('Approve the payment on your phone…')).toBeInTheDocument();
  });
});

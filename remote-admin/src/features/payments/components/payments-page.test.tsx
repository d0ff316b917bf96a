import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentProblem, UserProfile } from '@musawo/shared/contracts';
import { createFakeGateway, gatewayError, renderWithPlatform } from '@musawo/shared/testing';
import { App } from '../../../app';

const operator: UserProfile = { id: 'o1', name: 'Sarah Operator', email: 'operator@musawo.test', phone_number: '+256700000009', userType: 'operator', isEmailVerified: true };

const row = (over: Partial<PaymentProblem>): PaymentProblem => ({
  kind: 'payout', id: 'p1', status: 'PENDING', amount: 20_000, currency: 'UGX', provider: 'MTN', phone: '+256772000002', userName: 'Dr. Sarah Atim',
  reference: 'p1', providerReference: null, message: null, createdAt: '2026-11-28T06:00:00.000Z', updatedAt: '2026-11-28T06:00:00.000Z', ...over,
});

function setup(rows: PaymentProblem[], handlers: { checkAgain?: () => PaymentProblem; declinePayout?: (input: { reason: string }) => PaymentProblem } = {}) {
  let current = rows;
  const gateway = createFakeGateway({
    Payments: {
      list: () => ({ success: true, results: current }),
      checkAgain: () => {
        const after = handlers.checkAgain?.() ?? row({});
        current = current.filter((r) => r.id !== after.id || after.status !== 'SUCCESS');
        return { success: true, results: after };
      },
      approvePayout: () => ({ success: true, results: row({ id: 'p2', reference: 'p2', status: 'PENDING' }) }),
      declinePayout: (input) => ({ success: true, results: handlers.declinePayout?.(input) ?? row({ id: 'p2', status: 'DECLINED' }) }),
    },
  });
  renderWithPlatform(<App />, { route: '/admin/payments', gateway, user: operator });
  return { gateway, user: userEvent.setup() };
}

describe('/admin/payments', () => {
  it('lists the problems with our and the provider’s reference; Check again asks the provider and the list follows', async () => {
    const { gateway, user } = setup([
      row({}),
      row({ kind: 'top_up', id: 't1', reference: 't1', status: 'FAILED', provider: 'AIRTEL', providerReference: 'AM-77', message: 'The payment was declined.', userName: 'Aisha Nakato' }),
      row({ kind: 'top_up', id: 't2', reference: 't2', status: 'EXPIRED', amount: 15_000, providerReference: null, message: 'Nobody approved the prompt in time.', userName: 'Joseph Okello' }),
    ], { checkAgain: () => row({ status: 'SUCCESS', providerReference: 'MTN-1' }) });
    const list = await screen.findByRole('list', { name: 'Payments' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).getByRole('heading')).toHaveTextContent(/^Withdrawal: UGX\s20,000 — pending$/);
    expect(within(items[1] as HTMLElement).getByText('AM-77')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('The payment was declined.')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).queryByRole('button', { name: 'Check again' })).not.toBeInTheDocument();
    // An expired top-up: said so, with no provider reference to quote, and nothing left to ask the provider.
    const expired = items[2] as HTMLElement;
    expect(within(expired).getByRole('heading')).toHaveTextContent(/^Top-up: UGX\s15,000 — expired$/);
    expect(within(expired).getByText('Nobody approved the prompt in time.')).toBeInTheDocument();
    expect(within(expired).getByText(/Joseph Okello, MTN Mobile Money \+256772000002/)).toBeInTheDocument();
    expect(within(expired).queryByRole('button', { name: 'Check again' })).not.toBeInTheDocument();
    await user.click(within(items[0] as HTMLElement).getByRole('button', { name: 'Check again' }));
    expect(gateway.callsTo('Payments', 'checkAgain')).toEqual([{ kind: 'payout', id: 'p1' }]);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Payments' })).getAllByRole('listitem')).toHaveLength(2));
  });

  it('approves a payout waiting for approval, and declines one only with a reason, said at its field', async () => {
    const { gateway, user } = setup([row({ id: 'p2', reference: 'p2', status: 'AWAITING_APPROVAL', amount: 1_200_000 })]);
    const item = await screen.findByRole('listitem');
    await user.click(within(item).getByRole('button', { name: 'Decline' }));
    await user.click(within(item).getByRole('button', { name: 'Decline and return the money' }));
    const reason = within(item).getByLabelText('Reason (the doctor reads it)');
    expect(await within(item).findByText('Give a reason for declining.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    expect(gateway.callsTo('Payments', 'declinePayout')).toEqual([]);
    await user.type(reason, 'The account details need checking.');
    await user.click(within(item).getByRole('button', { name: 'Decline and return the money' }));
    await waitFor(() => expect(gateway.callsTo('Payments', 'declinePayout')).toEqual([{ payoutId: 'p2', reason: 'The account details need checking.' }]));
    await user.click(within(item).getByRole('button', { name: 'Cancel' }));
    await user.click(within(item).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(gateway.callsTo('Payments', 'approvePayout')).toEqual([{ payoutId: 'p2' }]));
  });

  it('shows the server’s refusal of a decline at the reason', async () => {
    const { user } = setup([row({ id: 'p3', reference: 'p3', status: 'AWAITING_APPROVAL' })], {
      declinePayout: () => {
        throw gatewayError('This withdrawal is no longer waiting for approval.', 409, 'CONFLICT', 'payoutId');
      },
    });
    const item = await screen.findByRole('listitem');
    await user.click(within(item).getByRole('button', { name: 'Decline' }));
    await user.type(within(item).getByLabelText('Reason (the doctor reads it)'), 'Duplicate request');
    await user.click(within(item).getByRole('button', { name: 'Decline and return the money' }));
    expect(await within(item).findByText('This withdrawal is no longer waiting for approval.')).toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from '@musawo/shared/router';
import type { Transaction } from '@musawo/shared/contracts';
import { createFakeGateway, gatewayError, LocationProbe, renderWithPlatform, testPatient, removeToasts } from '@musawo/shared/testing';
import { makeTransaction, transactions, ugx } from '../../../testing/fixtures';
import { pageCount, TransactionsPage } from './transactions-page';
import { paymentMethodLabel } from './transaction-format';

afterEach(() => act(() => removeToasts()));

function renderHistory(list: () => Transaction[] | Promise<Transaction[]>, detail?: (id: string) => Transaction | Promise<Transaction>) {
  const gateway = createFakeGateway({
    Transaction: {
      queryUserTransactions: async () => ({ success: true, results: await list() }),
      queryTransactionDetail: async ({ transactionId }) => {
        const found = detail ? await detail(transactionId) : (await list()).find((t) => t.id === transactionId);
        if (!found) throw gatewayError('Transaction not found', 404, 'NOT_FOUND');
        return { success: true, results: found };
      },
    },
  });
  const r = renderWithPlatform(<TransactionsPage />, {
    gateway,
    user: testPatient,
    route: '/transactions',
    path: '/transactions',
    extraRoutes: <Route path="/appointments/:id" element={<LocationProbe />} />,
  });
  return { ...r, gateway };
}

const rowsShown = () => within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem');

describe('Transaction History', () => {
  it("shows 5 rows a page with 'Payment Sent' / 'Payment Received', date, 'Ref:', amount in UGX, method, status and a details button", async () => {
    renderHistory(() => [
      makeTransaction(1),
      makeTransaction(2, { transactionType: 'credit', amount: 20_000, status: 'PENDING', paymentMethod: 'MTN' }),
      makeTransaction(3, { status: 'REVERSED' }),
      ...transactions(9).slice(3),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Transaction History' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Transactions' });
    const rows = rowsShown();
    expect(rows).toHaveLength(5);
    const [first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading', { name: 'Payment Sent' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Ref: MSW-000001');
    expect(first).toHaveTextContent(ugx(50_000));
    expect(first).toHaveTextContent('Nov 2, 2026, 10:15');
    expect(first).toHaveTextContent('Wallet');
    expect(within(first).getByText('Success')).toHaveAttribute('data-tone', 'success');
    expect(within(first).getByRole('button', { name: 'View Transaction Details' })).toBeInTheDocument();
    expect(within(second).getByRole('heading', { name: 'Payment Received' })).toBeInTheDocument();
    expect(second).toHaveTextContent('MTN Mobile Money');
    expect(within(second).getByText('Pending')).toHaveAttribute('data-tone', 'warning');
    expect(within(third).getByText('Failed')).toHaveAttribute('data-tone', 'danger');
  });

  it("pages with Previous / Next and says 'N of M'", async () => {
    const user = userEvent.setup();
    renderHistory(() => transactions(12));
    await screen.findByRole('list', { name: 'Transactions' });
    expect(screen.getByTestId('page-indicator')).toHaveTextContent('1 of 3');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('page-indicator')).toHaveTextContent('2 of 3');
    expect(rowsShown()[0]).toHaveTextContent('Ref: MSW-000006');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('page-indicator')).toHaveTextContent('3 of 3');
    expect(rowsShown()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByTestId('page-indicator')).toHaveTextContent('2 of 3');
    expect(pageCount(0)).toBe(1);
    expect(pageCount(5)).toBe(1);
    expect(pageCount(6)).toBe(2);
  });

  it('shows 5 placeholder rows while loading', () => {
    renderHistory(() => new Promise(() => undefined));
    expect(screen.getAllByTestId('transaction-skeleton')).toHaveLength(5);
  });

  it("says 'Failed to load transactions' with a retry", async () => {
    const user = userEvent.setup();
    let fail = true;
    renderHistory(() => (fail ? Promise.reject(gatewayError('Failed to fetch transactions', 500)) : transactions(2)));
    expect(await screen.findByText('Failed to load transactions')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rowsShown()).toHaveLength(2));
  });

  it('has an empty state', async () => {
    renderHistory(() => []);
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
  });

  it('the details dialog shows the header, User Information, Transaction Details and Balance Changes, and opens the appointment', async () => {
    const user = userEvent.setup();
    const { gateway } = renderHistory(() => [makeTransaction(1, { transactionType: 'credit', amount: 50_000, balanceBefore: 450_000, balanceAfter: 500_000, relatedObjectId: 'apt-77' })]);
    await screen.findByRole('list', { name: 'Transactions' });
    await user.click(screen.getByRole('button', { name: 'View Transaction Details' }));
    const dialog = screen.getByRole('dialog', { name: 'Transaction Details' });
    expect(within(dialog).getByText('Received')).toBeInTheDocument();
    expect(within(dialog).getByText(ugx(50_000))).toBeInTheDocument();
    expect(within(dialog).getByText('Success')).toBeInTheDocument();
    const userInfo = within(dialog).getByRole('heading', { name: 'User Information' }).closest('section') as HTMLElement;
    expect(within(userInfo).getByText('Amina Nakato')).toBeInTheDocument();
    expect(within(userInfo).getByText('patient@musawo.test')).toBeInTheDocument();
    expect(within(userInfo).getByRole('img', { name: 'Amina Nakato' })).toBeInTheDocument();
    const details = within(dialog).getByRole('heading', { level: 3, name: 'Transaction Details' }).closest('section') as HTMLElement;
    expect(details).toHaveTextContent('Payment MethodWallet');
    expect(details).toHaveTextContent('Reference NumberMSW-000001');
    expect(details).toHaveTextContent('DateMonday, 2 November 2026');
    expect(details).toHaveTextContent('Time10:15');
    const balances = within(dialog).getByRole('heading', { name: 'Balance Changes' }).closest('section') as HTMLElement;
    expect(balances).toHaveTextContent(`Balance Before${ugx(450_000)}`);
    expect(balances).toHaveTextContent(`Balance After${ugx(500_000)}`);
    await waitFor(() => expect(gateway.callsTo('Transaction', 'queryTransactionDetail')).toEqual([{ transactionId: 'tx-1' }]));

    await user.click(within(dialog).getByRole('button', { name: 'View Appointment Details' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/appointments/apt-77');
  });

  it("a debit says 'Sent'; a top-up (not an appointment) has no appointment button", async () => {
    const user = userEvent.setup();
    renderHistory(() => [makeTransaction(1, { transactionObjectType: 'topup', relatedObjectId: 'tu-1' })]);
    await screen.findByRole('list', { name: 'Transactions' });
    await user.click(screen.getByRole('button', { name: 'View Transaction Details' }));
    const dialog = screen.getByRole('dialog', { name: 'Transaction Details' });
    expect(within(dialog).getByText('Sent')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'View Appointment Details' })).not.toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[1] as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['FAILED', 'Payment Failed', 'Failed'],
    ['EXPIRED', 'Payment Expired', 'Expired'],
  ])('a %s top-up never reads as a credit: no plus sign, not green, labelled beside its badge', async (status, title, badge) => {
    const user = userEvent.setup();
    renderHistory(() => [makeTransaction(1, { transactionType: 'credit', amount: 30_000, status, transactionObjectType: 'topup', relatedObjectId: 'tu-1' })]);
    await screen.findByRole('list', { name: 'Transactions' });
    const [row] = rowsShown() as [HTMLElement];
    expect(within(row).getByRole('heading', { name: title })).toBeInTheDocument();
    expect(within(row).queryByRole('heading', { name: 'Payment Received' })).not.toBeInTheDocument();
    expect(row).not.toHaveTextContent('+');
    const amount = within(row).getByText(ugx(30_000));
    expect(amount).not.toHaveAttribute('data-credit');
    expect(amount).toHaveAttribute('data-outcome', status.toLowerCase());
    expect(within(row).getByText(badge)).toHaveAttribute('data-tone', 'danger');

    await user.click(within(row).getByRole('button', { name: 'View Transaction Details' }));
    const dialog = screen.getByRole('dialog', { name: 'Transaction Details' });
    expect(within(dialog).queryByText('Received')).not.toBeInTheDocument();
    expect(within(dialog).getByText(`Not received — ${badge.toLowerCase()}`)).toBeInTheDocument();
    expect(within(dialog).getByText(badge)).toHaveAttribute('data-tone', 'danger');
  });

  it('reloads when the balance changes (bus)', async () => {
    let count = 1;
    const { bus } = renderHistory(() => transactions(count));
    await waitFor(() => expect(rowsShown()).toHaveLength(1));
    count = 2;
    act(() => bus.publish('wallet:balance-changed', {}));
    await waitFor(() => expect(rowsShown()).toHaveLength(2));
  });

  it('names payment methods in words', () => {
    expect(paymentMethodLabel('WALLET')).toBe('Wallet');
    expect(paymentMethodLabel('AIRTEL')).toBe('Airtel Money');
    expect(paymentMethodLabel('BANK_TRANSFER')).toBe('Bank transfer');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from '@musawo/shared/router';
import { useState } from 'react';
import type { Overview } from '@musawo/shared/contracts';
import { staleAfterAppointmentChange } from '@musawo/shared/query-keys';
import { createFakeGateway, gatewayError, LocationProbe, renderWithPlatform, testDoctor, testPatient, removeToasts } from '@musawo/shared/testing';
import { overview, ugx } from '../../../testing/fixtures';
import { LanguageProvider } from '@musawo/shared/react';
import { createLanguageStore } from '@musawo/shared/runtime';
import { accountTexts } from '../../../i18n';
import { activityDisplay } from './recent-activity';
import { DashboardPage } from './dashboard-page';

afterEach(() => act(() => removeToasts()));

function renderDashboard(answer: () => Overview | Promise<Overview>, opts: { user?: typeof testPatient | null; route?: string } = {}) {
  const gateway = createFakeGateway({
    Transaction: { userOverview: async () => ({ success: true, results: await answer() }) },
  });
  const r = renderWithPlatform(<DashboardPage />, {
    gateway,
    user: opts.user === undefined ? testPatient : opts.user,
    route: opts.route ?? '/dashboard',
    path: '/dashboard',
    extraRoutes: <Route path="/probe" element={<LocationProbe />} />,
  });
  return { ...r, gateway };
}

describe('Dashboard', () => {
  it('greets the user by name, with the lead text, and shows the four cards', async () => {
    renderDashboard(() => overview());
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Amina Nakato' })).toBeInTheDocument();
    expect(screen.getByText("Here's what's happening with your account.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('stat-Total Appointments')).toHaveTextContent('7'));
    expect(screen.getByTestId('stat-Pending')).toHaveTextContent('2');
    expect(screen.getByTestId('stat-Completed')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-Balance')).toHaveTextContent(ugx(450_000, 'UGX'));
    expect(screen.getByRole('heading', { name: 'Recent Activity' })).toBeInTheDocument();
  });

  it('shows any balance up to UGX 99,999,999 in full: it wraps or shrinks, never cut off with an ellipsis', async () => {
    renderDashboard(() => overview({ walletBalance: 99_999_999 }));
    const value = screen.getByTestId('stat-Balance');
    await waitFor(() => expect(value).toHaveTextContent(ugx(99_999_999, 'UGX')));
    const style = getComputedStyle(value);
    expect(style.textOverflow).not.toBe('ellipsis');
    expect(style.overflow).not.toBe('hidden');
    expect(style.whiteSpace).not.toBe('nowrap');
    // The number itself never breaks in the middle: only between 'UGX' and the digits.
    const digits = within(value).getByText('99,999,999');
    expect(getComputedStyle(digits).whiteSpace).toBe('nowrap');
  });

  it("greets someone with nothing in their account yet 'Welcome', not 'Welcome back' (issue 50)", async () => {
    renderDashboard(() => overview({ totalAppointments: 0, pendingAppointments: 0, completedAppointments: 0, recentActivity: [] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Amina Nakato' })).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it("falls back to 'User' when the profile has no name", () => {
    renderDashboard(() => overview(), { user: { ...testPatient, name: '' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, User' })).toBeInTheDocument();
  });

  it('shows skeletons while the overview loads', () => {
    renderDashboard(() => new Promise(() => undefined));
    expect(screen.getByTestId('activity-skeleton')).toBeInTheDocument();
    expect(screen.getByTestId('stat-Balance')).not.toHaveTextContent(/UGX/);
  });

  it('labels and colours recent activity as spec §4 says', async () => {
    renderDashboard(() =>
      overview({
        recentActivity: [
          { type: 'appointment', status: 'ACCEPTED', text: 'Dr. Okello accepted', date: '2026-11-02T07:00:00.000Z' },
          { type: 'appointment', status: 'PENDING', text: 'You booked Dr. Okello', date: '2026-11-02T06:00:00.000Z' },
          { type: 'appointment', status: 'CANCELLED', text: 'You cancelled', date: '2026-11-02T05:00:00.000Z' },
          { type: 'appointment', status: 'REJECTED', text: 'Dr. Okello rejected', date: '2026-11-02T04:00:00.000Z' },
          { type: 'appointment', status: 'COMPLETED', text: 'Dr. Okello saw you', date: '2026-11-02T03:30:00.000Z' },
          { type: 'appointment', status: 'SOMETHING', text: 'Odd', date: '2026-11-02T03:00:00.000Z' },
          { type: 'transaction', status: 'credit', text: 'Refund', date: '2026-11-02T02:00:00.000Z' },
          { type: 'transaction', status: 'debit', text: 'Booking fee', date: '2026-11-02T01:00:00.000Z' },
        ],
      }),
    );
    const list = await screen.findByRole('list', { name: 'Recent Activity' });
    const badges = within(list)
      .getAllByRole('listitem')
      .map((li) => {
        const badge = li.querySelector('[data-tone]:not([aria-hidden])') as HTMLElement;
        return `${badge.textContent} ${badge.getAttribute('data-tone')}`;
      });
    expect(badges).toEqual([
      'Accepted Appointment success',
      'New Appointment warning',
      'Cancelled Appointment danger',
      'Rejected Appointment danger',
      // Issue 50 item 7: a finished visit is "Completed", not "Unknown"; a truly unknown status still is.
      'Completed Appointment success',
      'Unknown Appointment neutral',
      'Credit Transaction success',
      'Debit Transaction danger',
    ]);
    expect(screen.getByText('Booking fee')).toBeInTheDocument();
    expect(activityDisplay({ type: 'appointment', status: 'accepted' }).label).toBe('Accepted Appointment');
  });

  // Issue 50 item 7: every line names the doctor or the top-up, in the chosen language, in one money style.
  const structured: Overview['recentActivity'] = [
    { type: 'appointment', status: 'COMPLETED', text: 'Appointment with Dr. Okello completed', date: '2026-11-02T09:00:00.000Z', name: 'Dr. Sarah Okello', startsAt: '2026-11-02T07:00:00.000Z', localTime: '10:00' },
    { type: 'transaction', status: 'debit', text: 'Paid UGX 50,000 — Consultation with Dr. Sarah Okello', date: '2026-11-02T08:00:00.000Z', subject: 'consultation', name: 'Dr. Sarah Okello', amount: 50_000, state: 'SUCCESS' },
    { type: 'transaction', status: 'credit', text: 'Received UGX 40,000 — Refund', date: '2026-11-02T07:30:00.000Z', subject: 'refund', name: 'Dr. Moses Kato', amount: 40_000, state: 'SUCCESS' },
    { type: 'transaction', status: 'credit', text: 'Received UGX 30,000 — Wallet top-up', date: '2026-11-02T07:00:00.000Z', subject: 'top-up', provider: 'MTN', amount: 30_000, state: 'SUCCESS' },
    { type: 'transaction', status: 'failed', text: 'Not received: UGX 20,000 (failed)', date: '2026-11-02T06:00:00.000Z', subject: 'top-up', provider: 'AIRTEL', amount: 20_000, state: 'FAILED' },
    { type: 'transaction', status: 'credit', text: 'Received UGX 10,000 — Wallet top-up (pending)', date: '2026-11-02T05:00:00.000Z', subject: 'top-up', provider: 'MTN', amount: 10_000, state: 'PENDING' },
    { type: 'transaction', status: 'debit', text: 'Paid UGX 60,000 — Withdrawal', date: '2026-11-02T04:00:00.000Z', subject: 'withdrawal', provider: 'AIRTEL', amount: 60_000, state: 'SUCCESS' },
    { type: 'transaction', status: 'credit', text: 'Received UGX 5,000 — Withdrawal returned', date: '2026-11-02T03:00:00.000Z', subject: 'withdrawal', amount: 5_000, state: 'SUCCESS' },
  ];
  const lines = async () =>
    within(await screen.findByRole('list')).getAllByRole('listitem').map((li) => (li.querySelector('p')?.textContent ?? '').replace(/\u00a0/g, ' '));

  it('writes each activity line from its fields: the doctor or the top-up, the amount in the money style (English)', async () => {
    renderDashboard(() => overview({ recentActivity: structured }));
    expect(await lines()).toEqual([
      'Appointment with Dr. Sarah Okello on Monday, 2 November 2026 at 10:00',
      'Paid UGX 50,000 for a consultation with Dr. Sarah Okello',
      'UGX 40,000 back in your wallet: consultation with Dr. Moses Kato',
      'Wallet top-up of UGX 30,000 from MTN Mobile Money',
      'Top-up of UGX 20,000 from Airtel Money did not go through',
      'Wallet top-up of UGX 10,000 from MTN Mobile Money (pending)',
      'Withdrawal of UGX 60,000 to Airtel Money',
      'UGX 5,000 back in your wallet: a withdrawal that did not go through',
    ]);
  });

  it('in Luganda the labels and lines are Luganda, with amounts in Shs (no English left)', async () => {
    await accountTexts.prepare('lg');
    renderWithPlatform(
      <LanguageProvider value={createLanguageStore('lg')}>
        <accountTexts.IntlProvider>
          <DashboardPage />
        </accountTexts.IntlProvider>
      </LanguageProvider>,
      { gateway: createFakeGateway({ Transaction: { userOverview: async () => ({ success: true, results: overview({ recentActivity: structured }) }) } }), user: testPatient, route: '/dashboard', path: '/dashboard' },
    );
    const got = await lines();
    expect(got[0]).toBe('Okulaba Dr. Sarah Okello nga Balaza, 2 Novemba 2026 ku ssaawa 10:00');
    expect(got[1]).toBe('Osasudde Shs 50,000 okulaba Dr. Sarah Okello');
    expect(got[3]).toBe('Otadde Shs 30,000 ku waleti okuva ku MTN Mobile Money');
    expect(got.join('\n')).not.toMatch(/UGX|Paid|Received|Consultation|Wallet top-up|Appointment with/);
    expect(screen.getByText('Okulaba omusawo kuwedde')).toBeInTheDocument();
    expect(screen.queryByText(/Unknown Appointment|Okulaba omusawo okutamanyiddwa/)).not.toBeInTheDocument();
  });

  it('a failed or expired top-up in the recent activity is labelled as such, never green', async () => {
    renderDashboard(() =>
      overview({
        recentActivity: [
          { type: 'transaction', status: 'failed', text: 'Not received: UGX 30,000 — Wallet top-up (failed)', date: '2026-11-02T02:00:00.000Z' },
          { type: 'transaction', status: 'expired', text: 'Not received: UGX 30,000 — Wallet top-up (expired)', date: '2026-11-02T01:00:00.000Z' },
        ],
      }),
    );
    const list = await screen.findByRole('list', { name: 'Recent Activity' });
    const [failed, expired] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(failed).getByText('Failed Transaction')).toHaveAttribute('data-tone', 'danger');
    expect(within(expired).getByText('Expired Transaction')).toHaveAttribute('data-tone', 'danger');
    expect(list).not.toHaveTextContent('Credit Transaction');
    expect(list).not.toHaveTextContent('+');
  });

  it('says when there is no activity yet', async () => {
    renderDashboard(() => overview({ recentActivity: [] }));
    expect(await screen.findByText('No activity yet')).toBeInTheDocument();
  });

  it("on failure shows the toast 'Error' / 'Failed to load overview data' and an inline retry that works", async () => {
    const user = userEvent.setup();
    let fail = true;
    const { gateway } = renderDashboard(() => (fail ? Promise.reject(gatewayError('Server is resting', 503)) : overview()));
    expect(await screen.findByText('Failed to load overview data', { selector: 'p' })).toBeInTheDocument();
    const toastText = await screen.findByText('Failed to load overview data', { selector: 'span' });
    expect(toastText.previousSibling).toHaveTextContent('Error');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByTestId('stat-Total Appointments')).toHaveTextContent('7'));
    expect(gateway.callsTo('Transaction', 'userOverview')).toHaveLength(2);
  });

  it.each(['appointment:status-changed', 'wallet:balance-changed'] as const)('reloads the overview on %s', async (event) => {
    let balance = 100_000;
    const { gateway, bus } = renderDashboard(() => overview({ walletBalance: balance }));
    await waitFor(() => expect(screen.getByTestId('stat-Balance')).toHaveTextContent(ugx(100_000)));
    balance = 150_000;
    act(() => {
      if (event === 'appointment:status-changed') bus.publish(event, { appointmentId: 'a', status: 'ACCEPTED' });
      else bus.publish(event, {});
    });
    await waitFor(() => expect(screen.getByTestId('stat-Balance')).toHaveTextContent(ugx(150_000)));
    expect(gateway.callsTo('Transaction', 'userOverview')).toHaveLength(2);
  });

  it('shows a booking made on /doctor/:id while it was not mounted, whatever the cache keeps', async () => {
    const user = userEvent.setup();
    let total = 7;
    const gateway = createFakeGateway({ Transaction: { userOverview: async () => ({ success: true, results: overview({ totalAppointments: total }) }) } });
    // The dashboard and the booking page are different routes: one is unmounted while the other is shown.
    function Visit() {
      const [where, setWhere] = useState<'dashboard' | 'doctor'>('dashboard');
      return where === 'dashboard' ? (
        <>
          <DashboardPage />
          <button onClick={() => setWhere('doctor')}>Open a doctor</button>
        </>
      ) : (
        <button onClick={() => setWhere('dashboard')}>Back to the dashboard</button>
      );
    }
    const { queryClient } = renderWithPlatform(<Visit />, { gateway, user: testPatient, route: '/dashboard' });
    // A cache that never goes stale by itself: only the invalidation can bring the new booking.
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, staleTime: Infinity } });
    await waitFor(() => expect(screen.getByTestId('stat-Total Appointments')).toHaveTextContent('7'));

    await user.click(screen.getByRole('button', { name: 'Open a doctor' }));
    await user.click(screen.getByRole('button', { name: 'Back to the dashboard' }));
    expect(screen.getByTestId('stat-Total Appointments')).toHaveTextContent('7');
    expect(gateway.callsTo('Transaction', 'userOverview')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Open a doctor' }));
    // What the booking remote does once the server has booked: no account listener is mounted to hear an event.
    total = 8;
    act(() => {
      for (const queryKey of staleAfterAppointmentChange(testPatient.id)) void queryClient.invalidateQueries({ queryKey });
    });
    await user.click(screen.getByRole('button', { name: 'Back to the dashboard' }));
    await waitFor(() => expect(screen.getByTestId('stat-Total Appointments')).toHaveTextContent('8'));
    expect(gateway.callsTo('Transaction', 'userOverview')).toHaveLength(2);
  });

  it('shows the same cards to a doctor', async () => {
    renderDashboard(() => overview(), { user: testDoctor });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Dr. Samuel Okello' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Top up' })).toBeInTheDocument();
  });

  it('opens the top-up dialog from the Balance card and from ?topup=1', async () => {
    const user = userEvent.setup();
    renderDashboard(() => overview());
    await user.click(screen.getByRole('button', { name: 'Top up' }));
    expect(screen.getByRole('dialog', { name: 'Top up wallet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the top-up dialog when the URL asks (?topup=1, as the booking page links)', () => {
    renderDashboard(() => overview(), { route: '/dashboard?topup=1' });
    expect(screen.getByRole('dialog', { name: 'Top up wallet' })).toBeInTheDocument();
  });

  it('says how many consultation messages are unread', async () => {
    renderDashboard(() => overview({ unreadMessages: 4 }));
    expect(await screen.findByText('New consultation messages')).toBeInTheDocument();
    expect(screen.getByText(/You have 4 unread messages from your consultations/)).toBeInTheDocument();
  });
});

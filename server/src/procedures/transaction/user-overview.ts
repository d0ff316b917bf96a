import type { Activity } from '@musawo/shared/contracts';
import { countAppointments, recentAppointmentActivity } from '../../appointments/appointment-views';
import { ugx } from '../../appointments/appointment-errors';
import { CURRENCY, walletBalance } from '../../wallet/ledger';
import { recentTransactions, type ActivityTransaction } from '../../wallet/transactions-repo';
import { defineProcedure, requireUser } from '../../rpc/procedure';
import { countUnread } from '../../consult/consult-repo';

const RECENT = 10;

/** What a transaction paid for: a consultation (the patient's fee, its refund, the doctor's payout), a top-up or a withdrawal. */
function subjectOf(t: ActivityTransaction): NonNullable<Activity['subject']> {
  if (t.objectType === 'top_up') return 'top-up';
  if (t.objectType === 'payout') return 'withdrawal';
  if (t.objectType !== 'appointment') return 'other';
  if (t.type === 'debit') return 'consultation';
  return t.asDoctor ? 'payout' : 'refund';
}

export const userOverview = defineProcedure('Transaction', 'userOverview', {
  async handler({ ctx, input: _input }) {
    const user = requireUser(ctx);
    const [counts, balance, appointments, transactions, unread] = await Promise.all([
      countAppointments(ctx.db, user),
      walletBalance(ctx.db, user.id),
      recentAppointmentActivity(ctx.db, user, RECENT),
      recentTransactions(ctx.db, user.id, RECENT),
      countUnread(ctx.db, user.id, user.userType),
    ]);
    const activity: Activity[] = [
      ...appointments.map((a) => ({ type: 'appointment' as const, status: a.status, text: a.text, date: a.date, name: a.name, startsAt: a.startsAt, localTime: a.localTime })),
      ...transactions.map((t) => {
        // The spec labels transaction activity by credit/debit; a failed or expired one moved no money, so it is
        // labelled by its outcome instead and its text never says it was received or paid.
        const settled = t.status === 'SUCCESS' || t.status === 'PENDING';
        const verb = settled ? (t.type === 'credit' ? 'Received' : 'Paid') : t.type === 'credit' ? 'Not received:' : 'Not paid:';
        return {
          type: 'transaction' as const,
          status: settled ? t.type : t.status.toLowerCase(),
          text: `${verb} ${ugx(t.amount)}${t.description === null ? '' : ` — ${t.description}`}${t.status === 'SUCCESS' ? '' : ` (${t.status.toLowerCase()})`}`,
          date: t.date,
          // Issue 50 item 7: what the client needs to write the line in the reader's language.
          subject: subjectOf(t),
          amount: t.amount,
          state: t.status,
          ...(t.otherName === null ? {} : { name: t.otherName }),
          // The mobile-money network of a top-up or a withdrawal (a withdrawal's return to the wallet has none).
          ...((t.objectType === 'top_up' || t.objectType === 'payout') && t.method !== 'WALLET' ? { provider: t.method.startsWith('AIRTEL') ? 'AIRTEL' : 'MTN' } : {}),
        };
      }),
    ];
    // ISO-8601 UTC strings sort chronologically.
    activity.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
    return {
      success: true,
      results: {
        totalAppointments: counts.total,
        pendingAppointments: counts.pending,
        completedAppointments: counts.completed,
        walletBalance: balance,
        currency: CURRENCY,
        recentActivity: activity.slice(0, RECENT),
        unreadMessages: unread,
      },
    };
  },
});

import styled from 'styled-components';
import { formatAmount, formatLongDate, type Activity } from '@musawo/shared/contracts';
import { Badge, EmptyState, type Tone } from '@musawo/shared/react';
import { english, useT, type AccountT } from '../../../i18n';

/** Spec §4: the recent-activity labels and their colours. */
export function activityDisplay(a: Pick<Activity, 'type' | 'status'>, t: AccountT = english): { label: string; tone: Tone } {
  const status = a.status.toUpperCase();
  if (a.type === 'transaction') {
    if (status === 'CREDIT') return { label: t.t('activity.credit'), tone: 'success' };
    if (status === 'DEBIT') return { label: t.t('activity.debit'), tone: 'danger' };
    // A failed or expired top-up moved no money: never labelled (or coloured) as a credit.
    if (status === 'FAILED') return { label: t.t('activity.failed'), tone: 'danger' };
    if (status === 'EXPIRED') return { label: t.t('activity.expired'), tone: 'danger' };
    return { label: t.t('activity.transaction'), tone: 'neutral' };
  }
  switch (status) {
    case 'ACCEPTED':
      return { label: t.t('activity.accepted'), tone: 'success' };
    case 'PENDING':
      return { label: t.t('activity.new'), tone: 'warning' };
    case 'CANCELLED':
      return { label: t.t('activity.cancelled'), tone: 'danger' };
    case 'REJECTED':
      return { label: t.t('activity.rejected'), tone: 'danger' };
    // The spec's list has no COMPLETED, so it fell to "Unknown Appointment" (issue 50 item 7).
    case 'COMPLETED':
      return { label: t.t('activity.completed'), tone: 'success' };
    default:
      return { label: t.t('activity.unknown'), tone: 'neutral' };
  }
}

const PROVIDERS: Record<string, string> = { MTN: 'MTN Mobile Money', AIRTEL: 'Airtel Money' };

/**
 * The line under the label, in the reader's language (issue 50 item 7): it names the doctor (the patient, in a
 * doctor's activity) or the top-up, with amounts in the app's one money style. A line without the structured
 * fields (an older server) keeps the server's English text.
 */
function activityLine(a: Activity, t: AccountT = english): string {
  if (a.type === 'appointment') {
    if (a.name === undefined || a.startsAt === undefined) return a.text;
    return t.t('activity.line.appointment', { name: a.name, day: formatLongDate(a.startsAt, t.lang), time: a.localTime ?? '' });
  }
  if (a.amount === undefined || a.subject === undefined) return a.text;
  const amount = formatAmount(a.amount, 'UGX', t.lang);
  const state = (a.state ?? 'SUCCESS').toUpperCase();
  const failed = state === 'FAILED' || state === 'EXPIRED';
  const credit = a.status.toLowerCase() === 'credit';
  let line: string;
  if (a.subject === 'top-up') {
    const provider = PROVIDERS[a.provider ?? ''] ?? t.t('activity.line.mobileMoney');
    line = t.t(failed ? 'activity.line.topUpFailed' : 'activity.line.topUp', { amount, provider });
  } else if (a.subject === 'withdrawal') {
    const provider = PROVIDERS[a.provider ?? ''] ?? t.t('activity.line.mobileMoney');
    line = credit ? t.t('activity.line.withdrawalReturned', { amount }) : t.t(failed ? 'activity.line.withdrawalFailed' : 'activity.line.withdrawal', { amount, provider });
  } else if (a.name !== undefined && a.subject !== 'other') {
    line = t.t(a.subject === 'consultation' ? 'activity.line.consultation' : a.subject === 'refund' ? 'activity.line.refund' : 'activity.line.payout', { amount, name: a.name });
  } else {
    line = t.t(credit ? 'activity.line.received' : 'activity.line.paid', { amount });
  }
  return state === 'PENDING' ? t.t('activity.line.pending', { line }) : line;
}

export function RecentActivity({ items }: { items: Activity[] }) {
  const t = useT();
  if (items.length === 0) return <EmptyState title={t.t('activity.none')} description={t.t('activity.noneText')} />;
  return (
    <List aria-label={t.t('dashboard.activity')}>
      {items.map((a, i) => {
        const d = activityDisplay(a, t);
        return (
          <Item key={`${a.date}-${i}`}>
            <Dot data-tone={d.tone} aria-hidden="true" />
            <Body>
              <Badge tone={d.tone}>{d.label}</Badge>
              <p>{activityLine(a, t)}</p>
            </Body>
            <When dateTime={a.date}>
              {t.t('activity.when', { day: new Date(a.date), at: new Date(a.date) })}
            </When>
          </Item>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Item = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: 0;
  }
`;
const Dot = styled.span`
  width: 10px;
  height: 10px;
  margin-top: 6px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.borderStrong};
  &[data-tone='success'] {
    background: ${({ theme }) => theme.colors.success};
  }
  &[data-tone='warning'] {
    background: ${({ theme }) => theme.colors.warning};
  }
  &[data-tone='danger'] {
    background: ${({ theme }) => theme.colors.danger};
  }
`;
const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
  overflow-wrap: anywhere;
`;
const When = styled.time`
  grid-column: 2;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

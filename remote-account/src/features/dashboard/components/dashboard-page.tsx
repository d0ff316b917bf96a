import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from '@musawo/shared/router';
import styled from 'styled-components';
import { formatAmount, type Language } from '@musawo/shared/contracts';
import { Alert, Button, Card, notify, Page, Skeleton, useSession } from '@musawo/shared/react';
import { LoadError } from '../../../shared-ui/load-error';
import { useT } from '../../../i18n';
import { useOverview, useOverviewFollowsEvents } from '../api/use-overview';
import { RecentActivity } from './recent-activity';
import { TopUpDialog } from './top-up-dialog';

// Doctors only (issue 47): its own chunk, so a patient's dashboard does not carry it.
const EarningsSection = lazy(() => import(/* webpackChunkName: "account-earnings" */ './earnings-section').then((m) => ({ default: m.EarningsSection })));

/** Spec §2.10 Dashboard: greeting, four cards (with a wallet top-up) and the recent activity. */
export function DashboardPage() {
  const t = useT();
  const session = useSession();
  const overview = useOverview();
  useOverviewFollowsEvents();
  const [params, setParams] = useSearchParams();
  // `?topup=1`: the booking page sends people here when their balance is short of the fee.
  const topUpOpen = params.get('topup') === '1';
  const setTopUpOpen = (open: boolean) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (open) next.set('topup', '1');
        else next.delete('topup');
        return next;
      },
      { replace: !open },
    );

  // Spec §8: 'Error: Failed to load overview data', once per failure (not on every re-render).
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (overview.isError && toasted.current !== overview.error) {
      toasted.current = overview.error;
      notify.error(t.t('common.error'), t.t('dashboard.loadFailed'));
    }
  }, [overview.isError, overview.error, t]);

  const data = overview.data;
  const loading = overview.isPending;
  // Someone with nothing in their account yet is new here: "Welcome", not "Welcome back" (issue 50).
  const isNewcomer = data !== undefined && data.totalAppointments === 0 && data.recentActivity.length === 0;
  const cards: { id: string; label: string; value: ReactNode; action?: ReactNode }[] = [
    { id: 'Total Appointments', label: t.t('dashboard.total'), value: data?.totalAppointments },
    { id: 'Pending', label: t.t('dashboard.pending'), value: data?.pendingAppointments },
    { id: 'Completed', label: t.t('dashboard.completed'), value: data?.completedAppointments },
    {
      id: 'Balance',
      label: t.t('dashboard.balance'),
      value: data ? <Money amount={data.walletBalance} currency={data.currency ?? 'UGX'} lang={t.lang} /> : undefined,
      action: (
        <Button size="sm" variant="secondary" onClick={() => setTopUpOpen(true)}>
          {t.t('dashboard.topUp')}
        </Button>
      ),
    },
  ];

  return (
    <Page title={t.t(isNewcomer ? 'dashboard.welcomeNew' : 'dashboard.welcome', { name: session?.user.name || t.t('dashboard.user') })} lead={t.t('dashboard.lead')}>
      {overview.isError && (
        <Spaced>
          <LoadError title={t.t('dashboard.loadFailed')} error={overview.error} onRetry={() => void overview.refetch()} />
        </Spaced>
      )}
      {(data?.unreadMessages ?? 0) > 0 && (
        <Spaced>
          <Alert tone="info" title={t.t('dashboard.unreadTitle')}>
            {t.t('dashboard.unread', { count: data?.unreadMessages ?? 0 })} <Link to="/appointments">{t.t('dashboard.unreadLink')}</Link>
          </Alert>
        </Spaced>
      )}
      <Cards aria-busy={loading || undefined}>
        {cards.map((c) => (
          <Stat key={c.id} data-wide={c.action ? true : undefined}>
            <StatLabel>{c.label}</StatLabel>
            <StatValue data-testid={`stat-${c.id}`}>{loading ? <Skeleton width="60%" height="1.75rem" /> : (c.value ?? '—')}</StatValue>
            {c.action}
          </Stat>
        ))}
      </Cards>
      <Activity as="section" aria-labelledby="recent-activity-title">
        <h2 id="recent-activity-title">{t.t('dashboard.activity')}</h2>
        {loading ? (
          <div data-testid="activity-skeleton">
            {[0, 1, 2].map((i) => (
              <SkeletonRow key={i}>
                <Skeleton width="40%" />
                <Skeleton width="80%" />
              </SkeletonRow>
            ))}
          </div>
        ) : data ? (
          <RecentActivity items={data.recentActivity} />
        ) : null}
      </Activity>
      {session?.user.userType === 'doctor' && (
        <Suspense fallback={<Skeleton width="60%" />}>
          <EarningsSection />
        </Suspense>
      )}
      <TopUpDialog open={topUpOpen} onClose={() => setTopUpOpen(false)} profilePhone={session?.user.phone_number} />
    </Page>
  );
}

/**
 * 'UGX 99,999,999' in a narrow card: the line may break between the code and the digits (the formatter joins them
 * with a no-break space), never inside the number.
 */
function Money({ amount, currency, lang }: { amount: number; currency: string; lang: Language }) {
  const text = formatAmount(amount, currency, lang);
  const at = text.indexOf('\u00a0');
  if (at < 0) return <Digits>{text}</Digits>;
  return (
    <>
      {text.slice(0, at)} <Digits>{text.slice(at + 1)}</Digits>
    </>
  );
}

const Digits = styled.span`
  white-space: nowrap;
`;
const Spaced = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
`;
const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[6]};

  @media (min-width: 1100px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
const Stat = styled(Card)`
  gap: ${({ theme }) => theme.space[2]};
  align-items: flex-start;
  /* The value's size follows the card's width (four narrow cards on a desktop beside the menu). */
  container-type: inline-size;

  /* The balance gets the whole row on phones: 'UGX 5,000,000' must not break in the middle. */
  &[data-wide] {
    grid-column: 1 / -1;
  }
  @media (min-width: 1100px) {
    &[data-wide] {
      grid-column: auto;
    }
  }
`;
const StatLabel = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.textMuted};
`;
// Never cut off: a long amount shrinks with its card (down to the size of body text) and wraps after 'UGX'.
const StatValue = styled.p`
  width: 100%;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-size: clamp(${({ theme }) => theme.fontSizes.lg}, 13cqi, ${({ theme }) => theme.fontSizes['2xl']});
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  font-variant-numeric: tabular-nums;
`;
const Activity = styled(Card)`
  margin-top: ${({ theme }) => theme.space[6]};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
`;
const SkeletonRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]} 0;
`;

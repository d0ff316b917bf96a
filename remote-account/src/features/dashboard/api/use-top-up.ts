import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@musawo/shared/query';
import type { TopUp } from '@musawo/shared/contracts';
import type { EventBus, Gateway } from '@musawo/shared/runtime';
import { notify, useBus, useGateway } from '@musawo/shared/react';
import { useAccountKey } from '../../../shared-ui/account-query';
import { useT, type AccountT } from '../../../i18n';

/** How often the payment's status is asked while the phone prompt waits for the PIN. */
export const TOP_UP_POLL_MS = 2_000;
/** ~5 minutes: providers expire an unanswered prompt well before; past this we stop asking. */
const MAX_CHECKS = 150;
/** Consecutive failed status checks (3G drops) tolerated before we say we lost track. */
const MAX_FAILED_CHECKS = 5;

export type TopUpView =
  | { phase: 'pending'; topUp: TopUp }
  | { phase: 'success'; topUp: TopUp }
  | { phase: 'failed'; topUp: TopUp; message: string }
  /** We could not learn the outcome; the money may still arrive. */
  | { phase: 'unknown'; topUp: TopUp; message: string };

export interface TopUpRequest {
  amount: number;
  phone: string;
  provider: TopUp['provider'];
  idempotencyKey: string;
}

function failureMessage(topUp: TopUp, t: AccountT): string {
  // The provider's reason is English: shown in English, the other languages say declined or expired.
  if (topUp.message && t.lang === 'en') return topUp.message;
  return t.t(topUp.status === 'EXPIRED' ? 'topUp.expired' : 'topUp.declined');
}

interface Follow {
  gateway: Gateway;
  queryClient: QueryClient;
  bus: EventBus;
  key: readonly unknown[];
  /** The texts in the language the top-up was started in. */
  t: AccountT;
  /** Whether someone is looking at the dialog; a failure nobody sees is said in a toast. */
  isWatched: () => boolean;
}

/** The function form: TanStack's value form rejects a union whose members differ in a property's type. */
const put = (f: Pick<Follow, 'queryClient' | 'key'>, view: TopUpView) => f.queryClient.setQueryData<TopUpView>(f.key, () => view);

/** Announces the end of a top-up: the new balance to everyone (bus), and a toast. */
function settle(f: Follow, topUp: TopUp): void {
  if (topUp.status === 'SUCCESS') {
    put(f, { phase: 'success', topUp });
    f.bus.publish('wallet:balance-changed', topUp.balance === undefined ? {} : { balance: topUp.balance });
    notify.success(
      f.t.t('topUp.success'),
      topUp.balance === undefined ? f.t.t('topUp.added', { amount: topUp.amount }) : f.t.t('topUp.yourNewBalance', { balance: topUp.balance }),
    );
  } else {
    const message = failureMessage(topUp, f.t);
    put(f, { phase: 'failed', topUp, message });
    if (!f.isWatched()) notify.error(f.t.t('topUp.failed'), message);
  }
}

/**
 * Asks for the status every TOP_UP_POLL_MS until the payment ends. Runs outside React on purpose: closing the
 * dialog, or leaving the dashboard, must not stop it (the person is typing their PIN on the same phone).
 */
function follow(f: Follow, first: TopUp): void {
  let checks = 0;
  let failedInARow = 0;
  const tick = async () => {
    checks += 1;
    try {
      const { results } = await f.gateway.call('Wallet', 'topUpStatus', { topUpId: first.id });
      failedInARow = 0;
      if (results.status !== 'PENDING') return settle(f, results);
      put(f, { phase: 'pending', topUp: results });
    } catch {
      failedInARow += 1;
      if (failedInARow >= MAX_FAILED_CHECKS) {
        const message = f.t.t('topUp.connectionDropped');
        put(f, { phase: 'unknown', topUp: first, message });
        f.bus.publish('wallet:balance-changed', {});
        if (!f.isWatched()) notify.error(f.t.t('topUp.statusUnknown'), message);
        return undefined;
      }
    }
    if (checks >= MAX_CHECKS) {
      const message = f.t.t('topUp.slow');
      put(f, { phase: 'unknown', topUp: first, message });
      f.bus.publish('wallet:balance-changed', {});
      return undefined;
    }
    setTimeout(() => void tick(), TOP_UP_POLL_MS);
    return undefined;
  };
  setTimeout(() => void tick(), TOP_UP_POLL_MS);
}

/** The top-up in progress (or just ended) and the action that starts one. */
export function useTopUp(watched: boolean) {
  const t = useT();
  const gateway = useGateway();
  const bus = useBus();
  const queryClient = useQueryClient();
  const key = useAccountKey()('topUp', 'active');
  const watchedRef = useRef(watched);
  useEffect(() => {
    watchedRef.current = watched;
  }, [watched]);
  useEffect(() => () => void (watchedRef.current = false), []);

  const active = useQuery<TopUpView | null>({
    queryKey: key,
    queryFn: () => null,
    enabled: false,
    // The person may leave the dashboard mid-payment and come back: keep it for as long as the page lives.
    gcTime: Infinity,
  });

  const start = useMutation({
    mutationFn: async (request: TopUpRequest) => (await gateway.call('Wallet', 'topUp', request)).results,
    onSuccess: (topUp) => {
      const f: Follow = { gateway, queryClient, bus, key, t, isWatched: () => watchedRef.current };
      if (topUp.status === 'PENDING') {
        put({ queryClient, key }, { phase: 'pending', topUp });
        follow(f, topUp);
      } else settle(f, topUp);
    },
  });

  const clear = () => queryClient.setQueryData<TopUpView | null>(key, null);
  return { view: active.data ?? null, start, clear };
}

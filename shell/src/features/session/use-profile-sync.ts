import { useEffect } from 'react';
import { useQuery } from '@musawo/shared/query';
import { QUERY_DEFAULTS } from '@musawo/shared/contracts';
import { useGateway, useSession, useSessionStore } from '@musawo/shared/react';

/** Spec §4: while signed in, the profile is refetched on window focus and every 5 minutes; stale after 1 minute. */
export function useProfileSync(): void {
  const gateway = useGateway();
  const store = useSessionStore();
  const session = useSession();
  const userId = session?.user.id;
  const profile = useQuery({
    queryKey: ['profile', userId],
    queryFn: () => gateway.call('auth', 'getUserProfile', {}),
    enabled: Boolean(userId),
    staleTime: QUERY_DEFAULTS.profileStaleMs,
    refetchInterval: QUERY_DEFAULTS.profileRefetchMs,
    refetchOnWindowFocus: true,
  });
  const fresh = profile.data?.result;
  useEffect(() => {
    const current = store.get()?.user;
    if (fresh && current && fresh.id === current.id && JSON.stringify(fresh) !== JSON.stringify(current)) store.setUser(fresh);
  }, [fresh, store]);
}

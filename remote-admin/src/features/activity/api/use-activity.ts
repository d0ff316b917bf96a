import { useQuery } from '@musawo/shared/query';
import { useGateway, useSession } from '@musawo/shared/react';

/** One page of the activity record; `cursor` names the page (none: the newest). Keyed by the operator signed in. */
export function useActivityPage(cursor: string | undefined) {
  const gateway = useGateway();
  const operatorId = useSession()?.user.id ?? '';
  return useQuery({
    queryKey: ['admin', operatorId, 'activity', cursor ?? ''],
    queryFn: () => gateway.call('operator', 'activity', cursor === undefined ? {} : { cursor }),
  });
}

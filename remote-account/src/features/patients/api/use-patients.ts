import { useQuery } from '@musawo/shared/query';
import { useGateway } from '@musawo/shared/react';
import { useAccountKey } from '../../../shared-ui/account-query';

export function usePatients(enabled: boolean) {
  const gateway = useGateway();
  const key = useAccountKey();
  return useQuery({
    queryKey: key('patients'),
    queryFn: async () => (await gateway.call('doctor', 'queryPatients', {})).results,
    enabled,
  });
}

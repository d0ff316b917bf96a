import { useMutation, useQuery, useQueryClient } from '@musawo/shared/query';
import type { DoctorApplication } from '@musawo/shared/contracts';
import { useGateway, useSession, useSessionStore } from '@musawo/shared/react';

type Status = DoctorApplication['status'];
const useApplicationsKey = () => ['admin', useSession()?.user.id ?? '', 'applications'];

/** Applications of one status, oldest first (applications/list): the queue is worked from its front. */
export function useApplications(status: Status) {
  const gateway = useGateway();
  const key = useApplicationsKey();
  return useQuery({ queryKey: [...key, status], queryFn: async () => (await gateway.call('applications', 'list', { status, limit: 100 })).results });
}

/** Approve or reject with a reason; every list is read again after. */
export function useDecision() {
  const gateway = useGateway();
  const key = useApplicationsKey();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: { type: 'approve'; id: string } | { type: 'reject'; id: string; reason: string }) =>
      decision.type === 'approve'
        ? (await gateway.call('applications', 'approve', { applicationId: decision.id })).results
        : (await gateway.call('applications', 'reject', { applicationId: decision.id, reason: decision.reason })).results,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** The licence copy's bytes, with the operator's bearer token (never at a public URL); a 401 refreshes it once. */
export function useLicenceCopy(): (applicationId: string) => Promise<Blob> {
  const gateway = useGateway();
  const session = useSessionStore();
  return async (applicationId) => {
    const get = () =>
      fetch(`${__API_BASE__}/applications/${encodeURIComponent(applicationId)}/licence-copy`, { headers: { authorization: `Bearer ${session.get()?.tokens.access.token ?? ''}` }, cache: 'no-store' });
    let res = await get();
    if (res.status === 401) {
      await gateway.call('applications', 'get', { applicationId });
      res = await get();
    }
    if (!res.ok) throw new Error('The licence copy could not be opened.');
    return res.blob();
  };
}

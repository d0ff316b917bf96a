import { useQuery } from '@musawo/shared/query';
import { DEFAULT_CURRENCY, SEARCH_PAGE_SIZE } from '@musawo/shared/contracts';
import type { Gateway } from '@musawo/shared/runtime';
import { type RemotePrefetchContext, useGateway } from '@musawo/shared/react';
import { matchPath } from '@musawo/shared/router';

/** The landing page's query key (issue 44): its head() reads what the page's hook or prefetch put there. */
export const landingQueryKey = (district: string, specialty: string, page: number) => ['doctors', 'landing', district, specialty, page, DEFAULT_CURRENCY] as const;

/**
 * A landing page's doctors (`/doctors/<district>/<specialty>`), in UGX like every public page (the signed-out view a
 * server renders is the same for everyone). null: no such page.
 */
function landingQuery(gateway: Gateway, district: string, specialty: string, page: number) {
  return {
    queryKey: landingQueryKey(district, specialty, page),
    queryFn: async () => (await gateway.call('doctor', 'landingPage', { district, specialty, page, limit: SEARCH_PAGE_SIZE, currency: DEFAULT_CURRENCY })).results,
    staleTime: 60_000,
  };
}

/** The slugs of the address as the server expects them: anything else is no page (and no request). */
export const isSlug = (s: string) => s.length <= 80 && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(s);

export function useLandingPage(district: string, specialty: string, page: number) {
  const gateway = useGateway();
  return useQuery({ ...landingQuery(gateway, district, specialty, page), enabled: isSlug(district) && isSlug(specialty) });
}

/** The page number of `?page=`; 1 for anything else. */
export function landingPageNumber(search: string): number {
  const n = Number(new URLSearchParams(search).get('page') ?? '1');
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

/** Opening a landing page: its doctors are asked for at once, with the query the page's hook uses (ADR 010, issue 44). */
export function prefetchLanding({ pathname, search, queryClient, gateway }: RemotePrefetchContext): Promise<unknown> | undefined {
  const params = matchPath({ path: '/doctors/:district/:specialty', end: true }, pathname)?.params;
  const district = params?.district ?? '';
  const specialty = params?.specialty ?? '';
  if (!isSlug(district) || !isSlug(specialty)) return undefined;
  return queryClient.prefetchQuery(landingQuery(gateway, district, specialty, landingPageNumber(search ?? '')));
}

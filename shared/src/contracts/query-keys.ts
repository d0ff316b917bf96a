// @musawo/shared/query-keys: query keys one remote caches under and another remote makes stale (ADR 323). A page has
// one QueryClient, so the remote that changes something invalidates these keys itself: the pages that show it are
// right whenever they mount, where a bus event would reach only the listeners mounted at that moment. An entry of its
// own, outside the contracts the shell provides, so only the remotes that use it carry it.

/** The account remote's keys: 'account' and the signed-in user's id, so two people on one phone never share a cache. */
export function accountKey(userId: string, ...parts: (string | number)[]): (string | number)[] {
  return ['account', userId, ...parts];
}

/** What a booking made or an appointment's status changed makes stale: the appointments, the dashboard, the wallet. */
export function staleAfterAppointmentChange(userId: string): (string | number)[][] {
  return ['appointments', 'overview', 'transactions'].map((area) => ['account', userId, area]);
}

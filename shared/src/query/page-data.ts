// A server-rendered page's data (issue 44, ADR 335): the answers its render read, carried in the page
// (`<script type="application/json" id="musawo-data">`) so the browser's first render has them too and equals the
// server's HTML. Only the successful answers, with their time: a tiny format of our own rather than the library's
// hydration module, which would ride along in every first visit (see index.ts).
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export interface PageData {
  queries: { queryKey: QueryKey; data: unknown; dataUpdatedAt: number }[];
}

/** The successful answers in `client` (the server's, after the page's prefetch and render). */
export function pageDataOf(client: QueryClient): PageData {
  return {
    queries: client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'success' && q.state.data !== undefined)
      .map((q) => ({ queryKey: q.queryKey, data: q.state.data, dataUpdatedAt: q.state.dataUpdatedAt })),
  };
}

/** Puts a page's answers into the browser's query client (before the first render); anything malformed is skipped. */
export function fillFromPageData(client: QueryClient, value: unknown): number {
  const queries = (value as Partial<PageData> | null)?.queries;
  if (!Array.isArray(queries)) return 0;
  let filled = 0;
  for (const q of queries) {
    if (!q || !Array.isArray(q.queryKey) || q.data === undefined || typeof q.dataUpdatedAt !== 'number') continue;
    client.setQueryData(q.queryKey, q.data, { updatedAt: q.dataUpdatedAt });
    filled += 1;
  }
  return filled;
}

// The one way into React Query (TanStack Query 5) for the shell, every remote and shared/react (ADR 015): one
// federation singleton, so a page has one query client context, carrying only the part the product uses. Provided
// whole, @tanstack/react-query and its core would put infinite queries, suspense hooks, hydration and their observers
// into every first visit. Need another export? Add it here.
export { keepPreviousData, QueryClient, QueryClientProvider, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export { fillFromPageData, pageDataOf, type PageData } from './page-data';

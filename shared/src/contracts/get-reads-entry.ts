// `@musawo/shared/get-reads`: the GET form of public reads and the page preload hints built from them, without zod,
// for the service worker and the server. The browser apps reach the GET form through contracts; the hints stay out
// of contracts, which every first view loads whole as a federation share.
export * from './get-reads';
export * from './page-preloads';
export { matchRoute } from './route-match';

import { retryUrl } from './remote-loader';

test("a retry loads one of our remotes from its version's retry folder, so every chunk has a new address", () => {
  expect(retryUrl('/remotes/booking/1.0.0/remoteEntry.js?v=3f2a9c1b2d4e', 1)).toBe('/remotes/booking/1.0.0/retry-1/remoteEntry.js?v=3f2a9c1b2d4e');
  expect(retryUrl('/remotes/booking/1.0.0/remoteEntry.js', 2)).toBe('/remotes/booking/1.0.0/retry-2/remoteEntry.js');
});

test('any other address gets a query instead', () => {
  expect(retryUrl('https://cdn.example/booking/remoteEntry.js?v=1', 3)).toBe('https://cdn.example/booking/remoteEntry.js?v=1&retry=3');
  expect(retryUrl('/elsewhere/remoteEntry.js', 1)).toBe('/elsewhere/remoteEntry.js?retry=1');
});

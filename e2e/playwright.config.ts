import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
export const chromeArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  // Cross-remote journeys in e2e/tests/; a remote's own journeys in its folder (remote-<name>/e2e/), so a remote
  // and its journeys move, and are scaffolded (npm run new-remote), together.
  testDir: '..',
  testMatch: ['e2e/tests/**/*.spec.ts', 'remote-*/e2e/**/*.spec.ts'],
  testIgnore: ['**/node_modules/**', '.tmp/**'],
  outputDir: `../.tmp/e2e-output-${port}`,
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? `../.tmp/e2e-results-${port}.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    headless: true,
    launchOptions: { executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: chromeArgs },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node server.mjs',
    cwd: import.meta.dirname,
    url: `http://127.0.0.1:${port}/remotes.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});

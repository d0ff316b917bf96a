import { test as base, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..', '..');
/** The private deploy/ the journey server serves (see e2e/server.mjs). */
export const e2eDeployDir = (): string =>
  (JSON.parse(readFileSync(path.join(root, '.tmp', 'e2e-run', 'info.json'), 'utf8')) as { deployDir: string }).deployDir;

/** Every journey fails on a console error unless the test says it expects some. */
export const test = base.extend<{ consoleErrors: string[]; allowConsoleErrors: (match: RegExp) => void }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    await use(errors);
  },
  allowConsoleErrors: [
    async ({ consoleErrors }, use) => {
      const allowed: RegExp[] = [];
      await use((match) => void allowed.push(match));
      const unexpected = consoleErrors.filter((e) => !allowed.some((a) => a.test(e)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function expectRemote(page: Page, remote: string, version = '1.0.0') {
  const root = page.locator(`[data-remote="${remote}"]`);
  await expect(root).toBeVisible();
  await expect(root).toHaveAttribute('data-remote-version', version);
}

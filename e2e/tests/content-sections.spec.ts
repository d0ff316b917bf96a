import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, HYDRATION_ERROR, root, test } from './support/fixtures';

// Issue 44 follow-up (ADR 335): the Help page's questions and the policies' sections are native <details>, so the
// server-rendered page opens them before the scripts arrive, and with scripts off.

const QUESTION = 'Can I reschedule or cancel an appointment?';
const ANSWER = /You can cancel or reschedule up to \d+ hours before your appointment/;
const SECTION = '6. How we keep it safe';
const SECTION_TEXT = 'passwords are stored only in hashed form';
const shots = path.join(root, 'docs', 'screenshots', 'content');

/** The page as the server rendered it (asked again if a cold renderer came after its limit, ADR 335). */
async function expectRendered(page: Page) {
  const rootEl = page.locator('#root');
  await expect(async () => {
    if ((await rootEl.getAttribute('data-painted')) !== 'page') await page.reload();
    await expect(rootEl).toHaveAttribute('data-painted', 'page', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(rootEl).toHaveAttribute('data-painted-from', /^content@/);
}

const summary = (page: Page, name: string) => page.locator('summary', { hasText: name });

/** What Chromium itself tells assistive technology about a summary (Playwright's own role table has no summary). */
async function accessibilityOf(page: Page, name: string): Promise<{ role: string; name: string; expanded: boolean }> {
  await summary(page, name).evaluate((el) => el.setAttribute('data-probe', ''));
  const cdp = await page.context().newCDPSession(page);
  const { root: doc } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: doc.nodeId, selector: 'summary[data-probe]' });
  const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
  await summary(page, name).evaluate((el) => el.removeAttribute('data-probe'));
  await cdp.detach();
  const node = nodes[0];
  return {
    role: String(node?.role?.value),
    name: String(node?.name?.value),
    expanded: node?.properties?.find((p) => p.name === 'expanded')?.value.value === true,
  };
}

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('a Help answer and a Privacy Policy section open and close, and keep their headings', async ({ page }) => {
    await page.goto('/help');
    await expectRendered(page);
    const question = summary(page, QUESTION);
    await expect(page.getByRole('heading', { level: 4, name: QUESTION })).toBeAttached();
    await expect(page.getByText(ANSWER)).toBeHidden();
    await question.click();
    await expect(page.getByText(ANSWER)).toBeVisible();
    await question.press('Enter');
    await expect(page.getByText(ANSWER)).toBeHidden();

    await page.goto('/privacy');
    await expectRendered(page);
    await expect(page.getByRole('heading', { level: 2, name: SECTION })).toBeAttached();
    await expect(page.getByText(SECTION_TEXT)).toBeHidden();
    await summary(page, SECTION).click();
    await expect(page.getByText(SECTION_TEXT)).toBeVisible();
  });
});

test.describe('with scripts on', () => {
  test('after hydration the sections open with the keyboard, Expand all opens every one, with no hydration error', async ({ page, consoleErrors }) => {
    await page.goto('/help');
    await expect(page.locator('[data-remote-mounted]')).toBeAttached();
    const question = summary(page, QUESTION);
    // The browser exposes the summary as its disclosure button (a button to the platform), named by its text, with
    // its state; the heading stands beside it.
    expect(await accessibilityOf(page, QUESTION)).toEqual({ role: 'DisclosureTriangle', name: QUESTION, expanded: false });
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(ANSWER)).toBeVisible();
    expect(await accessibilityOf(page, QUESTION)).toEqual({ role: 'DisclosureTriangle', name: QUESTION, expanded: true });
    await page.keyboard.press('Space');
    await expect(page.getByText(ANSWER)).toBeHidden();
    await page.keyboard.press('Enter');
    const box = await question.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    // The search opens the matches: the state drives the same <details>.
    await page.getByRole('searchbox', { name: 'Search help articles' }).fill('mobile money');
    await expect(page.getByText('How can I pay?', { exact: true }).locator('xpath=ancestor::details')).toHaveAttribute('open', '');
    await page.getByRole('searchbox', { name: 'Search help articles' }).fill('');
    await question.click();
    await expect(page.getByText(ANSWER)).toBeVisible();
    await question.click();
    await expect(page.getByText(ANSWER)).toBeHidden();
    await question.click();
    await expectAccessible(page);

    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      await question.scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(shots, `help-open-${width}.png`), fullPage: false });
    }

    await page.goto('/privacy');
    await expect(page.locator('[data-remote-mounted]')).toBeAttached();
    const sections = page.locator('main details');
    const count = await sections.count();
    expect(count).toBeGreaterThan(5);
    await expect(page.locator('main details[open]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Expand all sections' }).click();
    await expect(page.locator('main details[open]')).toHaveCount(count);
    await expect(page.getByText(SECTION_TEXT)).toBeVisible();
    // Closing one by hand makes the button offer Expand all again; Collapse all closes every one.
    await summary(page, SECTION).click();
    await expect(page.getByText(SECTION_TEXT)).toBeHidden();
    await page.getByRole('button', { name: 'Expand all sections' }).click();
    await page.getByRole('button', { name: 'Collapse all sections' }).click();
    await expect(page.locator('main details[open]')).toHaveCount(0);
    expect(consoleErrors.filter((e) => HYDRATION_ERROR.test(e))).toEqual([]);
  });
});

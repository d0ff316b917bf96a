import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO, e2eDeployDir, expect, expectRemote, journeyToolEnv, replaceLiveRegistry, root, rpc, signInAs, test } from './support/fixtures';

test.describe('federated shell', () => {
  test('the footer is fetched when the visitor reaches the end of the page, not with the first view (issue 27)', async ({ page }) => {
    const footerChunks: string[] = [];
    page.on('request', (r) => {
      if (/\/footer\.[\w]+\.js$/.test(r.url())) footerChunks.push(r.url());
    });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/articles');
    // The first view is in (the footer's own timer would bring it 3 s after the page started): no footer yet.
    await expectRemote(page, 'content');
    expect(footerChunks).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.locator('footer').getByRole('heading', { name: 'For patients' })).toBeVisible();
    expect(footerChunks).toHaveLength(1);
  });

  test('each remote renders inside the shell, reached through its navigation', async ({ page, request }) => {
    await signInAs(page, request, DEMO.patient); // the account remote's pages are for signed-in users
    await page.goto('/');
    await expectRemote(page, 'discovery');
    await expect(page.getByRole('heading', { level: 1, name: 'Care that Comes to you' })).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 800 });
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await nav.getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expectRemote(page, 'content');

    await nav.getByRole('link', { name: 'Find A Doctor' }).click();
    await expectRemote(page, 'discovery');
    await expect(page.getByRole('heading', { level: 1, name: 'Find Your Doctor' })).toBeVisible();

    const { body } = await rpc<{ results: { id: string }[] }>(request, 'doctor', 'featuredDoctors', { limit: 1, currency: 'UGX' });
    await page.goto(`/doctor/${body.results[0]?.id}`);
    await expectRemote(page, 'booking');
    await page.goto('/dashboard');
    await expectRemote(page, 'account');
  });

  test('the bus carries an event published by a remote to the shell', async ({ page }) => {
    await page.goto('/articles');
    // RemoteRoot publishes remote:mounted on the shared bus; the shell's area records the version it heard.
    await expect(page.locator('[data-area="content"]')).toHaveAttribute('data-remote-mounted', '1.0.0');
  });

  test('an unknown route shows the fallback page inside the shell', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByTestId('error-status')).toHaveText('404 Not Found');
    await expect(page.getByRole('link', { name: 'Musawo home' })).toBeVisible();
  });

  test('the drawer holds the links and Sign In on a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    expect((await drawer.boundingBox())?.width).toBe(300);
    await expect(drawer.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await drawer.getByRole('link', { name: 'About Us' }).click();
    await expect(drawer).toBeHidden();
    await expectRemote(page, 'content');
  });
});

test.describe('failure isolation', () => {
  const registryPath = () => path.join(e2eDeployDir(), 'remotes.json');
  let original = '';
  test.beforeEach(() => {
    original = readFileSync(registryPath(), 'utf8');
  });
  test.afterEach(async () => {
    await replaceLiveRegistry(original);
  });
  const pointBookingAt = async (entry: string) => {
    const reg = JSON.parse(original) as { remotes: { name: string; entry: string }[] };
    reg.remotes.find((r) => r.name === 'booking')!.entry = entry;
    await replaceLiveRegistry(JSON.stringify(reg));
  };

  test('a remote whose entry is gone shows the fallback while the others keep working', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/remoteEntry|Failed to load resource|RUNTIME|ScriptNetworkError|Federation/i);
    await pointBookingAt('/remotes/booking/9.9.9/remoteEntry.js');
    await page.goto('/doctor/1');
    await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 6_000 });
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.getByRole('link', { name: 'Musawo home' }).click();
    await expectRemote(page, 'discovery');
  });

  test('a hung remote origin falls back to the area message (timed by npm run bench)', async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/remoteEntry|Failed to load resource|RUNTIME|ScriptNetworkError|Federation|timed out/i);
    // The server rendered the page, its code never arrives: React renders the fallback instead, and says so once (#422).
    allowConsoleErrors(/react\.dev\/errors\/422/);
    // A stalled CDN: the entry request is accepted and never answered. (The page may only load scripts from
    // its own origin under the CSP, so the stall is made at the network layer of the browser.)
    let release: () => void = () => undefined;
    let requested = false;
    const stalled = new Promise<void>((r) => (release = r));
    await page.route('**/remotes/booking/hung/remoteEntry.js', async (route) => {
      requested = true;
      await stalled;
      await route.abort().catch(() => undefined);
    });
    await pointBookingAt('/remotes/booking/hung/remoteEntry.js');
    try {
      await page.goto('/doctor/1');
      await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 10_000 });
      // The stalled request went out and was never answered: the fallback came from the shell's own time-out.
      expect(requested).toBe(true);
      await page.getByRole('link', { name: 'Musawo home' }).click();
      await expectRemote(page, 'discovery');
    } finally {
      release();
    }
  });
});

test.describe('recovering in place (issue 46)', () => {
  test('a hung chunk of the page: the fallback comes (timed by npm run bench), and Retry brings the page back once the fault is gone', async ({ page, request, allowConsoleErrors }) => {
    allowConsoleErrors(/Failed to load resource|RUNTIME|ChunkLoadError|Loading chunk|timed? ?out|Federation|ScriptNetworkError/i);
    // The server rendered the page, its code never arrives: React renders the fallback instead, and says so once (#422).
    allowConsoleErrors(/react\.dev\/errors\/422/);
    const { body } = await rpc<{ results: { id: string; name: string }[] }>(request, 'doctor', 'featuredDoctors', { sortBy: 'rating:desc', page: 1, limit: 1, currency: 'UGX' });
    const doctor = body.results[0]!;
    // Every script of the booking remote but its entry hangs, as on a CDN that accepts and never answers.
    let faulty = true;
    let hungOnce = false;
    const hung: (() => void)[] = [];
    await page.route(/\/remotes\/booking\/[^/]+\/(?!remoteEntry)[^?]+\.js/, async (route) => {
      if (!faulty) return route.continue();
      hungOnce = true;
      await new Promise<void>((resolve) => hung.push(resolve));
      await route.abort().catch(() => undefined);
    });
    try {
      await page.goto(`/doctor/${doctor.id}`);
      await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 10_000 });
      expect(hungOnce).toBe(true);
      // The fault is gone: Retry loads the page in place (no reload: the same document).
      faulty = false;
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { level: 1, name: doctor.name })).toBeVisible({ timeout: 10_000 });
      await expectRemote(page, 'booking');
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    } finally {
      faulty = false;
      for (const release of hung) release();
    }
  });
});

function treeHash(dir: string): string {
  const h = createHash('sha256');
  const walk = (d: string) => {
    for (const f of readdirSync(d).sort()) {
      const p = path.join(d, f);
      if (statSync(p).isDirectory()) walk(p);
      else h.update(path.relative(dir, p)).update(readFileSync(p));
    }
  };
  walk(dir);
  return h.digest('hex');
}

test.describe('release and rollback', () => {
  test.setTimeout(180_000);
  test('releasing content 1.0.1 goes live on reload, rollback brings 1.0.0 back, nothing else changes', async ({ page }) => {
    const deploy = e2eDeployDir();
    const others = ['shell', 'remotes/discovery', 'remotes/booking', 'remotes/account'];
    const before = Object.fromEntries(others.map((o) => [o, treeHash(path.join(deploy, o))]));
    const otherEntries = () =>
      (JSON.parse(readFileSync(path.join(deploy, 'remotes.json'), 'utf8')) as { remotes: { name: string }[] }).remotes.filter((r) => r.name !== 'content');
    const entriesBefore = otherEntries();
    const cli = (script: string, ...args: string[]) => {
      const r = spawnSync(process.execPath, [path.join(root, 'scripts', script), ...args, '--deploy-dir', deploy], { encoding: 'utf8', env: journeyToolEnv() });
      expect(r.status, r.stderr + r.stdout).toBe(0);
      return r.stdout;
    };

    await page.goto('/about');
    await expectRemote(page, 'content', '1.0.0');

    expect(cli('release.mjs', 'content', '--version', '1.0.1')).toContain('released content 1.0.1');
    await page.reload();
    await expectRemote(page, 'content', '1.0.1');

    expect(cli('rollback.mjs', 'content')).toContain('to 1.0.0');
    await page.reload();
    await expectRemote(page, 'content', '1.0.0');

    for (const o of others) expect(treeHash(path.join(deploy, o)), `${o} unchanged`).toBe(before[o]);
    expect(otherEntries()).toEqual(entriesBefore);
  });
});

test.describe('release tooling refuses what would break the deploy', () => {
  test.setTimeout(120_000);
  const cli = (script: string, ...args: string[]) =>
    spawnSync(process.execPath, [path.join(root, 'scripts', script), ...args, '--deploy-dir', e2eDeployDir()], { encoding: 'utf8', env: journeyToolEnv() });

  test('an unknown remote, a version not in deploy/, and a republished version with other content', () => {
    const unknown = cli('release.mjs', 'payments');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain("Unknown app 'payments'. Known apps: shell, discovery, booking, account, content, consult, admin.");

    const missing = cli('rollback.mjs', 'booking', '9.9.9');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/booking 9\.9\.9 is not published in .*available: 1\.0\.0/);

    const notSemver = cli('release.mjs', 'content', '--version', 'latest');
    expect(notSemver.status).toBe(2);
    expect(notSemver.stderr).toContain("'latest' is not a version");

    // Pretend 1.0.0 of content was published from other sources: releasing 1.0.0 again must be refused.
    const meta = path.join(e2eDeployDir(), 'remotes', 'content', '1.0.0', 'musawo-release.json');
    const original = readFileSync(meta, 'utf8');
    writeFileSync(meta, JSON.stringify({ ...JSON.parse(original), contentHash: 'something-else' }));
    try {
      const again = cli('release.mjs', 'content', '--version', '1.0.0');
      expect(again.status).toBe(2);
      expect(again.stderr).toContain('content 1.0.0 is already published with different content. Versions are immutable');
    } finally {
      writeFileSync(meta, original);
    }

    const listed = cli('remotes.mjs', '--json');
    expect(listed.status).toBe(0);
    expect(JSON.parse(listed.stdout)).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'booking', live: '1.0.0', versions: ['1.0.0'] })]));
  });
});

// ADR 323: a team develops its remote alone. `npm run dev -w remote-booking` (here on a port of the test's) opens a
// deep route directly, reaches the API through its proxy (API_TARGET: the journeys' server), and its dev bar signs in
// as the demo patient.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { DEMO, expect, root, rpc, test } from './support/fixtures';

const port = 8300 + Math.floor(Math.random() * 100);
let dev: ChildProcess | undefined;

async function listening(p: number, until: number): Promise<void> {
  while (Date.now() < until) {
    const up = await new Promise<boolean>((done) => {
      const s = net.connect({ host: '127.0.0.1', port: p }, () => (s.destroy(), done(true)));
      s.on('error', () => done(false));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the dev server did not listen on ${p}`);
}

test.describe('standalone development of a remote', () => {
  test.setTimeout(180_000);

  test.beforeAll(async ({ baseURL }) => {
    const dir = path.join(root, 'remote-booking');
    dev = spawn(process.execPath, [path.join(root, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js'), 'serve', '--mode', 'development', '--port', String(port)], {
      cwd: dir,
      env: { ...process.env, API_TARGET: baseURL },
      stdio: 'ignore',
    });
    await listening(port, Date.now() + 150_000);
  });
  test.afterAll(() => {
    dev?.kill('SIGTERM');
  });

  test('opens /doctor/<id> directly, with the API proxied, and signs in as the demo patient', async ({ page, request, allowConsoleErrors }) => {
    // The dev server has no favicon, and its hot-reload socket may log while it settles.
    allowConsoleErrors(/Failed to load resource: the server responded with a status of 404|WebSocket|\[HMR\]|\[webpack-dev-server\]/);
    const { body } = await rpc<{ results: { id: string; name: string }[] }>(request, 'doctor', 'featuredDoctors', { limit: 1, currency: 'UGX' });
    const doctor = body.results[0];
    if (!doctor) throw new Error('no featured doctor');
    await page.goto(`http://localhost:${port}/doctor/${doctor.id}`, { timeout: 120_000 });
    await expect(page.locator('[data-remote="booking"]')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('heading', { level: 1, name: doctor.name }).first()).toBeVisible({ timeout: 30_000 });

    const bar = page.getByRole('complementary', { name: 'Development sign-in' });
    await expect(bar).toContainText('signed out');
    await bar.getByRole('button', { name: 'Sign in as demo patient' }).click();
    await expect(bar).toContainText('signed in as', { timeout: 30_000 });
    await expect(bar).toContainText('(patient)');
    expect(DEMO.patient.email).toBe('patient@musawo.test');
  });
});

import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// A remote's own journeys live in its folder (remote-<name>/e2e/*.spec.ts) and import everything from here: the
// Playwright types and the launch arguments too, so a remote lists no test tools of its own.
export type { APIRequestContext, Browser, Page, Request } from '@playwright/test';
export { chromeArgs } from '../../playwright.config';

export const root = path.resolve(import.meta.dirname, '..', '..', '..');
/** The private deploy/ the journey server serves (see e2e/server.mjs). */
export const e2eDeployDir = (): string =>
  (JSON.parse(readFileSync(path.join(root, '.tmp', `e2e-run-${process.env.E2E_PORT ?? '8181'}`, 'info.json'), 'utf8')) as { deployDir: string }).deployDir;

/** The journey server's database (a fresh SQLite file per run), for a fixture no action can make (close it after). */
export const journeyDatabase = (): Database.Database => new Database(path.join(root, '.tmp', `e2e-run-${process.env.E2E_PORT ?? '8181'}`, 'musawo.db'));

/** The environment of a release tool run against the journey server: its database holds the registry (ADR 306). */
export const journeyToolEnv = (): NodeJS.ProcessEnv => ({ ...process.env, DATABASE_URL: `sqlite:${path.join(root, '.tmp', `e2e-run-${process.env.E2E_PORT ?? '8181'}`, 'musawo.db')}` });

/**
 * Makes `registry` (remotes.json's shape) the journey server's live registry, as an operator would after editing the
 * folder's copy: the registry is in the database (ADR 306), so the edited file is imported with --replace. Answers
 * once the server serves it.
 */
export async function replaceLiveRegistry(registry: string): Promise<void> {
  const dir = e2eDeployDir();
  writeFileSync(path.join(dir, 'remotes.json'), registry);
  const r = spawnSync(process.execPath, [path.join(root, 'scripts', 'move-to-store.mjs'), '--from', dir, '--replace'], {
    encoding: 'utf8',
    env: { ...journeyToolEnv(), ARTIFACT_STORE: `file:${dir}` },
  });
  expect(r.status, r.stderr + r.stdout).toBe(0);
  const wanted = (JSON.parse(registry) as { remotes: unknown[] }).remotes;
  const base = `http://127.0.0.1:${process.env.E2E_PORT ?? '8181'}`;
  await expect.poll(async () => ((await (await fetch(`${base}/remotes.json`)).json()) as { remotes: unknown[] }).remotes).toEqual(wanted);
}

/** What React says in the console when a server-rendered page could not be hydrated as it was sent (ADR 335). */
export const HYDRATION_ERROR = /hydrat|did not match|mismatch|react\.dev\/errors/i;

/** Every journey fails on a console error unless the test says it expects some. */
export const test = base.extend<{ consoleErrors: string[]; allowConsoleErrors: (match: RegExp) => void }>({
  // A server-rendered page is on screen before React has taken it over (ADR 335): a click then does nothing yet. A
  // journey's goto waits (a few seconds at most) until the page's remote answers, or its fallback is shown.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled && options?.waitUntil !== 'commit') {
        await page
          .waitForFunction(() => {
            const root = document.getElementById('root');
            return root?.dataset.painted !== 'page' || document.querySelector('[data-remote-mounted], [data-testid="remote-fallback"]') !== null;
          }, null, { timeout: 8_000 })
          .catch(() => undefined);
      }
      return response;
    };
    await use(page);
  },
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
  // A server-rendered page is visible before React has taken it over (ADR 335): wait until it answers.
  await expect(page.locator(`[data-remote-mounted="${version}"]`).first()).toBeAttached();
}

/** Waits for `count` animation frames of the page: what moves frame by frame (an auto-scrolling strip) had as many chances to. */
export async function animationFrames(page: Page, count: number): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(n);
      }),
    count,
  );
}

/** A call to the real gateway, as the browser makes it. Fails the test on a non-2xx answer unless `allowError`. */
export async function rpc<T = Record<string, unknown>>(
  request: APIRequestContext,
  service: string,
  action: string,
  fields: Record<string, unknown> = {},
  options: { token?: string; allowError?: boolean } = {},
): Promise<{ status: number; body: T }> {
  const res = await request.post('/api/v1', {
    data: { SERVICE: service, ACTION: action, ...fields },
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
  const body = (await res.json()) as T;
  if (!options.allowError) expect(res.status(), `${service}/${action}: ${JSON.stringify(body)}`).toBeLessThan(300);
  return { status: res.status(), body };
}

export const DEMO = {
  patient: { email: 'patient@musawo.test', phone: '+256700000001', password: 'Patient#2026' },
  doctor: { email: 'doctor@musawo.test', phone: '+256700000002', password: 'Doctor#2026' },
} as const;

interface LoginBody {
  user: Record<string, unknown>;
  tokens: { access: { token: string }; refresh: { token: string } };
}

/** Signs in through the API and stores the session the way the shell does, before any page script runs. */
export async function signInAs(page: Page, request: APIRequestContext, who: { email: string; password: string }): Promise<LoginBody> {
  const { body } = await rpc<LoginBody>(request, 'auth', 'login', { emailOrPhone: who.email, password: who.password });
  await page.addInitScript(
    ({ user, tokens }) => {
      if (!window.localStorage.getItem('tokens')) {
        window.localStorage.setItem('user', user);
        window.localStorage.setItem('tokens', tokens);
      }
    },
    { user: JSON.stringify(body.user), tokens: JSON.stringify(body.tokens) },
  );
  return body;
}

/** Newest first: what the dev outbox holds for a phone number or email address. */
export async function outbox(request: APIRequestContext, to: string): Promise<{ channel: string; to: string; subject: string; body: string; createdAt: string }[]> {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  return res.json();
}

/** A toast (status or alert) with this title: the first, as a new one may be stacked above it. */
export const toast = (page: Page, title: string) => page.locator('[role="status"], [role="alert"]').filter({ hasText: title }).first();

/** A 360 px screenshot kept with the test's output (issue: "360 px screenshots in e2e output"). */
export async function phoneShot(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: test.info().outputPath(`${name}-360.png`), fullPage: true });
  if (size) await page.setViewportSize(size);
}

/** A Ugandan mobile number no other test uses (MTN 77x range). */
export const uniquePhone = (): string => `+25677${String(Date.now() % 10_000_000).padStart(7, '0')}`;

/** The 4-digit code in the newest SMS to a number. */
export async function latestOtp(request: APIRequestContext, phone: string): Promise<string> {
  await expect.poll(async () => (await outbox(request, phone)).length, { timeout: 5_000 }).toBeGreaterThan(0);
  const [sms] = await outbox(request, phone);
  const code = /\b(\d{4})\b/.exec(sms?.body ?? '')?.[1];
  expect(code, `an OTP in: ${sms?.body}`).toBeTruthy();
  return code as string;
}

/** Signs a new patient up through the real API (OTP read from the dev outbox); `phone` a number no other journey uses. */
export async function createPatient(request: APIRequestContext, name = 'Test Patient', phone = uniquePhone()): Promise<{ email: string; phone: string; password: string; name: string }> {
  const email = `patient-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.ug`;
  const password = 'Patient#2026';
  await rpc(request, 'auth', 'sendOTPRegistration', { phone_number: phone, isLogin: false });
  const code = await latestOtp(request, phone);
  await rpc(request, 'auth', 'verifyPhoneNumberWeb', { phone_number: phone, verificationCode: code, isLogin: false });
  await rpc(request, 'auth', 'createAccountWeb', { name, date_of_birth: '1990-05-17', email, gender: 'female', phoneNumber: phone, password });
  return { email, phone, password, name };
}

/**
 * Waits (at most 2 s) for the page's finite animations to end: a toast fading in is half-transparent, and axe would
 * measure its contrast mid-way on a busy machine.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 2_000))]);
  });
}

async function seriousViolations(page: Page): Promise<{ id: string; text: string }[]> {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, text: `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})` }));
}

/**
 * axe: no serious or critical violations on the page as it is now (once its animations have ended). A toast whose
 * time runs out while axe is measuring fades out half-way through, and axe then measures its text half-transparent:
 * a contrast finding is checked once more when the animations that started meanwhile (that fade-out) have ended. A
 * real contrast fault is still there then.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await settleAnimations(page);
  let bad = await seriousViolations(page);
  if (bad.some((v) => v.id === 'color-contrast')) {
    await settleAnimations(page);
    bad = await seriousViolations(page);
  }
  expect(bad.map((v) => v.text)).toEqual([]);
}

/** A new patient whose wallet holds `amount` UGX, paid in through the sandbox mobile-money top-up (~3 s). */
export async function fundedPatient(request: APIRequestContext, amount = 300_000, name = 'Funded Patient'): Promise<{ email: string; phone: string; password: string; name: string }> {
  const patient = await createPatient(request, name);
  const { body: login } = await rpc<{ tokens: { access: { token: string } } }>(request, 'auth', 'login', { emailOrPhone: patient.email, password: patient.password });
  const token = login.tokens.access.token;
  const { body: started } = await rpc<{ results: { id: string } }>(request, 'Wallet', 'topUp', { amount, phone: patient.phone, provider: 'MTN' }, { token });
  await expect
    .poll(async () => (await rpc<{ results: { status: string } }>(request, 'Wallet', 'topUpStatus', { topUpId: started.results.id }, { token })).body.results.status, { timeout: 20_000, intervals: [500, 1000] })
    .toBe('SUCCESS');
  return patient;
}

/** What auth/login answers, as far as the journeys read it. */
export interface Login {
  user: { id: string; name: string };
  tokens: { access: { token: string } };
}
export const login = async (request: APIRequestContext, who: { email: string; password: string }) =>
  (await rpc<Login>(request, 'auth', 'login', { emailOrPhone: who.email, password: who.password })).body;

/** yyyy-MM-dd of a Monday-Friday in Kampala (UTC+3), `daysAhead` or a little later: inside the demo doctor's week. */
export function futureWeekday(daysAhead: number): string {
  const d = new Date(Date.now() + 3 * 3_600_000 + daysAhead * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** A day the calendar offers: its ISO date, its accessible name ('Tuesday, November 24th, 2026') and months ahead. */
export interface CalendarDay {
  iso: string;
  label: string;
  monthsAhead: number;
}

/** The first weekday (never the weekend) at least `from` days ahead in Kampala on which the doctor works. */
export function workingWeekday(availability: readonly { day: string; slots: readonly unknown[] }[], from: number): CalendarDay {
  const kampalaNow = new Date(Date.now() + 3 * 3_600_000); // Kampala wall clock in the UTC fields
  const working = new Set(availability.filter((a) => a.slots.length > 0).map((a) => a.day));
  for (let i = from; i < from + 60; i++) {
    const d = new Date(Date.UTC(kampalaNow.getUTCFullYear(), kampalaNow.getUTCMonth(), kampalaNow.getUTCDate() + i));
    const weekday = WEEKDAY_NAMES[d.getUTCDay()] as string;
    if (d.getUTCDay() === 0 || d.getUTCDay() === 6 || !working.has(weekday)) continue;
    return {
      iso: d.toISOString().slice(0, 10),
      label: `${weekday}, ${MONTH_NAMES[d.getUTCMonth()]} ${ordinal(d.getUTCDate())}, ${d.getUTCFullYear()}`,
      monthsAhead: d.getUTCFullYear() * 12 + d.getUTCMonth() - (kampalaNow.getUTCFullYear() * 12 + kampalaNow.getUTCMonth()),
    };
  }
  throw new Error('the doctor works on no weekday');
}

/** In a describe block that releases or rolls back: the live registry as it was before the block, put back after it. */
export function restoreLiveRegistryAfter(): void {
  let original = '';
  test.beforeAll(() => {
    original = readFileSync(path.join(e2eDeployDir(), 'remotes.json'), 'utf8');
  });
  test.afterAll(async () => {
    await replaceLiveRegistry(original);
  });
}

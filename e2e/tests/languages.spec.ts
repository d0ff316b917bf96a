import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { DEMO, expect, expectRemote, root, rpc, signInAs, test } from './support/fixtures';

// Issue 34, with issue 44's addresses (ADR 336): the language control goes to the page's address in that language,
// where the shell and its remotes speak it; every public page and the dashboard have one, and the profile keeps it.

const TEXTS = {
  en: { lang: 'English', heroTitle: 'Care that Comes to you', findDoctor: 'Find A Doctor', forPatients: 'For patients', activity: 'Recent Activity', payments: ['Success', 'Pending', 'Expired', 'Failed'] },
  lg: { lang: 'Luganda', heroTitle: 'Obujjanjabi obukusanga gy’oli', findDoctor: 'Noonya Omusawo', forPatients: 'Eri abalwadde', activity: 'Ebyakakolebwa', payments: ['Kiyiseemu', 'Kirindiridde', 'Kyayitako obudde', 'Kilemereddwa'] },
  sw: { lang: 'Kiswahili', heroTitle: 'Huduma ya afya inayokufikia ulipo', findDoctor: 'Tafuta Daktari', forPatients: 'Kwa wagonjwa', activity: 'Shughuli za Hivi Karibuni', payments: ['Imefanikiwa', 'Inasubiri', 'Imepitwa na muda', 'Imeshindikana'] },
} as const;
type Lang = keyof typeof TEXTS;

const PUBLIC_PAGES = ['/', '/specialties', '/find-doctor', '/search-results?location=Kampala', '/doctor/:id', '/articles', '/about', '/help', '/contact', '/join', '/app', '/terms', '/privacy', '/signin', '/signup'];
const shots = path.join(root, 'docs', 'screenshots', 'i18n');

/** The page's address in `lang` (ADR 336): English unprefixed, the others under `/lg`, `/sw`. */
const address = (lang: Lang, p: string): string => (lang === 'en' ? p : p === '/' ? `/${lang}` : `/${lang}${p}`);

async function choose(page: Page, lang: Lang) {
  const here = new URL(page.url());
  const path = here.pathname.replace(/^\/(lg|sw)(?=\/|$)/, '') || '/';
  await page.locator('select[name=lang]').first().selectOption(lang);
  await expect(page).toHaveURL((url) => url.pathname === address(lang, path));
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** Scrolls to the end of the page, as a reader looking for the footer does. */
async function toTheEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** A small 360 px picture of the first screen, for docs/screenshots/i18n (issue 34's "Must show"). */
async function shot(page: Page, name: string) {
  mkdirSync(shots, { recursive: true });
  await page.setViewportSize({ width: 360, height: 740 });
  // Scrolled to the top and painted there (two frames) before the picture.
  await page.evaluate(() => new Promise((done) => {
    window.scrollTo(0, 0);
    requestAnimationFrame(() => requestAnimationFrame(done));
  }));
  await page.screenshot({ path: path.join(shots, `${name}-360.png`) });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('the top bar in every language (issue 50)', () => {
  for (const lang of ['lg', 'sw', 'en'] as const) {
    test(`${TEXTS[lang].lang}: every control of the bar stays on screen from 1024 to 1199 px, where the whole menu is in the bar`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/');
      // The language is chosen once the page is hydrated, as in the journeys below.
      await expectRemote(page, 'discovery');
      await choose(page, lang);
      for (const width of [1024, 1100, 1199]) {
        await page.setViewportSize({ width, height: 800 });
        const outside = await page.getByRole('banner').evaluate((bar) =>
          [...bar.querySelectorAll('a, button, select')]
            .filter((el) => el.getBoundingClientRect().width > 0 && el.getBoundingClientRect().right > window.innerWidth)
            .map((el) => el.textContent?.trim() ?? el.tagName),
        );
        expect(outside, `${width} px`).toEqual([]);
      }
      await expect(page.getByRole('banner').getByRole('link', { name: lang === 'lg' ? 'Yingira' : lang === 'sw' ? 'Ingia' : 'Login', exact: true })).toBeInViewport();
    });
  }
});

test.describe('languages (issue 34)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const lang of ['lg', 'sw', 'en'] as const) {
    test(`${TEXTS[lang].lang}: goes to the page's address in it, every public page and the dashboard have one`, async ({ page, request }) => {
      const { body } = await rpc<{ results: { id: string }[] }>(request, 'doctor', 'featuredDoctors', { limit: 1, currency: 'UGX' });
      const doctorId = body.results[0]?.id ?? '1';
      const t = TEXTS[lang];
      // Start from the other language, so that choosing changes something (English visitors start in English).
      await page.goto('/');
      await expectRemote(page, 'discovery');
      if (lang === 'en') await choose(page, 'lg');
      await choose(page, lang);
      // The shell and the remote speak it together.
      await expectRemote(page, 'discovery');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heroTitle);
      await expect(page.getByRole('navigation', { name: /.+/ }).first().getByRole('link', { name: t.findDoctor })).toBeVisible();
      expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe(lang);

      for (const p of PUBLIC_PAGES) {
        await page.goto(address(lang, p.replace(':id', doctorId)));
        await expect(page.locator('[data-remote-mounted], main h1').first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        // The footer is a later part: scrolled to, it comes at once (otherwise 3 s after the page, on each of 15).
        await toTheEnd(page);
        await expect(page.locator('footer h2').first(), p).toBeVisible();
        await expect(page.locator('footer').getByRole('heading', { name: t.forPatients }), p).toBeVisible();
        if (p === '/doctor/:id') await shot(page, `${lang}-doctor`);
      }

      // A reload keeps it: the address says the language.
      await page.goto(address(lang, '/'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heroTitle);
      await expectRemote(page, 'discovery');
      await expect(page.locator('select[name=lang]').first()).toHaveValue(lang);
      await shot(page, `${lang}-home`);

      // Signed in, the dashboard is in the language, and the profile keeps it (SMS and email follow it).
      const login = await signInAs(page, request, DEMO.patient);
      await page.goto(address(lang, '/dashboard'));
      await expectRemote(page, 'account');
      await toTheEnd(page);
      await expect(page.locator('footer').getByRole('heading', { name: t.forPatients })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t.activity })).toBeVisible();
      await expect
        .poll(async () => (await rpc<{ result: { language?: string } }>(request, 'auth', 'getUserProfile', {}, { token: login.tokens.access.token })).body.result.language)
        .toBe(lang);
      await shot(page, `${lang}-dashboard`);
      // The kit's later parts (here the payments' status badges) read their own catalogue, in the language too.
      await page.goto(address(lang, '/transactions'));
      await expectRemote(page, 'account');
      await expect(page.getByText(new RegExp(`^(${t.payments.join('|')})$`)).first()).toBeVisible();
    });
  }
});

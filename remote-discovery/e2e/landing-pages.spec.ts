// Landing pages, robots.txt and the sitemap (issue 44) in a real browser against the real server and seed.
import { expect, expectRemote, rpc, test } from '../../e2e/tests/support/fixtures';

interface LandingAnswer {
  results: { doctors: { id: string; name: string }[]; total: number } | null;
}

test.describe('landing pages, robots.txt and the sitemap (issue 44)', () => {
  test('a landing page lists its doctors; the doctor page’s breadcrumbs and the specialties page lead back to it', async ({ page, request }) => {
    const { body } = await rpc<LandingAnswer>(request, 'doctor', 'landingPage', { district: 'kampala', specialty: 'dentistry' });
    const doctors = body.results?.doctors ?? [];
    expect(doctors.length).toBeGreaterThan(0);
    const first = doctors[0]!;

    await page.goto('/doctors/kampala/dentistry');
    await expectRemote(page, 'discovery');
    await expect(page.getByRole('heading', { level: 1, name: 'Dentistry doctors in Kampala' })).toBeVisible();
    await expect(page).toHaveTitle('Dentistry doctors in Kampala | Musawo');
    const list = page.getByRole('list', { name: 'Doctors' });
    await expect(list.getByRole('heading', { level: 2 })).toHaveText(doctors.map((d) => d.name));

    // The doctor's page: its breadcrumbs name the landing page and link to it.
    await list.getByRole('link', { name: new RegExp(first.name) }).first().click();
    await expect(page).toHaveURL(new RegExp(`/doctor/${first.id}$`));
    await expectRemote(page, 'booking');
    const crumbs = page.getByRole('navigation', { name: 'You are here' });
    await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Dentistry in Kampala']);
    await crumbs.getByRole('link', { name: 'Dentistry in Kampala' }).click();
    await expect(page).toHaveURL(/\/doctors\/kampala\/dentistry$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dentistry doctors in Kampala' })).toBeVisible();

    // The specialties page lists the districts with dentists, each a link to its landing page.
    await page.goto('/specialties');
    const districts = page.getByRole('list', { name: 'Districts with Dentistry doctors' });
    await expect(districts.getByRole('link', { name: 'Kampala' })).toHaveAttribute('href', '/doctors/kampala/dentistry');
    await districts.getByRole('link', { name: 'Kampala' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dentistry doctors in Kampala' })).toBeVisible();
  });

  test('robots.txt and sitemap.xml answer, and the sitemap lists a seeded doctor in three languages', async ({ request, baseURL }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    const text = await robots.text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

    const { body } = await rpc<LandingAnswer>(request, 'doctor', 'landingPage', { district: 'kampala', specialty: 'dentistry' });
    const id = body.results?.doctors[0]?.id ?? '';
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    for (const prefix of ['', '/lg', '/sw']) {
      expect(xml).toContain(`<loc>${baseURL}${prefix}/doctor/${id}</loc>`);
      expect(xml).toContain(`<loc>${baseURL}${prefix}/doctors/kampala/dentistry</loc>`);
    }
    expect(xml).not.toContain('/doctors/kotido/');
  });

  test('an unknown landing pair, or one with no doctor, shows not found', async ({ page, allowConsoleErrors }) => {
    // The server answers such a page with HTTP 404 (issue 44), which the browser logs.
    allowConsoleErrors(/status of 404/);
    for (const path of ['/doctors/kotido/dentistry', '/doctors/atlantis/dentistry', '/doctors/kampala/alchemy']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'No doctors here yet' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Find A Doctor' }).last()).toHaveAttribute('href', '/find-doctor');
    }
  });
});

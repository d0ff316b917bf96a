import { animationFrames, expect, expectAccessible, expectRemote, phoneShot, rpc, test, type Page, type Request } from '../../e2e/tests/support/fixtures';

interface Specialty {
  id: string;
  speciality_name: string;
  image: string;
  tags: string[];
}
interface Place {
  name: string;
  lat: number;
  lng: number;
}


/** 360 px phones: nothing may widen the page sideways (a looping strip must scroll inside itself). */
async function expectFitsPhone(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  if (size) await page.setViewportSize(size);
}

const isSearch = (r: Request) => r.url().endsWith('/api/v1') && (r.postData() ?? '').includes('"searchDoctorsByLocation"');
const searchBody = (r: Request) =>
  r.postDataJSON() as { searchParams: { page: string; location?: string }; filters: { rating?: number; price?: number[]; tags?: string[] } };

async function pickPlace(page: Page, field: string, typed: string, name: string) {
  const input = page.getByRole('combobox', { name: field });
  await input.fill(typed);
  await page.getByRole('option', { name: new RegExp(`^${name}\\b`) }).first().click();
  await expect(input).toHaveValue(name);
}

test.describe('discovery', () => {
  test('the home page\'s sections under the first screen download only when scrolled to, and hydrate in place (issue 27)', async ({ page }) => {
    const scripts: string[] = [];
    const featuredCalls: string[] = [];
    page.on('request', (r) => {
      if (/\/remotes\/discovery\/.*\.js$/.test(r.url())) scripts.push(r.url());
      if (r.url().endsWith('/api/v1') && (r.postData() ?? '').includes('"featuredDoctors"')) featuredCalls.push(r.url());
    });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    // The painted sections are there before their code (the FAQ is a native disclosure: it works without it)...
    const section = page.locator('#home-featured').locator('xpath=ancestor::section[1]');
    const paintedNode = await section.elementHandle();
    await expect(page.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' })).toBeAttached();
    // ...and while the visitor stays at the top, in the first view, neither their code nor their call is fetched:
    // not by the time the page has loaded and the network is quiet.
    await page.waitForLoadState('networkidle');
    expect(featuredCalls).toEqual([]);
    const firstView = scripts.length;
    // Scrolling down brings the code and the featured doctors, into the same painted nodes.
    await section.scrollIntoViewIfNeeded();
    await expectRemote(page, 'discovery');
    await expect(page.getByRole('list', { name: 'Featured specialists' }).getByRole('article')).toHaveCount(8);
    expect(scripts.length).toBeGreaterThan(firstView);
    expect(featuredCalls).toHaveLength(1);
    expect(await paintedNode!.evaluate((el) => el.isConnected)).toBe(true);
  });

  test('home shows both strips from the API, loops them without repeating cards to assistive tech, and passes axe', async ({ page, request }) => {
    const { body } = await rpc<{ results: Specialty[] }>(request, 'Specialities', 'queryAllSpecialityNoAuth');
    expect(body.results.length).toBeGreaterThanOrEqual(12);
    const featured = await rpc<{ results: { name: string }[] }>(request, 'doctor', 'featuredDoctors', { sortBy: 'rating:desc', page: 1, limit: 8, currency: 'UGX' });

    await page.goto('/');
    await expectRemote(page, 'discovery');
    await expect(page.getByRole('heading', { level: 1, name: 'Care that Comes to you' })).toBeVisible();

    const specialties = page.getByRole('list', { name: 'Medical specialties' });
    // 12 cards, each met once: the looping copies are aria-hidden, so they are not in the role query.
    await expect(specialties.getByRole('heading')).toHaveCount(12);
    await expect(specialties.getByRole('heading').first()).toHaveText(body.results[0]!.speciality_name);

    const doctors = page.getByRole('list', { name: 'Featured specialists' });
    await expect(doctors.getByRole('article')).toHaveCount(8);
    await expect(doctors.getByRole('heading', { level: 3 }).first()).toHaveText(featured.body.results[0]!.name);

    // The strips really move (this browser does not ask for reduced motion)...
    const strip = page.getByTestId('auto-scroll').first();
    await strip.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    const before = await strip.evaluate((el) => el.scrollLeft);
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before + 3);
    // ...render their looping copy only once they near their end (a page that starts lays out each card once)...
    await expect(strip.locator('[data-copy]')).toHaveCount(0);
    await strip.evaluate((el) => (el.scrollLeft = el.scrollWidth - el.clientWidth));
    await expect(strip.locator('[data-loop-start]')).toHaveCount(1);
    // ...and carry on from the start once one copy has gone by.
    const period = await strip
      .locator('[data-loop-start]')
      .evaluate((li: HTMLElement) => li.offsetLeft - (li.parentElement!.firstElementChild as HTMLElement).offsetLeft);
    await strip.evaluate((el, at) => (el.scrollLeft = at), period - 2);
    await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeLessThan(period / 2);
    // ...and stop for the user.
    await page.getByRole('button', { name: 'Pause scrolling Medical specialties' }).click();
    const paused = await strip.evaluate((el) => el.scrollLeft);
    await animationFrames(page, 30);
    expect(await strip.evaluate((el) => el.scrollLeft)).toBe(paused);

    await expectAccessible(page);
    await expectFitsPhone(page);
    await phoneShot(page, 'home');
  });

  test('under reduced motion the strips do not move', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const strip = page.getByTestId('auto-scroll').first();
    await expect(strip).toBeVisible();
    await animationFrames(page, 30);
    expect(await strip.evaluate((el) => el.scrollLeft)).toBe(0);
    await expect(page.getByRole('button', { name: /Pause scrolling/ })).toHaveCount(0);
  });

  test('/specialties lists every specialty and its search filters by name or symptom', async ({ page, request }) => {
    const { body } = await rpc<{ results: Specialty[] }>(request, 'Specialities', 'queryAllSpecialityNoAuth');
    const n = body.results.length;
    const target = body.results.find((s) => s.tags.length > 0)!;

    await page.goto('/specialties');
    await expectRemote(page, 'discovery');
    await expect(page.getByRole('heading', { level: 1, name: 'Medical Specialties' })).toBeVisible();
    await expect(page.getByText(`${n} Specialties`)).toBeVisible();
    const cards = page.getByRole('list', { name: 'Specialties' }).getByRole('heading', { level: 2 });
    await expect(cards).toHaveCount(n);

    const search = page.getByRole('searchbox', { name: 'Search specialties or symptoms' });
    await search.fill(target.tags[0]!.toUpperCase());
    await expect(cards.filter({ hasText: target.speciality_name })).toHaveCount(1);
    await expect(cards).not.toHaveCount(n);

    await search.fill('zzzz-no-such-thing');
    await expect(page.getByText('No specialties match "zzzz-no-such-thing"')).toBeVisible();
    await expectAccessible(page);

    await search.fill(target.speciality_name.toLowerCase());
    await expectAccessible(page);
    await expectFitsPhone(page);
    await phoneShot(page, 'specialties');
    await page.getByRole('link', { name: new RegExp(target.speciality_name) }).click();
    await expect(page).toHaveURL(/\/search-results\?/);
    await expect(page.getByRole('heading', { level: 1, name: `${target.speciality_name} Specialists in your area` })).toBeVisible();
  });

  test('wizard: Kampala → Paediatrics → a symptom shows Kampala doctors; a card opens the doctor', async ({ page }) => {
    await page.goto('/find-doctor');
    await expectRemote(page, 'discovery');
    await expect(page.getByRole('heading', { level: 1, name: 'Find Your Doctor' })).toBeVisible();

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please enter your location' })).toBeVisible();

    await pickPlace(page, 'Your location', 'Kampa', 'Kampala');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { name: 'Which type of doctor do you need?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Search Doctors' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please select a specialty' })).toBeVisible();

    const specialty = page.getByRole('combobox', { name: 'Specialty' });
    await specialty.focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('option', { name: 'Paediatrics' }).click();

    await expect(page.getByRole('heading', { name: 'What symptoms do you have?' })).toBeVisible();
    const suggestion = page.getByRole('button', { name: /^Add / }).first();
    const symptom = ((await suggestion.getAttribute('aria-label')) ?? '').replace(/^Add /, '');
    await suggestion.click();
    await expectFitsPhone(page);
    await phoneShot(page, 'find-doctor');
    await page.getByRole('button', { name: 'Search Doctors' }).click();

    await expect(page).toHaveURL(/\/search-results\?/);
    const url = new URL(page.url());
    expect(JSON.parse(url.searchParams.get('location') ?? '{}')).toMatchObject({ address: 'Kampala' });
    expect(url.searchParams.get('symptoms')).toBe(symptom);
    await expect(page.getByRole('heading', { level: 1, name: 'Paediatrics Specialists in Kampala' })).toBeVisible();
    await expect(page.getByText(/^[1-9]\d* doctors? found$/)).toBeVisible();
    await expect(page.getByText('Other Available Doctors')).toHaveCount(0);
    const list = page.getByRole('list', { name: 'Doctors' });
    await expect(list.getByRole('article').first()).toContainText('Kampala');
    await expect(page.getByRole('list', { name: 'Active filter tags' })).toContainText(symptom);
    await expectAccessible(page);
    await expectFitsPhone(page);
    await phoneShot(page, 'search-results');

    const book = list.getByRole('link', { name: /^Book Appointment with / }).first();
    const href = (await book.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/doctor\/[^/]+$/);
    await book.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expectRemote(page, 'booking');
  });

  test('a place with no doctors near it shows the server notice and "Other Available Doctors"', async ({ page, request }) => {
    const { body } = await rpc<{ results: Place | null }>(request, 'places', 'geocode', { address: 'Kotido' });
    expect(body.results, 'the gazetteer knows Kotido').not.toBeNull();
    const location = { address: 'Kotido', lat: body.results!.lat, lng: body.results!.lng };
    await page.goto(`/search-results?location=${encodeURIComponent(JSON.stringify(location))}&symptoms=`);
    await expectRemote(page, 'discovery');
    await expect(page.getByRole('heading', { level: 1, name: 'Medical Specialists in Kotido' })).toBeVisible();
    await expect(page.locator('[data-tone="warning"]')).toContainText('Kotido');
    await expect(page.getByRole('heading', { level: 2, name: 'Other Available Doctors' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Doctors' }).getByRole('article').first()).toBeVisible();
    await expectAccessible(page);
  });

  test('a filter change re-queries from page 1, lives in the URL and survives a reload; paging follows the total', async ({ page }) => {
    await page.goto('/search-results');
    await expect(page.getByRole('heading', { level: 1, name: 'Medical Specialists in your area' })).toBeVisible();
    const count = page.getByText(/^\d+ doctors? found$/);
    await expect(count).toBeVisible();
    const total = Number((await count.textContent())?.split(' ')[0]);
    expect(total).toBeGreaterThan(10);
    const pager = page.getByRole('navigation', { name: 'Search results pages' });
    await expect(pager.getByRole('button', { name: `Page ${Math.ceil(total / 10)}` })).toBeVisible();

    const page2 = page.waitForRequest(isSearch);
    await pager.getByRole('button', { name: 'Page 2' }).click();
    expect(searchBody(await page2).searchParams.page).toBe('2');
    await expect(page).toHaveURL(/page=2/);

    await page.getByRole('button', { name: /^Filters/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Advanced Filters' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    const rating = dialog.getByRole('slider', { name: 'Minimum rating' });
    await rating.focus();
    for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowRight');
    await expect(rating).toHaveValue('4');
    const filtered = page.waitForRequest(isSearch);
    await dialog.getByRole('button', { name: 'Done' }).click();
    const sent = searchBody(await filtered);
    expect(sent.filters.rating).toBe(4);
    expect(sent.searchParams.page).toBe('1');
    await expect(page).toHaveURL(/rating=4/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(count).toBeVisible();
    const filteredText = await count.textContent();

    const again = page.waitForRequest(isSearch);
    await page.reload();
    expect(searchBody(await again).filters.rating).toBe(4);
    await expect(page.getByText(/^\d+ doctors? found$/)).toHaveText(filteredText ?? '');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.getByRole('slider', { name: 'Minimum rating' })).toHaveValue('4');
    await page.keyboard.press('Escape');

    // Back undoes the filter: the unfiltered second page again.
    await page.goBack();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).not.toHaveURL(/rating=/);
  });
});

import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectAccessible, expect, test, waitForAppAfterLoads } from '../support/a11y';
import { DEMO_PASSWORD, createActiveAccount, isMobile, logIn, openAccountMenu } from '../support/account';
import { apiCall } from '../support/api';

const TUTOR_NAME = 'Wei Ming Tan';

async function loggedIn(page: Page, email: string): Promise<void> {
  await logIn(page, 'sg', email, DEMO_PASSWORD);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
}

async function logOut(page: Page): Promise<void> {
  const token = () => page.evaluate(() => window.localStorage.getItem('token'));
  // The avatar menu can still be animating when Logout is clicked (a CI flake): open it and click again
  // until the session is gone.
  await expect(async () => {
    if ((await token()) === null) return;
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Log out', exact: true }).click({ timeout: 3000 });
    await expect.poll(token, { timeout: 3000 }).toBeNull();
  }).toPass({ timeout: 20_000 });
}

/**
 * A crowd tutor of Singapore (not one the other journeys book) keeps Monday mornings only: the availability filter
 * then tells them apart from the tutors on the default hours (every day 08:00–22:00). Returns their name.
 */
async function mondayMorningTutor(request: APIRequestContext): Promise<string> {
  const { findTutors } = await apiCall<{ findTutors: { tutors: { firstName: string; lastName: string }[] } }>(
    request,
    'mutation { findTutors(country: "sg", alphabet: true, limit: 48) { tutors { firstName lastName } } }',
  );
  const demo = new Set(['Wei Ming Tan', 'Priya Nair']);
  const tutor = findTutors.tutors.find((found) => !demo.has(`${found.firstName} ${found.lastName}`));
  if (!tutor) throw new Error('no crowd tutor in Singapore');
  const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');
  const { signIn } = await apiCall<{ signIn: { token: string } }>(
    request,
    'mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { token } }',
    { email: `${slug(tutor.firstName)}.${slug(tutor.lastName)}.sg@ajar.test`, password: DEMO_PASSWORD },
  );
  await apiCall(
    request,
    `mutation($weekly: [WeekdayHoursInput!]!) {
      updateTutorAvailability(weekly: $weekly, exceptions: [], noticeHours: 2) { __typename }
    }`,
    { weekly: [{ weekday: 1, intervals: [{ start: 9 * 60, end: 12 * 60 }] }] },
    signIn.token,
  );
  return `${tutor.firstName} ${tutor.lastName}`;
}

/** The browse filters: the side column, or on a phone the sheet its Filters button opens. */
async function openFilters(page: Page): Promise<Locator> {
  if (!isMobile(page)) return page.getByRole('complementary', { name: 'Filters' });
  await page.getByRole('button', { name: /^Filters/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** Opens one of the filter's lists of choices (it stays open across searches). */
async function openChoices(filters: Locator, name: RegExp): Promise<void> {
  const box = filters.getByRole('button', { name });
  if ((await box.getAttribute('aria-expanded')) !== 'true') await box.click();
}

test(
  'a student finds a tutor despite a typo, filters, keeps a favourite across sessions',
  { tag: '@layout' },
  async ({ page, browser, request }, testInfo) => {
    // A student of their own per run: favourites are per account, and projects or retries must not share one.
    const email = `searcher.${testInfo.project.name}.${Date.now()}@example.test`;
    await createActiveAccount(request, { email, firstName: 'Sam', country: 'sg' });
    await loggedIn(page, email);
    // The student (signed in once already, by activating) lands at home: wait for it, or that navigation closes
    // the overlay opened next.
    await expect(page).toHaveURL(/\/sg\/learning/);

    // The header overlay: a misspelled name still finds the tutor, and the preview shows them.
    await page.getByRole('button', { name: 'Search' }).first().click();
    await page.getByRole('combobox', { name: 'Search' }).fill('Wei Mnig Tan');
    const hit = page.getByRole('option', { name: new RegExp(TUTOR_NAME) }).first();
    await expect(hit).toBeVisible();
    // A phone previews the first hit below the list (a tap on it opens the profile); a mouse points at it.
    if (!isMobile(page)) await hit.hover();
    await expect(page.getByTestId('search-preview').getByText(TUTOR_NAME).first()).toBeVisible();
    await expectAccessible(page, 'search overlay');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('combobox', { name: 'Search' })).toBeHidden();

    // browse/tutors filtered by subject and price; the query string keeps the filters.
    await page.goto('/sg/browse/tutors');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'browse tutors');
    // Pages of results are links: each page has its own address, the current one marked.
    const pager = page.getByRole('navigation', { name: 'Pages of results' });
    await pager.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectAccessible(page, 'browse tutors, page 2');
    // The filters: a side column, or on a phone a dialog opened by the Filters button.
    let filters = page.getByRole('complementary', { name: 'Filters' });
    if (isMobile(page)) {
      await page.getByRole('button', { name: 'Filters' }).click();
      filters = page.getByRole('dialog', { name: 'Filters' });
      await expect(filters).toBeVisible();
      await expectAccessible(page, 'browse tutors, filters sheet');
    }
    // Subjects are checkboxes in a list that opens in place, narrowed by typing, closed by Escape.
    const subject = filters.getByRole('button', { name: /^Subject/ });
    await subject.click();
    await filters.getByRole('searchbox', { name: 'Find in Subject' }).fill('Physics');
    await filters.getByRole('checkbox', { name: 'Physics', exact: true }).check();
    await page.keyboard.press('Escape');
    await expect(subject).toHaveAttribute('aria-expanded', 'false');
    await expect(subject).toBeFocused();
    await expect(subject).toHaveAccessibleName('Subject Physics');
    if (isMobile(page)) await expect(filters).toBeVisible();
    // The highest price by keyboard: four steps down.
    const highest = filters.getByRole('slider', { name: /Highest price/ });
    await highest.focus();
    for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowLeft');
    await expect(filters.getByText(/^Up to /)).toBeVisible();
    await filters.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/subjects=/);
    await expect(page).toHaveURL(/price=/);
    if (isMobile(page)) await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
    const card = page.getByRole('article').filter({ hasText: TUTOR_NAME }).first();
    await expect(card).toBeVisible();
    await expectAccessible(page, 'browse tutors, filtered');

    // Open the profile and keep the tutor as a favourite.
    await card.getByRole('link', { name: TUTOR_NAME }).first().click();
    await expect(page.getByRole('heading', { name: TUTOR_NAME }).first()).toBeVisible();
    await expectAccessible(page, 'tutor profile, favourite');
    await page
      .getByRole('button', { name: `Add ${TUTOR_NAME} to favourites` })
      .first()
      .click();
    await expect(
      page.getByRole('button', { name: `Remove ${TUTOR_NAME} from favourites` }).first(),
    ).toBeVisible();

    // By the hours tutors teach: a tutor keeping Monday mornings only leaves the list for Sundays, and is back for
    // Monday mornings.
    const early = await mondayMorningTutor(request);
    await page.goto(`/sg/browse/tutors?keywords=${encodeURIComponent(early)}`);
    const earlyCard = page.getByRole('article', { name: early });
    await expect(earlyCard).toBeVisible();
    filters = await openFilters(page);
    await openChoices(filters, /^Days/);
    await filters.getByRole('checkbox', { name: 'Sunday' }).check();
    await expectAccessible(page, 'browse tutors, days open');
    await filters.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/[?&]days=sun/);
    await expect(earlyCard).toBeHidden();
    filters = await openFilters(page);
    await openChoices(filters, /^Days/);
    await filters.getByRole('checkbox', { name: 'Sunday' }).uncheck();
    await filters.getByRole('checkbox', { name: 'Monday' }).check();
    await openChoices(filters, /^Time of day/);
    await filters.getByRole('checkbox', { name: /^Morning/ }).check();
    await filters.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/[?&]days=mon&times=morning/);
    await expect(earlyCard).toBeVisible();
    await expectAccessible(page, 'browse tutors, by days and times');
    await logOut(page);

    // A new browser (no shared storage): log in again and the favourite is still there.
    const other = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: page.viewportSize(),
      isMobile: isMobile(page),
      hasTouch: isMobile(page),
    });
    const second = await other.newPage();
    waitForAppAfterLoads(second);
    await loggedIn(second, email);
    if (isMobile(page)) {
      // A student's own bottom bar: Saved is one tap away.
      const bar = second.getByRole('navigation', { name: 'Your shortcuts' });
      await expect(bar.getByRole('link')).toHaveText(['Search', 'Lessons', 'Messages', 'Saved', 'Profile']);
      await bar.getByRole('link', { name: 'Saved' }).click();
      await expect(second).toHaveURL(/\/sg\/my-favourite$/);
    } else {
      await second.goto('/sg/my-favourite');
    }
    await expect(second.getByRole('heading', { name: 'My favourites' })).toBeVisible();
    await expectAccessible(second, 'my favourites');
    await expect(second.getByRole('link', { name: TUTOR_NAME }).first()).toBeVisible();
    await second
      .getByRole('button', { name: `Remove ${TUTOR_NAME} from favourites` })
      .first()
      .click();
    await expect(second.getByText('No favourites yet')).toBeVisible();
    await expectAccessible(second, 'my favourites, empty');
    await other.close();
  },
);

import { fileURLToPath } from 'node:url';
import { expectAccessible, expect, test } from '../support/a11y';
import { keepScreen } from '../support/screens';
import { createActiveAccount } from '../support/account';
import { signInThroughApi } from '../support/session';
import { signedInPage } from '../support/booking';

const SCREENS = '../test-results/screens';
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
const meta = (html: string, name: string) =>
  new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)" />`).exec(html)?.[1] ?? null;

test('a tutor writes an article with a cover and submits it; the team approves it; it is on reads/public and the tutor’s profile; a student votes and comments; a shared link previews without JavaScript', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // A tutor, a student and the team in three browsers on a shared two-core machine.
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  const stamp = Date.now();
  const title = `Revision habits that stick ${stamp}`;

  // A guest reads the seeded articles and the team's blog.
  await page.goto('/sg/reads/public');
  await expect(page.getByRole('heading', { name: 'Reads', level: 1 })).toBeVisible();
  await expect(page.getByRole('list').getByRole('link').first()).toBeVisible();
  await expectAccessible(page, 'reads/public (guest)');
  await keepScreen(page, { path: `${SCREENS}/reads-public-${project}.png`, fullPage: true });
  await page.goto('/sg/reads/blogs');
  await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: /Welcome to Reads/ }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Reads', level: 1 })).toBeVisible();
  await expectAccessible(page, 'reads/blogs post');

  // The tutor writes: title, cover, subject, tags and the body in the editor; sends it for review.
  const tutorEmail = `reads.tutor.${project}.${stamp}@example.test`;
  const studentEmail = `reads.student.${project}.${stamp}@example.test`;
  await createActiveAccount(request, {
    email: tutorEmail,
    firstName: 'Wulan',
    lastName: 'Writer',
    role: 'TTR0',
  });
  await createActiveAccount(request, { email: studentEmail, firstName: 'Sari', lastName: 'Reader' });
  const tutor = await signedInPage(browser, testInfo, page, tutorEmail);
  await tutor.goto('/sg/reads/create');
  await expect(tutor.getByRole('heading', { name: 'Write an article', level: 1 })).toBeVisible();
  await tutor.getByRole('textbox', { name: 'Title' }).fill(title);
  await tutor.getByTestId('article-cover-input').setInputFiles(fixture('avatar.png'));
  await expect(tutor.getByRole('img', { name: 'The article’s cover' })).toBeVisible();
  await tutor.getByRole('textbox', { name: 'Subject' }).fill('Study skills');
  const tags = tutor.getByRole('textbox', { name: 'Tags (up to 5)' });
  await tags.fill('revision');
  await tags.press('Enter');
  const body = tutor.getByRole('textbox', { name: 'Article', exact: true });
  await body.click();
  await tutor.keyboard.type('Little and often. ');
  await tutor.getByRole('button', { name: 'Bold' }).click();
  await tutor.keyboard.type('Test yourself before you reread');
  await tutor.getByRole('button', { name: 'Bold' }).click();
  await tutor.keyboard.type(', then check: recall first, and sleep well before the exam.');
  await expectAccessible(tutor, 'reads/create');
  await keepScreen(tutor, { path: `${SCREENS}/reads-create-${project}.png`, fullPage: true });
  await tutor.getByRole('button', { name: 'Send for review' }).click();
  await expect(tutor).toHaveURL(/\/sg\/reads\/success$/);
  await expect(tutor.getByRole('heading', { name: /Your article is with our team/ })).toBeVisible();
  await expectAccessible(tutor, 'reads/success');
  await tutor.getByRole('link', { name: 'My articles' }).first().click();
  const mine = tutor.getByTestId('my-article').filter({ hasText: title });
  await expect(mine.getByText('In review')).toBeVisible();
  await expectAccessible(tutor, 'reads/list');

  // Before the team decides, a guest's plain GET of its address gives no title away.
  const listed = await mine.getByRole('link', { name: title }).getAttribute('href');
  expect(listed).toMatch(
    /^\/sg\/reads\/details\/revision-habits-that-stick-\d+--[0-9a-f-]{36}--[0-9a-f-]{36}$/,
  );
  const hidden = await request.get(listed ?? '', { headers: { accept: 'text/html' } });
  expect(await hidden.text()).not.toContain(title);

  // The team approves it in the team.
  const staff = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: page.viewportSize(),
  });
  const team = await staff.newPage();
  await signInThroughApi(team, 'staff@ajar.test');
  await team.goto('/sg/ops/reads');
  await expect(team.getByRole('heading', { level: 1, name: 'Article review' })).toBeVisible();
  const queued = team.getByTestId('ops-article').filter({ hasText: title });
  await expect(queued.getByText('Test yourself before you reread')).toBeVisible();
  await expectAccessible(team, 'ops/reads');
  await keepScreen(team, { path: `${SCREENS}/ops-reads-${project}.png`, fullPage: true });
  await queued.getByRole('button', { name: `Approve “${title}”` }).click();
  await expect(team.getByText(`“${title}” is published`)).toBeVisible();
  await staff.close();

  // It is on reads/public, found by its words and tag.
  const student = await signedInPage(browser, testInfo, page, studentEmail);
  await student.goto('/sg/reads/public?tag=revision');
  await student.getByRole('searchbox', { name: 'Search articles' }).fill(String(stamp));
  await student.getByRole('searchbox', { name: 'Search articles' }).press('Enter');
  await student.getByRole('link', { name: new RegExp(title) }).click();
  await expect(student.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(student.locator('strong', { hasText: 'Test yourself before you reread' })).toBeVisible();

  // The student votes (and changes their mind) and comments.
  await student.getByRole('button', { name: 'Vote up (0)' }).click();
  await expect(student.getByRole('button', { name: 'Vote up (1)' })).toHaveAttribute('aria-pressed', 'true');
  await student.getByRole('button', { name: 'Vote down (0)' }).click();
  await expect(student.getByRole('button', { name: 'Vote down (1)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await student.getByRole('button', { name: 'Vote up (0)' }).click();
  await expect(student.getByRole('button', { name: 'Vote up (1)' })).toBeVisible();
  await student.getByRole('textbox', { name: 'Write a comment' }).fill('This helped me a lot, thank you!');
  await student.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(student.getByText('This helped me a lot, thank you!')).toBeVisible();
  await expectAccessible(student, 'reads/details');
  await keepScreen(student, { path: `${SCREENS}/reads-details-${project}.png`, fullPage: true });

  // It is on the tutor's profile, which links back to it.
  await student.getByRole('link', { name: 'By Wulan Writer' }).click();
  await expect(student.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await student.getByRole('link', { name: new RegExp(title) }).click();
  await expect(student.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The tutor hears of it: published, with a comment.
  await tutor.goto('/sg/reads/list');
  await expect(
    tutor.getByTestId('my-article').filter({ hasText: title }).getByText('Published'),
  ).toBeVisible();

  // A guest's link preview: a plain HTTP GET, no JavaScript, carries the title, description and cover.
  const shared = await request.get(listed ?? '', { headers: { accept: 'text/html' } });
  expect(shared.status()).toBe(200);
  const html = await shared.text();
  expect(meta(html, 'og:title')).toBe(title);
  expect(meta(html, 'twitter:title')).toBe(title);
  expect(meta(html, 'og:description')).toMatch(/^Little and often\. Test yourself before you reread/);
  expect(meta(html, 'og:image')).toMatch(/^https?:\/\/.+\/uploads\/.+/);
  expect(meta(html, 'og:type')).toBe('article');
  expect(html).toContain(`<title>${title} | Ajar</title>`);
  await tutor.context().close();
  await student.context().close();
});

import { COMMUNITY_SCORE_RULES } from '@ajar/domain';
import { expectAccessible, expect, test } from '../support/a11y';
import { keepScreen } from '../support/screens';
import { createActiveAccount, isMobile } from '../support/account';
import { apiCall } from '../support/api';
import { signedInPage } from '../support/booking';

const SCREENS = '../test-results/screens';

test('community: a member asks, another answers, the asker accepts and the score moves; a follow fills the following tab', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const project = testInfo.project.name;
  const stamp = Date.now();

  // A guest reads the seeded community, with the community's own log-in link.
  await page.goto('/sg/community');
  await expect(page.getByRole('heading', { name: 'Community', level: 1 })).toBeVisible();
  await expect(page.getByTestId('community-post').first()).toBeVisible();
  await expect(page.getByText('The Ajar team')).toBeVisible();
  await expectAccessible(page, 'community (guest)');
  await keepScreen(page, { path: `${SCREENS}/community-${project}-guest.png`, fullPage: true });
  await page.goto('/id/community');
  await expect(page.getByRole('heading', { name: 'Komunitas', level: 1 })).toBeVisible();
  await expect(page.getByText('Bagaimana cara belajar efektif untuk UTBK?')).toBeVisible();
  await expectAccessible(page, 'community (guest, id)');

  const askerEmail = `community.asker.${project}.${stamp}@example.test`;
  const answererEmail = `community.answerer.${project}.${stamp}@example.test`;
  await createActiveAccount(request, { email: askerEmail, firstName: 'Asker', lastName: 'Community' });
  await createActiveAccount(request, {
    email: answererEmail,
    firstName: 'Answerer',
    lastName: 'Community',
    role: 'TTR0',
  });

  // Signed in once before, so the first-time onboarding (which comes first, spec section 2) is behind them.
  await apiCall(
    request,
    'mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { token } }',
    { email: askerEmail, password: 'password123' },
  );

  // The asker logs in from the community: the community token brings them back to the community address.
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: page.viewportSize(),
    isMobile: isMobile(page),
    hasTouch: isMobile(page),
  });
  const asker = await context.newPage();
  await asker.goto('/sg/community');
  await asker.getByRole('link', { name: 'Log in to the community' }).click();
  await expect(asker).toHaveURL(/\/sg\/login\?community=1/);
  await asker.getByLabel('Email').fill(askerEmail);
  await asker.getByLabel('Password', { exact: true }).fill('password123');
  await asker.getByRole('button', { name: 'Log in', exact: true }).last().click();
  await expect(asker).toHaveURL(/\/sg\/community$/);
  await expect.poll(() => asker.evaluate(() => window.localStorage.getItem('communityToken'))).toBeTruthy();

  // The asker asks a question.
  const title = `How should I plan revision week ${stamp}?`;
  await asker.getByRole('button', { name: 'Ask a question' }).click();
  await asker.getByRole('textbox', { name: /Title/ }).fill(title);
  await asker.getByRole('textbox', { name: 'Details' }).fill('Five subjects, one week.');
  await asker.getByRole('textbox', { name: /Tags/ }).fill('revision');
  await expectAccessible(asker, 'community (ask form)');
  await asker.getByRole('button', { name: 'Publish' }).click();
  await expect(asker.getByRole('link', { name: title })).toBeVisible();
  await expectAccessible(asker, 'community (signed in)');
  await keepScreen(asker, { path: `${SCREENS}/community-${project}-home.png`, fullPage: true });

  // Another member finds it by search and answers.
  const answerer = await signedInPage(browser, testInfo, page, answererEmail);
  await answerer.goto('/sg/community');
  const search = answerer.getByRole('searchbox', { name: 'Search the community' });
  await search.fill(String(stamp));
  await search.press('Enter');
  await expect(answerer).toHaveURL(new RegExp(`q=${stamp}`));
  await answerer.getByRole('link', { name: title }).click();
  await expect(answerer.getByRole('heading', { name: title })).toBeVisible();
  await answerer
    .getByRole('textbox', { name: 'Your answer' })
    .fill('One subject a day, past papers in the evening.');
  await answerer.getByRole('button', { name: 'Post your answer' }).click();
  const answer = answerer.getByTestId('community-answer');
  await expect(answer).toContainText('One subject a day');
  await expect(answerer.getByRole('button', { name: 'Accept this answer' })).toHaveCount(0);
  await expectAccessible(answerer, 'community post (answered)');

  // The answerer's own profile: no score yet.
  await answer.getByRole('link', { name: 'Answerer Community' }).click();
  await expect(answerer.getByRole('heading', { name: 'Answerer Community' })).toBeVisible();
  await expect(answerer.getByTestId('community-score')).toContainText('0');
  const profileUrl = answerer.url();

  // The asker accepts the answer.
  await asker.getByRole('link', { name: title }).click();
  await expect(asker.getByTestId('community-answer')).toContainText('One subject a day');
  await asker.getByRole('button', { name: 'Accept this answer' }).click();
  await expect(asker.getByTestId('community-answer').getByText('Accepted answer')).toBeVisible();
  await expectAccessible(asker, 'community post (accepted)');
  await keepScreen(asker, { path: `${SCREENS}/community-${project}-post.png`, fullPage: true });

  // The answerer's score moves by exactly the domain's points for an accepted answer.
  await answerer.reload();
  await expect(answerer.getByTestId('community-score')).toContainText(
    String(COMMUNITY_SCORE_RULES.acceptedAnswer),
  );
  await expect(answerer.getByTestId('count-answers')).toContainText('1');
  await expectAccessible(answerer, 'community member (own)');

  // The asker follows the answerer, who then posts: it shows in the asker's following tab.
  await asker.goto(profileUrl.replace(/^https?:\/\/[^/]+/, ''));
  await asker.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(asker.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await expect(asker.getByTestId('count-followers')).toContainText('1');
  await expectAccessible(asker, 'community member (followed)');
  await keepScreen(asker, { path: `${SCREENS}/community-${project}-member.png`, fullPage: true });

  const postTitle = `My revision timetable ${stamp}`;
  await answerer.goto('/sg/community');
  await answerer.getByRole('button', { name: 'Write a post' }).click();
  await answerer.getByRole('textbox', { name: /Title/ }).fill(postTitle);
  await answerer.getByRole('textbox', { name: 'Details' }).fill('Maths in the morning, reading after lunch.');
  await answerer.getByRole('button', { name: 'Publish' }).click();
  await expect(answerer.getByRole('link', { name: postTitle })).toBeVisible();

  await asker.goto('/sg/community?tab=following');
  await expect(asker.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
  await expect(asker.getByRole('link', { name: postTitle })).toBeVisible();
  await expect(asker.getByRole('link', { name: title })).toHaveCount(0);
  await expectAccessible(asker, 'community (following tab)');

  await context.close();
  await answerer.context().close();
});

import { expectAccessible, expect, test } from '../support/a11y';
import { createActiveAccount, openAccountMenu } from '../support/account';
import { APPROVED_CARD, payOnSandbox, signedInPage } from '../support/booking';
import { seededTutor } from '../support/tutor';

test('a tutor buys credits on the sandbox and finds them in the history and the account menu', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const email = `credits.${testInfo.project.name}.${Date.now()}@example.test`;
  await createActiveAccount(request, { email, firstName: 'Farah', lastName: 'Credits', role: 'TTR0' });
  const tutor = await signedInPage(browser, testInfo, page, email);

  await tutor.goto('/sg/credits/home');
  await expect(tutor.getByRole('heading', { level: 1, name: 'Ajar credits' })).toBeVisible();
  await expect(tutor.getByRole('region', { name: 'Your credits' })).toContainText('0 credits');
  await expect(tutor.getByText('No credit movements yet', { exact: false })).toBeVisible();
  await expect(tutor.getByRole('table', { name: 'Featured on the home page' })).toBeVisible();
  await expectAccessible(tutor, 'credits home (none yet)');

  await tutor.getByRole('link', { name: 'Buy credits' }).click();
  await expect(tutor.getByRole('heading', { level: 1, name: 'Buy credits' })).toBeVisible();
  await tutor.getByRole('group', { name: 'Packs' }).getByRole('button', { name: '250 credits' }).click();
  // 250 credits at SG$ 0.15 and the 2.9% fee.
  await expect(tutor.getByText('SG$ 38.59')).toBeVisible();
  await expectAccessible(tutor, 'buy credits');
  await tutor.getByRole('button', { name: 'Continue to payment' }).click();
  await payOnSandbox(tutor, APPROVED_CARD);

  await expect(tutor.getByText('Credits added')).toBeVisible();
  await expect(tutor.getByText('250 credits were added to your account.')).toBeVisible();
  await expectAccessible(tutor, 'credits added');
  await tutor.getByRole('link', { name: 'See my credits' }).click();
  await expect(tutor.getByRole('region', { name: 'Your credits' })).toContainText('250 credits');
  await expect(tutor.getByText('+250 credits')).toBeVisible();
  await expect(tutor.getByText('Credits bought')).toBeVisible();
  await expectAccessible(tutor, 'credits home (bought)');

  await openAccountMenu(tutor);
  await expect(tutor.getByRole('link', { name: /Credits\s*250/ })).toBeVisible();
});

test('a tutor boosts their profile for 7 days with credits and comes first on browse, marked Featured', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const tutor = await seededTutor(request);
  const name = `${tutor.firstName} ${tutor.lastName}`;
  const signedIn = await signedInPage(browser, testInfo, page, 'tutor@ajar.test');

  await signedIn.goto('/sg/credits/home');
  await signedIn.getByRole('link', { name: 'Boost your profile' }).click();
  await expect(signedIn.getByRole('heading', { level: 1, name: 'Boost your profile' })).toBeVisible();
  await signedIn.getByRole('radio', { name: /^Top of browse results/ }).check();
  await signedIn.getByRole('radio', { name: /^7 days/ }).check();
  await expect(signedIn.getByText(/^Costs 50 credits; you have/)).toBeVisible();
  await expectAccessible(signedIn, 'boost');
  await signedIn.getByRole('button', { name: 'Boost for 7 days' }).click();
  await expect(signedIn.getByText('Your boost is booked')).toBeVisible();
  const yours = signedIn.getByRole('region', { name: 'Your boosts' });
  await expect(yours.getByText('Top of browse results').first()).toBeVisible();

  await signedIn.goto('/sg/browse/tutors');
  const first = signedIn.getByRole('article').first();
  await expect(first).toHaveAccessibleName(name);
  await expect(first.getByText('Featured')).toBeVisible();
  await expectAccessible(signedIn, 'browse with a featured tutor');

  await signedIn.goto('/sg/credits/history');
  await expect(signedIn.getByText('Profile boost').first()).toBeVisible();
  await expect(signedIn.getByText('−50 credits').first()).toBeVisible();
});

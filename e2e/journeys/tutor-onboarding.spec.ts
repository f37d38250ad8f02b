import type { Page } from '@playwright/test';
import { expectAccessible, expect, test } from '../support/a11y';
import { fileURLToPath } from 'node:url';
import { registerAccount } from '../support/account';
import { latestMailTo, linkIn, uniqueEmail } from '../support/mail';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));

/** Opens an antd select by its label and takes the first option. */
async function pickFirst(page: Page, label: string, index = 0): Promise<void> {
  await page.getByRole('dialog').getByLabel(label, { exact: true }).nth(index).click();
  await page.keyboard.press('Enter');
}

async function continueToNextStep(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a new tutor completes onboarding, fills every section with uploads and reaches 100%', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('newtutor');
  await registerAccount(request, { email, firstName: 'Siti', lastName: 'Rahman', role: 'TTR0' });
  // The mailed link signs the new tutor in, for the first time: onboarding comes first.
  await page.goto(linkIn(await latestMailTo(request, email), '/sg/account/active'));
  await expect(page).toHaveURL(/\/sg\/profile\/onboarding_steps/);
  await expect(page.getByText("Let's set up your profile, Siti")).toBeVisible();
  await expectAccessible(page, 'onboarding: basic profile');

  // 1. Basic profile: photo, description, address.
  await page.getByTestId('file-input-avatar').setInputFiles(fixture('avatar.png'));
  await expect(page.getByText('Your photo has been updated')).toBeVisible();
  await page
    .getByLabel('About me')
    .fill('Maths and physics tutor for secondary students, patient and exam-focused.');
  await page.getByLabel('Address').fill('Tampines, Singapore');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // 2. Subjects and prices.
  await page.getByRole('button', { name: 'Add your first subject' }).click();
  await pickFirst(page, 'Subject');
  await pickFirst(page, 'Level');
  await page.getByRole('dialog').getByRole('spinbutton').fill('40');
  await expectAccessible(page, 'onboarding: subject dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await continueToNextStep(page);

  // 3. Education.
  await page.getByRole('button', { name: 'Add your first school' }).click();
  await page.getByRole('dialog').getByLabel('School or college').fill('National University of Singapore');
  await pickFirst(page, 'Month');
  await pickFirst(page, 'Year');
  await page.getByRole('dialog').getByText('I am currently studying here').click();
  await expectAccessible(page, 'onboarding: education dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await continueToNextStep(page);

  // 4. Experience.
  await page.getByRole('button', { name: 'Add your first experience' }).click();
  await page.getByRole('dialog').getByLabel('Tuition name').fill('Bright Minds Tuition Centre');
  await pickFirst(page, 'Month');
  await pickFirst(page, 'Year');
  await page.getByRole('dialog').getByText('I am currently working here').click();
  await page.getByRole('dialog').getByLabel('Subject', { exact: true }).first().fill('Mathematics');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await continueToNextStep(page);

  // 5. Skills.
  await page.getByLabel('Add a skill').fill('Exam preparation');
  await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
  await expect(page.getByText('Exam preparation').first()).toBeVisible();
  await expectAccessible(page, 'onboarding: skills');
  await continueToNextStep(page);

  // 6. Certificate with its file.
  await page.getByRole('button', { name: 'Add your first certificate' }).click();
  await page
    .getByRole('dialog')
    .getByLabel('Name', { exact: true })
    .fill('Postgraduate Diploma in Education');
  await page.getByRole('dialog').getByLabel('Issuer').fill('National Institute of Education');
  await pickFirst(page, 'Year issued');
  await page.getByRole('dialog').locator('input[type=file]').setInputFiles(fixture('certificate.pdf'));
  await expectAccessible(page, 'onboarding: certificate dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await continueToNextStep(page);

  // 7. Introduction video.
  await page.getByRole('button', { name: 'Upload your first video' }).click();
  await page.getByRole('dialog').locator('input[type=file]').setInputFiles(fixture('intro.mp4'));
  await page.getByRole('dialog').getByLabel('Description').fill('Hello! How I teach secondary maths');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your video has been uploaded')).toBeVisible();
  await expect(page.getByText('100% complete')).toBeVisible();
  await expectAccessible(page, 'onboarding: video step');
  await continueToNextStep(page);

  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByText('Thank you, Siti!')).toBeVisible();
  await expectAccessible(page, 'onboarding: finished');

  await page.goto('/sg/profile/me');
  await page.getByRole('button', { name: 'View checklist' }).click();
  await expect(page.getByText('Congratulations, your profile is complete!')).toBeVisible();
  await expectAccessible(page, 'profile/me, checklist');
  await expect(page.getByRole('button', { name: 'Complete profile' })).toBeDisabled();
});

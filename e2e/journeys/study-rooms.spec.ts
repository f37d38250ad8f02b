import type { Page } from '@playwright/test';
import { expectAccessible, expect, test } from '../support/a11y';
import { keepScreen } from '../support/screens';
import { createActiveAccount } from '../support/account';
import { signInThroughApi } from '../support/session';
import { signedInPage } from '../support/booking';
import { uniqueEmail } from '../support/mail';

const screen = (page: Page, name: string, project: string) =>
  keepScreen(page, { path: `../test-results/screens/${name}-${project}.png`, fullPage: true });

/** The shared timer's countdown in seconds, as a page shows it (mm:ss). */
async function countdownSeconds(page: Page): Promise<number> {
  const text = (await page.getByRole('timer').textContent()) ?? '';
  const [minutes, seconds] = text.split(':').map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
}

test('students study together in a room: live presence, one shared timer, and the team closes it', async ({
  page,
  browser,
  request,
}, testInfo) => {
  // Three people in three browsers, each page checked with axe: longer than a one-person journey.
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  const roomName = `Calculus past papers ${project} ${Date.now() % 100_000}`;
  const anaEmail = uniqueEmail(`rooms.ana.${project}`);
  const benEmail = uniqueEmail(`rooms.ben.${project}`);
  await createActiveAccount(request, { email: anaEmail, firstName: 'Ana', lastName: 'Lim' });
  await createActiveAccount(request, { email: benEmail, firstName: 'Ben', lastName: 'Tan' });

  // The Indonesian market's rooms, in Indonesian (seeded), for a guest.
  await page.goto('/id/ajar-rooms');
  await expect(page.getByRole('heading', { level: 1, name: 'Ruang belajar' })).toBeVisible();
  await expect(page.getByTestId('study-room-card').first()).toBeVisible();
  await expectAccessible(page, 'study rooms (id)');
  await screen(page, 'study-rooms-id', project);

  // Ana starts a room.
  await signInThroughApi(page, anaEmail);
  await page.goto('/sg/ajar-rooms');
  await expect(page.getByRole('heading', { level: 1, name: 'Study rooms' })).toBeVisible();
  await expect(page.getByTestId('study-room-card').first()).toBeVisible();
  await page.getByRole('button', { name: 'Create room' }).click();
  await expect(page.getByText('Give the room a name')).toBeVisible();
  await expectAccessible(page, 'study rooms list');
  await screen(page, 'study-rooms', project);
  await page.getByLabel('Room name').fill(roomName);
  await page
    .getByRole('form', { name: 'Start a study room' })
    .getByRole('combobox', { name: /^Topic/ })
    .selectOption('MATHS');
  await page.getByLabel('Room for').selectOption('3');
  await page.getByRole('button', { name: 'Create room' }).click();
  await expect(page.getByRole('heading', { level: 1, name: roomName })).toBeVisible();
  const anaPeople = page.getByTestId('study-room-people');
  await expect(anaPeople.getByText('Ana (you)')).toBeVisible();
  await expect(page.getByTestId('study-room-here-count')).toHaveText('1 of 3');

  // Ben finds it in the list and enters: Ana sees him arrive, live.
  const ben = await signedInPage(browser, testInfo, page, benEmail);
  await ben.goto('/sg/ajar-rooms?topic=MATHS');
  const card = ben.getByTestId('study-room-card').filter({ hasText: roomName });
  await expect(card.getByTestId('study-room-count')).toHaveText('1 of 3 here');
  await card.getByRole('link', { name: roomName }).click();
  await expect(ben.getByRole('heading', { level: 1, name: roomName })).toBeVisible();
  await expect(ben.getByTestId('study-room-people').getByText('Ben (you)')).toBeVisible();
  await expect(anaPeople.getByText('Ben', { exact: true })).toBeVisible();
  await expect(page.getByTestId('study-room-here-count')).toHaveText('2 of 3');

  // Ana starts the focus timer: both count down the same focus.
  await page.getByRole('combobox', { name: /^Focus/ }).selectOption('50');
  await page.getByRole('button', { name: 'Start timer' }).click();
  await expect(page.getByTestId('focus-timer-phase')).toHaveText('Focus · Round 1');
  await expect(ben.getByTestId('focus-timer-phase')).toHaveText('Focus · Round 1');
  await expect(ben.getByRole('button', { name: 'Stop timer' })).toBeVisible();
  const [anaLeft, benLeft] = [await countdownSeconds(page), await countdownSeconds(ben)];
  expect(anaLeft).toBeGreaterThan(49 * 60);
  expect(Math.abs(anaLeft - benLeft)).toBeLessThanOrEqual(3);
  await expectAccessible(ben, 'study room');
  await screen(ben, 'study-room', project);

  // The team closes the room from its console: both pages say it is closed.
  const staff = await signedInPage(browser, testInfo, page, 'staff@ajar.test');
  await staff.goto('/sg/ops');
  await staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Study rooms' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Study rooms' })).toBeVisible();
  const row = staff.getByTestId('ops-study-room').filter({ hasText: roomName });
  await expect(row.getByText('2 of 3 here')).toBeVisible();
  await expectAccessible(staff, 'console study rooms');
  await screen(staff, 'ops-study-rooms', project);
  await row.getByLabel(`Why close ${roomName}? (kept in the audit log)`).fill('Test room, no longer needed');
  await row.getByRole('button', { name: `Close ${roomName}` }).click();
  await expect(staff.getByText(`${roomName} is closed`)).toBeVisible();
  await expect(staff.getByTestId('ops-study-room').filter({ hasText: roomName })).toHaveCount(0);

  await expect(page.getByRole('heading', { level: 1, name: 'This study room is closed' })).toBeVisible();
  await expect(ben.getByRole('heading', { level: 1, name: 'This study room is closed' })).toBeVisible();
  await expectAccessible(page, 'closed study room');
  await screen(page, 'study-room-closed', project);
  await ben.context().close();
  await staff.context().close();
});

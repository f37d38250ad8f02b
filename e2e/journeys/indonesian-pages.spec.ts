import { PAGE_PATHS } from '@ajar/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/a11y';
import { englishIn, englishPhrases, pageWords } from '../support/english-leftovers';
import { signedInState } from '../support/session';

/*
 * Every page in Indonesian: each route of the app (PAGE_PATHS, the home and a tutor's profile) is opened in the
 * Indonesian market by the person it is for, with the seeded data, and shows none of the English phrases of the
 * web's texts. A route with a parameter is reached through the first link to it on the page named beside it.
 */

type Visit = string | { readonly path: string; readonly from: string; readonly link?: string };
type Visitor = 'guest' | 'student.id@ajar.test' | 'tutor.id@ajar.test' | 'staff@ajar.test';

const NOBODY = '00000000-0000-0000-0000-000000000000';

const VISITS: Readonly<Record<Visitor, readonly Visit[]>> = {
  guest: [
    '',
    'register',
    'register/counsellor',
    'register/success',
    'account/active',
    'account/resend_email',
    'account/resend_email/success',
    'login',
    'forgot',
    'forgot/sent',
    'forgot/new_password',
    'forgot/password_changed',
    'company/register',
    'launching-soon',
    'about',
    'how-it-works',
    'help',
    'contact',
    'careers',
    'terms',
    'privacy',
    'refund-policy',
    'community-guidelines',
    'assignments/public',
    'browse-listing',
    'browse/tutors',
    'lifelong/browse',
    'counselling/browse',
    'reads/public',
    'reads/blogs',
    'community',
    'ajar-classes',
    'payment/share/unknown-code',
    { path: ':segment', from: 'browse/tutors', link: 'main a[href*="--"]' },
    { path: 'community/p/:postId', from: 'community' },
    { path: 'community/u/:username', from: 'community' },
    { path: 'reads/blogs/:blogId/:title', from: 'reads/blogs' },
    { path: 'reads/details/:slug', from: 'reads/public' },
    { path: 'ajar-classes/:id', from: 'ajar-classes' },
  ],
  'student.id@ajar.test': [
    'learning',
    'profile/me',
    'profile/settings',
    'profile/onboarding_students',
    'booking-list',
    'checkout/booking',
    'chats',
    'my-favourite',
    'transaction-list',
    'balance/buy/topup',
    'globalcart/home',
    'globalcart/buy/checkout',
    'dispute/home',
    'dispute/buy/escalation',
    'vouchers/home',
    'myvouchers',
    'voucherhistory',
    'generalusevoucherpage',
    'buyvouchers',
    'assignments',
    'assignments/post_assignment',
    'assignments/acceptance',
    'ajar-classes/my',
    `ajar-classes/join/${NOBODY}`,
    'feedback',
    'feeds',
    'shared-files',
    'ajar-rooms',
    'reads/list',
    'reads/create',
    'reads/success',
    'response',
    'redirect',
    `payment-result/sandbox/${NOBODY}`,
    `dispute/negotiationstatus/${NOBODY}`,
    { path: 'assignments/:segment', from: 'assignments' },
    { path: 'ajar-rooms/:id', from: 'ajar-rooms' },
  ],
  'tutor.id@ajar.test': [
    'tutor/dashboard',
    'tutor/calendar',
    'tutor/hours',
    'tutor/reviews',
    'tutor/resources',
    'tutor/cloud-storage',
    'tutor/analytics',
    'profile/onboarding_steps',
    'profile/viewed',
    'profile/info/thankyou',
    'profile/add_testimonials',
    'profile/add_testimonial/confirm',
    'profile/add_testimonial/success',
    'boost',
    'payout',
    'credits/home',
    'credits/history',
    'credits/detail',
    'credits/buy/credits',
    'createvouchers',
    'voucherdashboard',
    'ajar-classes/create',
    'ajar-classes/manage',
    // The demo tutor's own articles are published or in review, which are not edited: the editor's not-found state.
    `reads/edit/unknown--${NOBODY}--${NOBODY}`,
  ],
  'staff@ajar.test': [
    'ops',
    'ops/reports',
    'ops/users',
    'ops/payouts',
    'ops/audit',
    'ops/feedback',
    'ops/disputes',
    'ops/reads',
    'ops/study-rooms',
    `ops/disputes/${NOBODY}`,
  ],
};

/** The route a visit checks: its pattern, or the plain path it opens. */
function routeOf(visit: Visit): string {
  return typeof visit === 'string' ? visit : visit.path;
}

/** A plain path's route pattern among PAGE_PATHS (payment-result/sandbox/… is payment-result/:serviceName/…). */
function patternOf(path: string): string {
  if (PAGE_PATHS.includes(path as never) || path === '') return path;
  const segments = path.split('/');
  const match = PAGE_PATHS.find((pattern) => {
    const parts = pattern.split('/');
    return (
      parts.length === segments.length &&
      parts.every((part, at) => part.startsWith(':') || part === segments[at])
    );
  });
  return match ?? path;
}

/** Where a route with parameters is: the first link on `from` to it (its path up to the first parameter). */
async function followFirstLink(page: Page, visit: Exclude<Visit, string>): Promise<void> {
  await open(page, visit.from);
  const prefix = visit.path.split('/:')[0];
  const link = page.locator(visit.link ?? `main a[href^="/id/${prefix}/"]`).first();
  await expect(link, `a link to ${visit.path} on /id/${visit.from}`).toBeVisible();
  await go(page, (await link.getAttribute('href')) ?? '');
}

/** The requests a page is waiting for (a stream of events stays open, and is not one). */
const WAITED_FOR = new Set(['document', 'script', 'stylesheet', 'fetch', 'xhr', 'image', 'font']);
const pending = new WeakMap<Page, { count: number; changedAt: number }>();

function countRequests(page: Page): void {
  const state = { count: 0, changedAt: Date.now() };
  pending.set(page, state);
  const change = (by: number) => (request: { resourceType(): string }) => {
    if (!WAITED_FOR.has(request.resourceType())) return;
    state.count += by;
    state.changedAt = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
}

/** Drawn with its data: no request in flight for a third of a second, and nothing marked busy. */
async function settle(page: Page): Promise<void> {
  const state = pending.get(page);
  await expect
    .poll(() => state !== undefined && state.count <= 0 && Date.now() - state.changedAt >= 300, {
      intervals: [100],
    })
    .toBe(true);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Opens `url`: the first page loads whole, the next ones as the app's own links would (the router follows the
 * history), which spares a second of start-up per page.
 */
async function go(page: Page, url: string): Promise<void> {
  if (page.url().startsWith('http')) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, url);
  } else {
    await page.goto(url);
  }
  await settle(page);
}

async function open(page: Page, path: string): Promise<void> {
  await go(page, `/id${path ? `/${path}` : ''}`);
}

test('the routes the visits open are every page of the app', () => {
  const visited = new Set(
    Object.values(VISITS).flatMap((visits) => visits.map((visit) => patternOf(routeOf(visit)))),
  );
  expect([...PAGE_PATHS].filter((path) => !visited.has(path))).toEqual([]);
  expect(visited.has('') && visited.has(':segment')).toBe(true);
});

for (const [visitor, visits] of Object.entries(VISITS) as [Visitor, readonly Visit[]][]) {
  test(`every page ${visitor === 'guest' ? 'a guest' : visitor} opens in Indonesian shows no English`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(visits.length * 5_000);
    if (visitor !== 'guest') {
      const state = await signedInState(page.request, baseURL ?? '', visitor);
      // The team's console follows the page's language too: a staff member chooses Indonesian.
      for (const origin of state.origins) {
        origin.localStorage = origin.localStorage.map((item) =>
          item.name === 'i18n' ? { ...item, value: 'id' } : item,
        );
      }
      await page.context().setStorageState(state);
    }
    countRequests(page);
    const phrases = await englishPhrases();
    if (visitor === 'guest') {
      // The check finds English where there is some: the same page in an English market.
      await go(page, '/sg/browse/tutors');
      expect(englishIn(await pageWords(page), phrases)).toContain('Browse tutors');
    }
    const found: Record<string, string[]> = {};
    for (const visit of visits) {
      if (typeof visit === 'string') await open(page, visit);
      else await followFirstLink(page, visit);
      const english = englishIn(await pageWords(page), phrases);
      if (english.length > 0) found[`${routeOf(visit)} (${new URL(page.url()).pathname})`] = english;
    }
    expect(found).toEqual({});
  });
}

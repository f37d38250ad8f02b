import type { AxeResults, RunOptions } from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { LAYOUT_TAG, PHONE_VIEWPORT } from './browsers';

/*
 * Accessibility as a test: axe-core with the WCAG 2.1 A and AA rules, run where a journey's page
 * has settled (`expectAccessible(page, label)`) and once more at the end of every test on the page it ends on.
 * A journey that runs only at 1280 px (not tagged `@layout`) has each of those page states checked at 375 px as
 * well: the page is narrowed in place, scanned, and widened again.
 * Serious and critical violations fail the test (softly, so one run lists every page's findings); minor and
 * moderate ones are left to review. A text the app reports missing, or drawn before its namespace loaded, fails
 * the test too. Journeys import `test` and `expect` from here instead of '@playwright/test'.
 */

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
type Violation = AxeResults['violations'][number];

/** axe-core itself, put into a page once per document (a full load) rather than once per scan. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: WCAG_TAGS },
  // Only the violations are read: axe skips collecting the passes, which makes a run cheaper.
  resultTypes: ['violations'],
  // The app draws no frames; axe would otherwise wait for an answer from each frame it finds.
  iframes: false,
};
/** Elements on their way out (a toast or a dialog in its leave animation) are half transparent by design. */
const LEAVING = '[class*="-leave-active"]';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Labels already checked with `{ once: true }` in this worker, per project (shared steps such as logging in). */
const checkedOnce = new Set<string>();
/** What each test's pages went through: where they navigated and which of those places axe has seen. */
const visits = new WeakMap<Page, { navigations: number; checkedAt: number; paths: Set<string> }>();

export function describeViolations(label: string, url: string, violations: Violation[]): string {
  const lines = violations.flatMap((violation) => [
    `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
    ...violation.nodes.map(
      (node) =>
        `    - ${node.target.join(' ')}: ${(node.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}`,
    ),
  ]);
  return [
    `axe (WCAG 2.1 A/AA) on "${label}" at ${url}: ${violations.length} serious or critical`,
    ...lines,
  ].join('\n');
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/**
 * Runs axe on the page as it is now and fails (softly) on serious or critical violations, naming the rule, its
 * help and the offending nodes. `once` skips the check when this label was already checked in this worker and
 * project: for shared steps (the login form) that every journey passes through.
 */
export async function expectAccessible(
  page: Page,
  label: string,
  options: { once?: boolean } = {},
): Promise<void> {
  const testInfo = base.info();
  const key = `${testInfo.project.name}:${label}`;
  if (options.once && checkedOnce.has(key)) return;
  checkedOnce.add(key);
  // The scan does not eat into the journey's own time budget (a run takes 0.3–1 s, seconds on a busy machine):
  // the test gets the time the scan took.
  const budget = testInfo.timeout;
  const started = Date.now();
  if (budget > 0) testInfo.setTimeout(budget + 60_000);
  try {
    await scan(page, label, testInfo);
    if (checksPhoneInPlace(testInfo)) await scanAtPhoneWidth(page, label, testInfo);
  } finally {
    if (budget > 0) testInfo.setTimeout(budget + (Date.now() - started));
  }
}

function checksPhoneInPlace(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'desktop' && !testInfo.tags.includes(LAYOUT_TAG);
}

/** Two frames: the page has laid itself out at its new size, and React has drawn what its width switches.
 * At most half a second, timed here: a test may have frozen the page's clock, and its frames with it. */
async function nextFrames(page: Page): Promise<void> {
  const drawn = page
    .evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
    )
    .catch(() => undefined);
  await Promise.race([drawn, new Promise((resolve) => setTimeout(resolve, 500))]);
}

async function scanAtPhoneWidth(page: Page, label: string, testInfo: TestInfo): Promise<void> {
  const wide = page.viewportSize();
  if (!wide || wide.width <= PHONE_VIEWPORT.width) return;
  await page.setViewportSize(PHONE_VIEWPORT);
  try {
    await nextFrames(page);
    await scan(page, `${label} (${PHONE_VIEWPORT.width} px)`, testInfo);
  } finally {
    await page.setViewportSize(wide);
    await nextFrames(page);
  }
}

/** Lets finite CSS animations and transitions end (a dialog fading in is not yet its real colours); 2 s at most,
 * timed here rather than in the page, whose clock a test may have frozen. */
async function settleAnimations(page: Page): Promise<void> {
  const ended = page
    .evaluate(async () => {
      const finite = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
      await Promise.all(
        finite.map((animation) =>
          animation.finished.then(
            () => undefined,
            () => undefined,
          ),
        ),
      );
    })
    .catch(() => undefined);
  await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2000))]);
}

/** axe run in the page, as it is: the scan itself, without a second page to assemble its results. */
async function runAxe(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ options, leaving }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const results = await axe.run({ exclude: [leaving] }, options);
      return results.violations;
    },
    { options: AXE_OPTIONS, leaving: LEAVING },
  );
}

async function blockingViolations(page: Page): Promise<Violation[]> {
  await settleAnimations(page);
  const violations = await runAxe(page);
  return violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
}

async function scan(page: Page, label: string, testInfo: TestInfo): Promise<void> {
  await base.step(`axe: ${label}`, async () => {
    let blocking = await blockingViolations(page);
    // A toast or a button that began to fade in during the scan is measured in half its colours: a finding is
    // only one when it is still there once that has settled.
    if (blocking.length > 0) {
      await page.waitForTimeout(500);
      blocking = await blockingViolations(page);
    }
    const visit = visits.get(page);
    if (visit) {
      visit.checkedAt = visit.navigations;
      visit.paths.delete(pathOf(page.url()));
    }
    if (blocking.length > 0) {
      testInfo.annotations.push({
        type: 'a11y',
        description: `${label}: ${blocking.map((v) => v.id).join(', ')}`,
      });
    }
    expect.soft(blocking.length, describeViolations(label, page.url(), blocking)).toBe(0);
  });
}

/** Pages of the running test, so that the end-of-test check sees every browser a journey opened. */
let tracked: Page[] = [];
/** What the app said of its texts in the running test: a missing text, or one drawn before it was loaded. */
let textProblems: string[] = [];
const TEXT_PROBLEM = /^(Missing text|Text used before its texts were loaded): /;

/** Follows a page's navigations for the end-of-test check; the `page` fixture does it, and so should helpers
 * that open a page of their own (a second signed-in browser). */
export function trackPage(page: Page): void {
  if (visits.has(page)) return;
  waitForAppAfterLoads(page);
  const visit = { navigations: 0, checkedAt: -1, paths: new Set<string>() };
  visits.set(page, visit);
  tracked.push(page);
  page.on('console', (message) => {
    if (message.type() === 'error' && TEXT_PROBLEM.test(message.text())) textProblems.push(message.text());
  });
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    visit.navigations += 1;
    visit.paths.add(pathOf(frame.url()));
  });
}

async function checkAtEnd(page: Page, testInfo: TestInfo): Promise<void> {
  const visit = visits.get(page);
  if (!visit || page.isClosed() || page.url() === 'about:blank') return;
  // Nothing navigated since the last check: that page has been seen.
  if (visit.navigations > 0 && visit.checkedAt !== visit.navigations) {
    await expectAccessible(page, `end of test (${pathOf(page.url())})`);
  }
  if (visit.paths.size > 0) {
    testInfo.annotations.push({ type: 'a11y-unchecked', description: [...visit.paths].join(' ') });
  }
}

const appWaited = new WeakSet<Page>();

/**
 * A page the server rendered shows before the app has taken it over: a journey acts on it once
 * the app is there, as a person does a moment later. Every page the app draws says so (`html[data-app]`).
 */
export function waitForAppAfterLoads(page: Page): void {
  if (appWaited.has(page)) return;
  appWaited.add(page);
  const waitForApp = async <T extends { headers(): Record<string, string> } | null>(response: T) => {
    if (response && (response.headers()['content-type'] ?? '').startsWith('text/html')) {
      await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
    }
    return response;
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => waitForApp(await goto(url, options));
  const reload = page.reload.bind(page);
  page.reload = async (options) => waitForApp(await reload(options));
}

export const test = base.extend({
  page: async ({ page }, use, testInfo) => {
    tracked = [];
    textProblems = [];
    trackPage(page);
    await use(page);
    // Every text a journey sees is written and came with its page (app/routes.tsx declares the namespaces).
    expect.soft(textProblems, 'texts missing or drawn before they were loaded').toEqual([]);
    // A test that failed already is not checked again: its own error is the one to read.
    if (testInfo.status === testInfo.expectedStatus) {
      for (const open of tracked) await checkAtEnd(open, testInfo);
    }
    // The other browsers a journey opened (a second signed-in person) close with it, not with the worker.
    const others = new Set(
      tracked.map((open) => open.context()).filter((context) => context !== page.context()),
    );
    for (const context of others) await context.close().catch(() => undefined);
    tracked = [];
  },
});

export { expect };

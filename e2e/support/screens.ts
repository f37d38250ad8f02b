import type { Page } from '@playwright/test';

type ScreenshotOptions = NonNullable<Parameters<Page['screenshot']>[0]>;

/**
 * A screenshot for a person to look at, taken only when asked (`E2E_SCREENSHOTS=1`): nothing compares them, and
 * full-page captures cost seconds each on a busy machine. A failing test keeps its own (playwright.config).
 */
export async function keepScreen(page: Page, options: ScreenshotOptions): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.screenshot(options);
}

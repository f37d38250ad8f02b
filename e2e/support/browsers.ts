import { devices, type PlaywrightTestConfig } from '@playwright/test';

/** Debian's Chromium, as every journey runs it (no browser downloads here). */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
};

/** A journey that does something different on a phone (a drawer for a menu, a bar for a sidebar) is tagged so. */
export const LAYOUT_TAG = '@layout';

/** The phone every journey's pages are checked at: its own project, and axe at this width on the desktop run. */
export const PHONE_VIEWPORT = { width: 375, height: 740 };

/**
 * Every journey at 1280 px; the ones tagged `@layout` again on a 375 px phone. The others check each page state
 * at 375 px too, in place (support/a11y.ts): the same steps on a phone would only repeat the desktop run.
 */
export const WIDTH_PROJECTS: PlaywrightTestConfig['projects'] = [
  { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  {
    name: 'mobile',
    use: {
      ...devices['Desktop Chrome'],
      viewport: PHONE_VIEWPORT,
      isMobile: true,
      hasTouch: true,
    },
    grep: new RegExp(LAYOUT_TAG),
  },
];

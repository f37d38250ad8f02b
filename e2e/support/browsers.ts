import { devices, type PlaywrightTestConfig } from '@playwright/test';

/** Debian's Chromium, as every journey runs it (no browser downloads here). */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
};

/** Every journey at both widths: 1280 px, and a 375 px phone. */
export const WIDTH_PROJECTS: PlaywrightTestConfig['projects'] = [
  { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  {
    name: 'mobile',
    use: {
      ...devices['Desktop Chrome'],
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
    },
  },
];

import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { initAppI18n } from '../app/i18n/init-app-i18n';
import { clearAntdFeedback } from '../shared/feedback/antd-api';
import { en } from '../app/i18n/resources-en';
import { id } from '../app/i18n/resources-id';
import { i18n } from '../shared/i18n/i18n';
import { loadIndonesianLocale } from '../shared/ui/antd-locale';

// Every text of the app (app/ assembles them from the features). The app fetches each page namespace's
// English texts with its pages and the Indonesian ones when the language is first used; tests have them
// all at once, so drawing a page or switching the language is synchronous.
// antd's and dayjs's Indonesian locale too: the app waits for them before drawing in Indonesian.
void initAppI18n();
i18n.addResourceBundle('en', 'translation', en);
i18n.addResourceBundle('id', 'translation', id);
await loadIndonesianLocale();

// The first render of a route loads its lazy chunk and antd's styles: seconds on a busy 2-core runner,
// so findBy* waits longer than testing-library's 1 s default before calling an element missing.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs antd and the shell use.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

window.scrollTo = () => undefined;

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { configurable: true, value: ResizeObserverStub });
}

afterEach(async () => {
  cleanup();
  await clearAntdFeedback();
  localStorage.clear();
  sessionStorage.clear();
});

// A file's last test may have started work that lands later (a login's next page, a toast): it lands while
// the file's window still exists, and what it drew is cleared, instead of React's scheduler running into a
// torn-down window (an unhandled error that fails the whole run).
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 150));
  cleanup();
  await clearAntdFeedback();
  // Clearing antd's toasts renders their own root once more: that render ends here, not after the window went.
  await new Promise((resolve) => setTimeout(resolve, 50));
});

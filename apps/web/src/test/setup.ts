import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initAppI18n } from '../app/i18n/init-app-i18n';

// Every text of the app, as main.tsx has them (app/ assembles them from the features).
initAppI18n();

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

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

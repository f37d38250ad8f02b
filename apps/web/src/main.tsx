import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initAppI18n, loadSpecTextsAfterFirstView } from './app/i18n/init-app-i18n';
import { applyDesignTokens } from './shared/ui/theme';
import './app/styles/global.css';

applyDesignTokens();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first render waits for the first language's texts: at once for English, one small chunk for Indonesian.
// It renders as a transition, so React yields to the browser every few milliseconds instead of holding a
// phone's main thread for the whole first tree (issue 16: total blocking time); the boot frame stays until
// the tree commits.
void initAppI18n().then(() => {
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
loadSpecTextsAfterFirstView();

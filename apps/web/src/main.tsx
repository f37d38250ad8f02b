import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { initAppI18n, loadSpecTextsAfterFirstView } from './app/i18n/init-app-i18n';
import { routerForServerRender } from './app/server-render-takeover';
import { nextTask } from './shared/scheduling/next-task';
import './app/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// A difference between the server's HTML and the first render is redrawn by React; it is worth a warning,
// not an error a visitor's console shows.
const onRecoverableError = (error: unknown, info: { componentStack?: string }) =>
  console.warn(`Redrawn after the server render: ${String(error)}${info.componentStack ?? ''}`);

// The app starts in steps, each a task of its own (a phone's tasks stay short): the texts, the
// router, then the first render. That render waits for the first language's texts (at once for English, one
// small chunk for Indonesian) and runs as a transition, so React yields to the browser every few
// milliseconds. A page the server rendered is taken over (hydrated) instead of drawn again; otherwise the
// boot frame stays until the tree commits.
async function start(root: HTMLElement): Promise<void> {
  await initAppI18n();
  await nextTask();
  const router = await routerForServerRender();
  await nextTask();
  const app = (
    <StrictMode>
      <App router={router ?? undefined} />
    </StrictMode>
  );
  startTransition(() => {
    if (router) hydrateRoot(root, app, { onRecoverableError });
    else createRoot(root).render(app);
  });
}

void start(container);
loadSpecTextsAfterFirstView();

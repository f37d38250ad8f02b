import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initAppI18n, loadSpecTextsAfterFirstView } from './app/i18n/init-app-i18n';
import { applyDesignTokens } from './shared/ui/theme';
import './app/styles/global.css';

applyDesignTokens();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The first render waits for the first language's texts: at once for English, one small chunk for Indonesian.
void initAppI18n().then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
loadSpecTextsAfterFirstView();

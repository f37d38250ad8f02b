import { initI18n, loadNamespaces } from '../../shared/i18n/i18n';
import { enNamespaces } from './en-namespaces';
import { shellTextsEn } from './shell-texts-en';

/**
 * Starts the shared translator with the shell's English texts; every page namespace loads with its pages
 * (en-namespaces.ts), the Indonesian texts as one lazy chunk when the language is first used. Call it
 * before the first render; it settles when the first language's texts are in.
 */
export function initAppI18n(): Promise<void> {
  return initI18n({
    en: shellTextsEn,
    enNamespaces,
    load: { id: () => import('./resources-id').then((texts) => texts.id) },
  });
}

/**
 * Every one of the spec's texts (form errors, server messages in toasts), fetched once the first view is in:
 * pages with forms declare them, and a toast or a dialog anywhere may need them soon after.
 */
export function loadSpecTextsAfterFirstView(): void {
  const load = () => void loadNamespaces(['messages']).catch(() => undefined);
  if (document.readyState === 'complete') load();
  else window.addEventListener('load', load, { once: true });
}

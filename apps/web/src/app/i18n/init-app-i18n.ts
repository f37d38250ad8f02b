import { initI18n } from '../../shared/i18n/i18n';
import { en } from './resources-en';

/**
 * Starts the shared i18n instance with the app's English texts; the Indonesian ones are a lazy chunk,
 * fetched when the language is first used. Call it before the first render; it settles when the first
 * language's texts are in.
 */
export function initAppI18n(): Promise<void> {
  return initI18n({ en, load: { id: () => import('./resources-id').then((texts) => texts.id) } });
}

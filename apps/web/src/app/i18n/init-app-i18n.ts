import { initI18n } from '../../shared/i18n/i18n';
import { en } from './resources-en';
import { id } from './resources-id';

/** Starts the shared i18n instance with every text of the app; call it before the first render. */
export function initAppI18n(): void {
  initI18n({ en, id });
}

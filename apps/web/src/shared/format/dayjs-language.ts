import dayjs from 'dayjs';
// Indonesian month and day names are registered with the dates code itself (a kilobyte), so a page drawn in
// Indonesian, on the server or at its first paint, never shows English months while antd's texts load.
import 'dayjs/locale/id';
import { i18n } from '../i18n/i18n';

/** dayjs's name for the app's language: Indonesian for id, English otherwise. */
export function dayjsLanguageOf(language: string | undefined): 'id' | 'en' {
  return language === 'id' ? 'id' : 'en';
}

function follow(language: string | undefined): void {
  dayjs.locale(dayjsLanguageOf(language));
}

follow(i18n.language);
// At once, before React draws the new language.
i18n.on('languageChanged', follow);

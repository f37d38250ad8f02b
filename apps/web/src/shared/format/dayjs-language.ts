import dayjs from 'dayjs';
import { i18n } from '../i18n/i18n';

let indonesianLoaded = false;
let indonesian: Promise<void> | null = null;

/** dayjs in the app's language: Indonesian once its names are here, English otherwise. */
function follow(language: string | undefined): void {
  if (language !== 'id') dayjs.locale('en');
  else if (indonesianLoaded) dayjs.locale('id');
  else void loadDayjsIndonesian();
}

/** Indonesian month and day names, fetched the first time they are needed (a chunk of their own). */
function loadDayjsIndonesian(): Promise<void> {
  indonesian ??= import('dayjs/locale/id').then(
    () => {
      indonesianLoaded = true;
      follow(i18n.language);
    },
    () => {
      indonesian = null;
    },
  );
  return indonesian;
}

/**
 * Before a page draws (its route loads with this, on the server and in the browser): its dates are written in
 * the reader's language from the first paint, not in English until a later render.
 */
export function prepareDates(language: string | undefined): Promise<void> {
  return language === 'id' ? loadDayjsIndonesian() : Promise.resolve();
}

follow(i18n.language);
// At once, before React draws the new language.
i18n.on('languageChanged', follow);

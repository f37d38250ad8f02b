/** The calendar-sync area's public face: its strings, the sync prompt and Google's return page. */
export { calendarSyncEn } from './i18n/en';
export { calendarSyncId } from './i18n/id';
export { GoogleSyncPrompt } from './components/google-sync-prompt';
export { GoogleRedirectPage } from './pages/google-redirect-page';

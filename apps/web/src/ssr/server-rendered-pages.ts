import { ACCOUNT_ROUTES, TUTOR_PROFILE_PAGE } from '@ajar/domain';

/**
 * The pages the server renders for a first visit (a phone shows them before the app has run):
 * public pages a guest opens from outside, keyed as the domain's appPageOf names them. Every other page is
 * drawn by the browser.
 */
export const SERVER_RENDERED_PAGES: ReadonlySet<string> = new Set([
  '',
  'browse/tutors',
  TUTOR_PROFILE_PAGE,
  ACCOUNT_ROUTES.login,
]);

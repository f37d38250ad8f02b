/** The information pages' routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import { INFO_ROUTES, type InfoPage } from '@ajar/domain';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { i18n } from '../../shared/i18n/i18n';
import { lazyPage } from '../../shared/routing/lazy-page';
import type { PageMeta } from '../../shared/routing/page-meta';
import { loadInfoMarkdown } from './content/info-content';

/**
 * A page's code and its text in the reader's language, fetched together, so the page shows its text at
 * the first render (no placeholder, no shift); a text that fails to load is retried by the page.
 */
const withText = (page: InfoPage, load: () => Promise<ComponentType>) => async (): Promise<ComponentType> => {
  const language = i18n.language === 'id' ? 'id' : 'en';
  const [Page] = await Promise.all([load(), loadInfoMarkdown(page, language).catch(() => null)]);
  return Page;
};
const article = () => import('./pages/info-page');
/** Each page's tab title ('Terms of use · Ajar') and meta description, in the reader's language. */
const meta = (page: InfoPage): PageMeta => ({
  title: `info.meta.${page}.title`,
  description: `info.meta.${page}.description`,
});

const helpCentre = () => import('./pages/help-centre-page').then((m) => m.HelpCentrePage);
const contact = () => import('./pages/contact-page').then((m) => m.ContactPage);

/**
 * The page at its route, with its code and text loaded together, and its title and description. The
 * information pages draw no antd (the contact form's fields are our own; a toast fetches antd itself),
 * so they load without antd's scope.
 */
const infoPage = (page: InfoPage, load: () => Promise<ComponentType>): RouteObject =>
  lazyPage(INFO_ROUTES[page], withText(page, load), meta(page), { antd: false });

export const infoRoutes: RouteObject[] = [
  infoPage('about', () => article().then((m) => m.AboutPage)),
  infoPage('howItWorks', () => article().then((m) => m.HowItWorksPage)),
  infoPage('careers', () => article().then((m) => m.CareersPage)),
  infoPage('terms', () => article().then((m) => m.TermsPage)),
  infoPage('privacy', () => article().then((m) => m.PrivacyPage)),
  infoPage('refunds', () => article().then((m) => m.RefundPolicyPage)),
  infoPage('communityGuidelines', () => article().then((m) => m.CommunityGuidelinesPage)),
  infoPage('helpCentre', helpCentre),
  infoPage('contact', contact),
];

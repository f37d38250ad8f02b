/** The information pages' routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import { INFO_ROUTES, type InfoPage } from '@ajar/domain';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { i18n } from '../../shared/i18n/i18n';
import { lazyPage } from '../../shared/routing/lazy-page';
import type { PageMeta } from '../../shared/routing/page-meta';

/**
 * A page's code and its text in the reader's language, fetched together, so the page shows its text at
 * the first render (no placeholder, no shift); a text that fails to load is retried by the page.
 */
const withText = (page: InfoPage, load: () => Promise<ComponentType>) => async (): Promise<ComponentType> => {
  const language = i18n.language === 'id' ? 'id' : 'en';
  // The pages' text loaders come with the first information page, not with the site's start chunk.
  const text = import('./content/info-content').then((content) => content.loadInfoMarkdown(page, language));
  const [Page] = await Promise.all([load(), text.catch(() => null)]);
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
 * The information pages draw no antd (the contact form's fields are our own; a toast fetches antd itself),
 * so they load without antd's scope. Each page is declared as it is, for build-plugins/route-modules.ts.
 */
const NO_ANTD = { antd: false } as const;

export const infoRoutes: RouteObject[] = [
  lazyPage(
    INFO_ROUTES.about,
    withText('about', () => article().then((m) => m.AboutPage)),
    meta('about'),
    NO_ANTD,
  ),
  lazyPage(
    INFO_ROUTES.howItWorks,
    withText('howItWorks', () => article().then((m) => m.HowItWorksPage)),
    meta('howItWorks'),
    NO_ANTD,
  ),
  lazyPage(
    INFO_ROUTES.careers,
    withText('careers', () => article().then((m) => m.CareersPage)),
    meta('careers'),
    NO_ANTD,
  ),
  lazyPage(
    INFO_ROUTES.terms,
    withText('terms', () => article().then((m) => m.TermsPage)),
    meta('terms'),
    NO_ANTD,
  ),
  lazyPage(
    INFO_ROUTES.privacy,
    withText('privacy', () => article().then((m) => m.PrivacyPage)),
    meta('privacy'),
    NO_ANTD,
  ),
  lazyPage(
    INFO_ROUTES.refunds,
    withText('refunds', () => article().then((m) => m.RefundPolicyPage)),
    meta('refunds'),
    NO_ANTD,
  ),
  lazyPage(
    INFO_ROUTES.communityGuidelines,
    withText('communityGuidelines', () => article().then((m) => m.CommunityGuidelinesPage)),
    meta('communityGuidelines'),
    NO_ANTD,
  ),
  lazyPage(INFO_ROUTES.helpCentre, withText('helpCentre', helpCentre), meta('helpCentre'), NO_ANTD),
  lazyPage(INFO_ROUTES.contact, withText('contact', contact), meta('contact'), NO_ANTD),
];

/** The onboarding area's public face: its pages and strings. */
import { ACCOUNT_ROUTES, PROFILE_ROUTES } from '@ajar/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export { onboardingEn } from './i18n/en';
export { onboardingId } from './i18n/id';

export const onboardingRoutes: RouteObject[] = [
  lazyPage(ACCOUNT_ROUTES.onboardingSteps, () =>
    import('./pages/onboarding-steps-page').then((m) => m.OnboardingStepsPage),
  ),
  lazyPage(ACCOUNT_ROUTES.onboardingStudents, () =>
    import('./pages/onboarding-students-page').then((m) => m.OnboardingStudentsPage),
  ),
  lazyPage(PROFILE_ROUTES.infoThankYou, () =>
    import('./pages/profile-thank-you-page').then((m) => m.ProfileThankYouPage),
  ),
];

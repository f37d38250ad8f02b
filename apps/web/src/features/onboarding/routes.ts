/** The onboarding area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import { ACCOUNT_ROUTES, PROFILE_ROUTES } from '@ajar/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const onboardingRoutes: RouteObject[] = [
  lazyPage(
    ACCOUNT_ROUTES.onboardingSteps,
    () => import('./pages/onboarding-steps-page').then((m) => m.OnboardingStepsPage),
    'onboarding.meta.steps',
  ),
  lazyPage(
    ACCOUNT_ROUTES.onboardingStudents,
    () => import('./pages/onboarding-students-page').then((m) => m.OnboardingStudentsPage),
    'onboarding.meta.students',
  ),
  lazyPage(
    PROFILE_ROUTES.infoThankYou,
    () => import('./pages/profile-thank-you-page').then((m) => m.ProfileThankYouPage),
    'onboarding.meta.thankYou',
  ),
];

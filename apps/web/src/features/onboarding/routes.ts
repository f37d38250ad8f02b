/** The onboarding area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import { ACCOUNT_ROUTES, PROFILE_ROUTES } from '@ajar/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const onboardingRoutes: RouteObject[] = [
  lazyPage(
    ACCOUNT_ROUTES.onboardingSteps,
    () => import('./pages/onboarding-steps-page').then((m) => m.OnboardingStepsPage),
    { title: 'onboarding.meta.steps.title', description: 'onboarding.meta.steps.description' },
  ),
  lazyPage(
    ACCOUNT_ROUTES.onboardingStudents,
    () => import('./pages/onboarding-students-page').then((m) => m.OnboardingStudentsPage),
    { title: 'onboarding.meta.students.title', description: 'onboarding.meta.students.description' },
  ),
  lazyPage(
    PROFILE_ROUTES.infoThankYou,
    () => import('./pages/profile-thank-you-page').then((m) => m.ProfileThankYouPage),
    { title: 'onboarding.meta.thankYou.title', description: 'onboarding.meta.thankYou.description' },
  ),
];

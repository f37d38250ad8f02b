/** The testimonials area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import { PROFILE_ROUTES } from '@ajar/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const testimonialsRoutes: RouteObject[] = [
  lazyPage(
    PROFILE_ROUTES.addTestimonials,
    () => import('./pages/add-testimonial-page').then((m) => m.AddTestimonialPage),
    'testimonials.meta.add',
  ),
  lazyPage(
    PROFILE_ROUTES.addTestimonialSuccess,
    () => import('./pages/add-testimonial-success-page').then((m) => m.AddTestimonialSuccessPage),
    'testimonials.meta.success',
  ),
  lazyPage(
    PROFILE_ROUTES.addTestimonialConfirm,
    () => import('./pages/confirm-testimonial-page').then((m) => m.ConfirmTestimonialPage),
    'testimonials.meta.confirm',
  ),
];

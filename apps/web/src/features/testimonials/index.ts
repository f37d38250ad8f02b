/** The testimonials area's public face: its pages, strings, and the list and link public profiles show. */
import { PROFILE_ROUTES } from '@ajar/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export { testimonialsEn } from './i18n/en';
export { testimonialsId } from './i18n/id';
export { TestimonialList } from './components/testimonial-list';
export { addTestimonialsLink } from './testimonial-links';

export const testimonialsRoutes: RouteObject[] = [
  lazyPage(PROFILE_ROUTES.addTestimonials, () =>
    import('./pages/add-testimonial-page').then((m) => m.AddTestimonialPage),
  ),
  lazyPage(PROFILE_ROUTES.addTestimonialSuccess, () =>
    import('./pages/add-testimonial-success-page').then((m) => m.AddTestimonialSuccessPage),
  ),
  lazyPage(PROFILE_ROUTES.addTestimonialConfirm, () =>
    import('./pages/confirm-testimonial-page').then((m) => m.ConfirmTestimonialPage),
  ),
];

import type { CountryCode } from '@ajar/domain';
import { featureHref } from '../../shared/routing/feature-routes';

/**
 * The link a tutor sends to students: `code` is the tutor's referral code (what addTestimonial needs),
 * `tutor` the profile token (to show who the testimonial is for). Absolute when `origin` is given.
 */
export function addTestimonialsLink(
  country: CountryCode,
  tutor: { readonly referralCode: string; readonly userCode: string },
  origin = '',
): string {
  return (
    origin + featureHref(country, 'addTestimonials', { code: tutor.referralCode, tutor: tutor.userCode })
  );
}

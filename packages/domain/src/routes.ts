import type { CountryCode } from './markets';

/** Route path builders: every route lives under /{country}. */
export function countryPath(country: CountryCode, path = ''): string {
  const clean = path.replace(/^\/+/, '');
  return clean ? `/${country}/${clean}` : `/${country}`;
}

/** Names inside a path segment: letters and digits joined by single dashes, never '--'. */
export function slugPart(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'x'
  );
}

export interface TutorProfileRef {
  readonly token: string;
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
}

/** The public tutor profile: /{country}/{token}--{id}--{firstName}--{lastName}. */
export function tutorProfilePath(country: CountryCode, ref: TutorProfileRef): string {
  return countryPath(
    country,
    [ref.token, ref.id, slugPart(ref.firstName), slugPart(ref.lastName)].map(encodeURIComponent).join('--'),
  );
}

/**
 * Read from the right: the id and the name slugs never start or end with '-' nor hold '--', while a
 * token may (base64url tokens such as "z4ZI6-oGp0Q-" end in '-', which a plain split would misread).
 */
const TUTOR_PROFILE_SEGMENT = /^(.+)--([^-](?:-?[^-])*)--([^-](?:-?[^-])*)--([^-](?:-?[^-])*)$/;

export function parseTutorProfileSegment(segment: string): TutorProfileRef | null {
  const match = TUTOR_PROFILE_SEGMENT.exec(segment);
  if (!match) return null;
  const [token, id, firstName, lastName] = match.slice(1).map(decodeURIComponent) as [
    string,
    string,
    string,
    string,
  ];
  return { token, id, firstName, lastName };
}

/** The account routes of spec section 2 (relative to /{country}). */
export const ACCOUNT_ROUTES = {
  register: 'register',
  registerCounsellor: 'register/counsellor',
  registerSuccess: 'register/success',
  accountActive: 'account/active',
  resendEmail: 'account/resend_email',
  resendEmailSuccess: 'account/resend_email/success',
  login: 'login',
  forgot: 'forgot',
  forgotSent: 'forgot/sent',
  forgotNewPassword: 'forgot/new_password',
  forgotPasswordChanged: 'forgot/password_changed',
  settings: 'profile/settings',
  onboardingSteps: 'profile/onboarding_steps',
  onboardingStudents: 'profile/onboarding_students',
  companyRegister: 'company/register',
  launchingSoon: 'launching-soon',
} as const;

/** Links mailed to users; `code` is the single-use secret. */
/** The activation mail's link; with `redirect`, the page the person was on when they signed up. */
export function activationLink(
  baseUrl: string,
  country: CountryCode,
  code: string,
  redirect: string | null = null,
): string {
  const back = redirect ? `&redirect=${encodeURIComponent(redirect)}` : '';
  return `${baseUrl}${countryPath(country, ACCOUNT_ROUTES.accountActive)}?code=${encodeURIComponent(code)}${back}`;
}

export function resetPasswordLink(baseUrl: string, country: CountryCode, code: string): string {
  return `${baseUrl}${countryPath(country, ACCOUNT_ROUTES.forgotNewPassword)}?code=${encodeURIComponent(code)}`;
}

/** Spec: a page is lifelong if its path contains 'lifelong', counselling if it contains 'counselling'. */
export function pageVariant(pathname: string): 'lifelong' | 'counselling' | 'default' {
  if (pathname.includes('lifelong')) return 'lifelong';
  if (pathname.includes('counselling')) return 'counselling';
  return 'default';
}

/** A student's home (next lessons, messages, what to do next): where a student's login lands. */
export const STUDENT_HOME_PATH = 'learning';

/** The tutor's calendar page (day, week and month; blocking time), relative to /{country}. */
export const TUTOR_CALENDAR_PATH = 'tutor/calendar';

/** The profile routes of spec section 2 (relative to /{country}). */
export const PROFILE_ROUTES = {
  me: 'profile/me',
  viewed: 'profile/viewed',
  infoThankYou: 'profile/info/thankyou',
  addTestimonials: 'profile/add_testimonials',
  addTestimonialSuccess: 'profile/add_testimonial/success',
  addTestimonialConfirm: 'profile/add_testimonial/confirm',
} as const;

/** The link mailed to a reviewer: opening it publishes the testimonial (single use). */
export function testimonialConfirmLink(baseUrl: string, country: CountryCode, code: string): string {
  return `${baseUrl}${countryPath(country, PROFILE_ROUTES.addTestimonialConfirm)}?code=${encodeURIComponent(code)}`;
}

/** The information pages linked from the footer and the register form (relative to /{country}). */
export const INFO_ROUTES = {
  about: 'about',
  howItWorks: 'how-it-works',
  helpCentre: 'help',
  contact: 'contact',
  careers: 'careers',
  terms: 'terms',
  privacy: 'privacy',
  refunds: 'refund-policy',
  communityGuidelines: 'community-guidelines',
} as const;
export type InfoPage = keyof typeof INFO_ROUTES;

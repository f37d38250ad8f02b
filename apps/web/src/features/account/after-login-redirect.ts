import {
  ACCOUNT_ROUTES,
  COMMUNITY_ROUTES,
  countryPath,
  isCountryCode,
  OPS_ROUTES,
  ROLE_CODES,
  STAFF_ROLE_CODE,
  STUDENT_HOME_PATH,
  TUTOR_DASHBOARD_ROUTES,
  type CountryCode,
} from '@ajar/domain';

export type AfterLoginFeature =
  'onboardingSteps' | 'onboardingStudents' | 'community' | 'tutorDashboard' | 'studentHome';

export interface AfterLoginInput {
  /** The signed-in user's market: every destination lives under it. */
  readonly country: CountryCode;
  readonly roleCode: string;
  readonly firstTime: boolean;
  /** A tutor whose profile is already at 100% (seeded, imported) has nothing to onboard. */
  readonly tutorProfileComplete: boolean;
  readonly communityToken: string | null;
  /** The community address the server answered with the token (COMMUNITY_URL for the user's market). */
  readonly communityUrl: string | null;
  /** The place a company user was on before being sent to login. */
  readonly savedPlaceUrl: string | null;
  /** `?redirect=` or the guarded page's router state. */
  readonly requested: string | null;
  /** Whether a destination page exists yet (feature-routes); unbuilt ones fall through. */
  readonly isBuilt: (feature: AfterLoginFeature) => boolean;
}

const AUTH_PAGES: readonly string[] = [
  ACCOUNT_ROUTES.login,
  ACCOUNT_ROUTES.register,
  ACCOUNT_ROUTES.registerCounsellor,
  ACCOUNT_ROUTES.companyRegister,
  ACCOUNT_ROUTES.forgot,
];

/**
 * A same-site path under the user's market, or null. Absolute URLs and protocol-relative paths are
 * refused so a crafted ?redirect= cannot send anyone off the site.
 */
export function rehomePath(target: string | null, country: CountryCode): string | null {
  if (!target) return null;
  const trimmed = target.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//') || trimmed.includes('\\')) return null;
  const [pathPart = '', ...queryParts] = trimmed.split(/(?=[?#])/);
  const segments = pathPart.split('/').filter((segment) => segment.length > 0);
  const rest = isCountryCode(segments[0]) ? segments.slice(1) : segments;
  const restPath = rest.join('/');
  if (AUTH_PAGES.some((page) => restPath === page || restPath.startsWith(`${page}/`))) return null;
  return countryPath(country, restPath) + queryParts.join('');
}

/** An absolute http(s) address leaves the SPA (the caller assigns it); a path is navigated to. */
export const isExternalAddress = (target: string): boolean => /^https?:\/\//i.test(target);

/**
 * Spec section 2: "If a community token exists, the redirect goes to the community address": COMMUNITY_URL
 * as the server answered it (another site, or a path here), else this site's community when it is built.
 */
function communityDestination(url: string | null, country: CountryCode, builtHere: boolean): string | null {
  if (url && isExternalAddress(url)) return url;
  if (!builtHere) return null;
  // The server's answer, not the visitor's: a path here as COMMUNITY_URL gave it (the config refuses '//').
  return url ?? countryPath(country, COMMUNITY_ROUTES.home);
}

/** Spec section 2, "After login". */
export function afterLoginPath(input: AfterLoginInput): string {
  const { country, roleCode, firstTime, isBuilt } = input;
  if (
    firstTime &&
    roleCode === ROLE_CODES.tutor &&
    !input.tutorProfileComplete &&
    isBuilt('onboardingSteps')
  ) {
    return countryPath(country, ACCOUNT_ROUTES.onboardingSteps);
  }
  if (firstTime && roleCode === ROLE_CODES.student && isBuilt('onboardingStudents')) {
    // Onboarding goes on to the page asked for (a lesson held through sign-up) when it is done.
    const then = rehomePath(input.requested, country);
    const onboarding = countryPath(country, ACCOUNT_ROUTES.onboardingStudents);
    return then ? `${onboarding}?${new URLSearchParams({ redirect: then }).toString()}` : onboarding;
  }
  // The Ajar team lands on its console, or the staff page it was sent to log in for.
  if (roleCode === STAFF_ROLE_CODE) {
    return rehomePath(input.requested, country) ?? countryPath(country, OPS_ROUTES.home);
  }
  if (roleCode === ROLE_CODES.company) {
    return rehomePath(input.savedPlaceUrl, country) ?? countryPath(country);
  }
  if (input.communityToken) {
    const address = communityDestination(input.communityUrl, country, isBuilt('community'));
    if (address) return address;
  }
  return rehomePath(input.requested, country) ?? homeOf(roleCode, country, isBuilt);
}

/**
 * Where a person lands with nowhere asked for: a tutor at their dashboard, a student at their home, anyone else
 * at the market's home.
 */
function homeOf(roleCode: string, country: CountryCode, isBuilt: AfterLoginInput['isBuilt']): string {
  if (roleCode === ROLE_CODES.tutor && isBuilt('tutorDashboard')) {
    return countryPath(country, TUTOR_DASHBOARD_ROUTES.dashboard);
  }
  if (roleCode === ROLE_CODES.student && isBuilt('studentHome'))
    return countryPath(country, STUDENT_HOME_PATH);
  return countryPath(country);
}

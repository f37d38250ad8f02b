import {
  ACCOUNT_ROUTES,
  COMMUNITY_BASE_PATH,
  countryPath,
  isCountryCode,
  OPS_ROUTES,
  ROLE_CODES,
  STAFF_ROLE_CODE,
  type CountryCode,
} from '@ajar/domain';

export type AfterLoginFeature = 'onboardingSteps' | 'onboardingStudents' | 'community';

export interface AfterLoginInput {
  /** The signed-in user's market: every destination lives under it. */
  readonly country: CountryCode;
  readonly roleCode: string;
  readonly firstTime: boolean;
  /** A tutor whose profile is already at 100% (seeded, imported) has nothing to onboard. */
  readonly tutorProfileComplete: boolean;
  readonly communityToken: string | null;
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
    return countryPath(country, ACCOUNT_ROUTES.onboardingStudents);
  }
  // issue 18 console: the Ajar team lands on its console, or the staff page it was sent to log in for.
  if (roleCode === STAFF_ROLE_CODE) {
    return rehomePath(input.requested, country) ?? countryPath(country, OPS_ROUTES.home);
  }
  if (roleCode === ROLE_CODES.company) {
    return rehomePath(input.savedPlaceUrl, country) ?? countryPath(country);
  }
  if (input.communityToken && isBuilt('community')) return COMMUNITY_BASE_PATH;
  return rehomePath(input.requested, country) ?? countryPath(country);
}

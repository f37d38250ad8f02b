import type { CountryCode, RoleCode } from '@ajar/domain';

/** The signed-in user as the API sees them on each request. */
export interface Viewer {
  readonly userId: string;
  readonly sessionId: string;
  readonly roleCode: RoleCode;
  readonly country: CountryCode;
  readonly expiresAt: Date;
}

import type { CountryCode, CurrencyCode, Gender, ProfileSection, RoleCode, TutorKind } from '@ajar/domain';
import type { CompanyRow, RoleRow, UserRow } from './account.tables';

/** What services hand to the GraphQL layer: plain records, no rows with password hashes. */
export interface RoleView {
  readonly pvid: string;
  readonly code: RoleCode;
  readonly name: string;
  readonly isPrivate: boolean;
}

export interface AccountUser {
  readonly pvid: string;
  readonly email: string;
  readonly dateJoined: Date;
  readonly token: string;
  readonly verified: boolean;
  readonly isActive: boolean;
  readonly country: CountryCode;
  readonly role: RoleView;
}

export interface CompanyView {
  readonly pvid: string;
  readonly userPvid: string;
  readonly email: string;
  readonly name: string;
  readonly designation: string | null;
}

/**
 * A profile as the GraphQL layer sees it. The private fields (email, dob, nric, phone, race, balance,
 * hasBalance, eventsFromGoogle) are null unless the viewer is the owner; the profile module builds it.
 */
export interface ProfileView {
  readonly pvid: string;
  readonly userPvid: string;
  readonly userCode: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly initialName: string;
  readonly email: string | null;
  readonly dateJoined: Date;
  readonly dateModified: Date;
  readonly roleCode: RoleCode;
  readonly roleName: string;
  readonly tutorKind: TutorKind | null;
  readonly country: CountryCode;
  readonly currency: CurrencyCode;
  readonly balance: number | null;
  readonly hasBalance: boolean | null;
  readonly avatar: string | null;
  readonly description: string | null;
  readonly address: string | null;
  readonly dob: string | null;
  readonly nric: string | null;
  readonly phone: string | null;
  readonly gender: Gender | null;
  readonly race: string | null;
  readonly referralCode: string;
  readonly eventsFromGoogle: boolean | null;
  readonly school: string | null;
  readonly isOwner: boolean;
  readonly completion: {
    readonly percent: number;
    readonly sections: Readonly<Record<ProfileSection, boolean>>;
    readonly visibleInSearch: boolean;
  };
  readonly testimonialCount: number;
  /** Published reviews of lessons (verified); averageRating is their average. */
  readonly reviewCount: number;
  readonly averageRating: number | null;
}

export interface Session {
  readonly token: string;
  readonly user: AccountUser;
}

export interface SignInView extends Session {
  readonly firstTime: boolean;
  readonly communityToken: string | null;
  /** Where the web goes next when communityToken is set: COMMUNITY_URL for the user's market. */
  readonly communityUrl: string | null;
  readonly company: CompanyView | null;
}

export function toRoleView(role: RoleRow): RoleView {
  return { pvid: role.id, code: role.code, name: role.name, isPrivate: role.isPrivate };
}

export function toAccountUser(user: UserRow, role: RoleRow): AccountUser {
  return {
    pvid: user.id,
    email: user.email,
    dateJoined: user.dateJoined,
    token: user.token,
    verified: user.verified,
    isActive: user.isActive,
    country: user.country,
    role: toRoleView(role),
  };
}

export function toCompanyView(company: CompanyRow): CompanyView {
  return {
    pvid: company.id,
    userPvid: company.userId,
    email: company.email,
    name: company.name,
    designation: company.designation,
  };
}

/** "Jane Tan" → "JT". */
export function initialsOf(firstName: string, lastName: string): string {
  return [firstName, lastName].map((name) => name.trim().charAt(0).toUpperCase()).join('');
}

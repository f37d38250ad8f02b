import { ROLE_CODES, type CountryCode, type RoleCode, type TutorKind } from '@ajar/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../client';
import { hashPassword } from '../../infra/crypto/password';
import { creditBalance } from '../../modules/ledger';
import { newPublicToken } from '../../infra/crypto/tokens';
import { companies, roles, users, type CompanyRow, type UserRow } from '../../modules/account';

/** The password every factory user gets unless told otherwise. */
export const DEFAULT_PASSWORD = 'password123';

// Seeding thousands of users must not cost an argon2 hash each: users sharing a password share a hash.
const hashes = new Map<string, Promise<string>>();
export function cachedPasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

const roleIds = new Map<RoleCode, string>();
export async function roleIdOf(executor: Executor, code: RoleCode): Promise<string> {
  const cached = roleIds.get(code);
  if (cached) return cached;
  const [role] = await executor.select({ id: roles.id }).from(roles).where(eq(roles.code, code));
  if (!role) throw new Error(`Role ${code} is missing: run the migrations first`);
  roleIds.set(code, role.id);
  return role.id;
}

let sequence = 0;
const nextSequence = (): number => (sequence += 1);

export interface UserOptions {
  readonly role: RoleCode;
  readonly email?: string;
  readonly password?: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly country?: CountryCode;
  readonly tutorKind?: TutorKind | null;
  readonly verified?: boolean;
  readonly isActive?: boolean;
  readonly description?: string | null;
  readonly dob?: string | null;
  readonly address?: string | null;
  /** Put on the user's balance (the ledger) in their market's currency. */
  readonly balanceMinor?: number;
  readonly dateJoined?: Date;
}

export type PersonOptions = Omit<UserOptions, 'role'>;

/** A user row with a hashed password: verified and active unless told otherwise. */
export async function makeUser(executor: Executor, options: UserOptions): Promise<UserRow> {
  const n = nextSequence();
  const joined = options.dateJoined ?? new Date();
  const [user] = await executor
    .insert(users)
    .values({
      email: (options.email ?? `user${n}.${Date.now()}@example.test`).toLowerCase(),
      passwordHash: await cachedPasswordHash(options.password ?? DEFAULT_PASSWORD),
      firstName: options.firstName ?? 'Test',
      lastName: options.lastName ?? `User${n}`,
      country: options.country ?? 'sg',
      roleId: await roleIdOf(executor, options.role),
      tutorKind: options.role === ROLE_CODES.tutor ? (options.tutorKind ?? 'ACADEMIC') : null,
      verified: options.verified ?? true,
      isActive: options.isActive ?? true,
      token: newPublicToken(),
      dateJoined: joined,
      dateModified: joined,
      description: options.description ?? null,
      dob: options.dob ?? null,
      address: options.address ?? null,
    })
    .returning();
  if (!user) throw new Error('insert returned no user');
  if (options.balanceMinor)
    await creditBalance(executor, user.id, user.country, options.balanceMinor, `seed-balance:${user.id}`);
  return user;
}

export const makeStudent = (executor: Executor, options: PersonOptions = {}): Promise<UserRow> =>
  makeUser(executor, { ...options, role: ROLE_CODES.student });

export const makeTutor = (executor: Executor, options: PersonOptions = {}): Promise<UserRow> =>
  makeUser(executor, { ...options, role: ROLE_CODES.tutor });

export interface CompanyOptions extends PersonOptions {
  readonly companyName?: string;
  readonly industry?: string;
  readonly city?: string;
  readonly designation?: string;
}

export async function makeCompany(
  executor: Executor,
  options: CompanyOptions = {},
): Promise<{ user: UserRow; company: CompanyRow }> {
  const user = await makeUser(executor, { ...options, role: ROLE_CODES.company });
  const name = options.companyName ?? `${user.lastName} Learning Pte Ltd`;
  const [company] = await executor
    .insert(companies)
    .values({
      userId: user.id,
      name,
      designation: options.designation ?? 'HR Manager',
      email: user.email,
      phone: '+65 6123 4567',
      industry: options.industry ?? 'Education',
      summary: `${name} hires tutors and coaches for its learning programmes.`,
      website: 'https://example.com',
      unit: '#10-01',
      street: '1 Example Street',
      city: options.city ?? 'Singapore',
      state: null,
      postalCode: '000001',
      country: user.country,
    })
    .returning();
  if (!company) throw new Error('insert returned no company');
  return { user, company };
}

import { STAFF_ROLE_CODE, type CountryCode } from '@ajar/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { hashPassword } from '../../infra/crypto/password';
import { newPublicToken } from '../../infra/crypto/tokens';
import { roles, users } from './account.tables';

export interface StaffAccountInput {
  readonly email: string;
  readonly password: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly country: CountryCode;
  readonly now: Date;
}

/**
 * A member of the Ajar team, made only by `npm run staff:create`: never through sign-up, whose
 * roles are the spec's three. Active and verified at once; signs in through the same login. An email that
 * already has an account is refused, so a student can never be turned into staff by mistake.
 */
export async function createStaffAccount(
  executor: Executor,
  input: StaffAccountInput,
): Promise<{ readonly userId: string } | 'emailTaken'> {
  const [role] = await executor.select().from(roles).where(eq(roles.code, STAFF_ROLE_CODE)).limit(1);
  if (!role) throw new Error('The STAF role is missing: run the migrations first');
  const [user] = await executor
    .insert(users)
    .values({
      email: input.email.trim().toLowerCase(),
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName,
      lastName: input.lastName,
      country: input.country,
      roleId: role.id,
      verified: true,
      isActive: true,
      token: newPublicToken(),
      dateJoined: input.now,
      dateModified: input.now,
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return user ? { userId: user.id } : 'emailTaken';
}

import {
  ACTIVATION_TOKEN_TTL_MS,
  activationLink,
  type CountryCode,
  type TutorKind,
  type registerCompanySchema,
  type registerSchema,
} from '@ajar/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { hashPassword } from '../../infra/crypto/password';
import { newPublicToken } from '../../infra/crypto/tokens';
import { sendMail } from '../../infra/mail/send-mail';
import { DomainError } from '../../graphql/errors';
import { companies, users, type RoleRow, type UserRow } from './account.tables';
import { findRoleByPvid, findUserByEmail } from './account.queries';
import {
  mayReceiveActivation,
  mayRegisterAsCompany,
  mayRegisterAsPerson,
  tutorKindFor,
} from './account.policy';
import { activationMail } from './account.mails';
import { consumeCode, issueCode } from './one-use-codes';

export type RegisterData = z.output<typeof registerSchema> & { readonly tutorKind?: TutorKind | null };
export type RegisterCompanyData = z.output<typeof registerCompanySchema>;

const unknownRole = (): DomainError =>
  new DomainError('BAD_USER_INPUT', 'unknownRole', { rolePvid: 'unknownRole' });

async function mailActivation(
  deps: Deps,
  executor: Executor,
  user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'country'>,
  now: Date,
): Promise<void> {
  const code = await issueCode(executor, user.id, 'activation', ACTIVATION_TOKEN_TTL_MS, now);
  const link = activationLink(deps.config.publicUrl, user.country, code);
  await sendMail(executor, activationMail(user, link, ACTIVATION_TOKEN_TTL_MS), now);
}

/** Inserts the user unless the email is taken, then queues the activation mail. */
async function createUser(
  deps: Deps,
  executor: Executor,
  data: RegisterData,
  role: RoleRow,
  passwordHash: string,
  now: Date,
): Promise<UserRow> {
  const [user] = await executor
    .insert(users)
    .values({
      email: data.email,
      passwordHash,
      firstName: data.firstName,
      lastName: data.lastName,
      country: data.country satisfies CountryCode,
      roleId: role.id,
      tutorKind: tutorKindFor(role.code, data.tutorKind),
      token: newPublicToken(),
      dateJoined: now,
      dateModified: now,
      description: data.description ?? null,
      dob: data.dob ?? null,
      address: data.address ?? null,
      referralId: data.referralId ?? null,
      referralCode: data.referralCode ?? null,
      uplineId: data.uplineId ?? null,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) throw new DomainError('CONFLICT', 'emailTaken', { email: 'emailTaken' });
  await mailActivation(deps, executor, user, now);
  return user;
}

export async function register(deps: Deps, data: RegisterData): Promise<void> {
  const role = await findRoleByPvid(deps.db, data.rolePvid);
  if (!role || !mayRegisterAsPerson(role)) throw unknownRole();
  const passwordHash = await hashPassword(data.password);
  const now = deps.clock.now();
  await deps.db.transaction((tx) => createUser(deps, tx, data, role, passwordHash, now));
}

export async function registerCompany(deps: Deps, data: RegisterCompanyData): Promise<void> {
  const role = await findRoleByPvid(deps.db, data.rolePvid);
  if (!role || !mayRegisterAsCompany(role)) throw unknownRole();
  const passwordHash = await hashPassword(data.password);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const user = await createUser(deps, tx, data, role, passwordHash, now);
    await tx.insert(companies).values({
      userId: user.id,
      name: data.companyName,
      designation: data.designation ?? null,
      email: data.companyEmail.toLowerCase(),
      phone: data.companyPhone,
      industry: data.companyIndustry,
      summary: data.companySummary,
      website: data.companyWebsite,
      unit: data.companyUnit,
      street: data.companyStreet,
      city: data.companyCity,
      state: data.companyState ?? null,
      postalCode: data.companyPostalCode,
      country: data.companyCountry,
      facebook: data.companyFacebook ?? null,
      instagram: data.companyInstagram ?? null,
      linkedin: data.companyLinkedin ?? null,
      twitter: data.companyTwitter ?? null,
      createdAt: now,
    });
  });
}

export async function activateAccount(deps: Deps, code: string): Promise<void> {
  const now = deps.clock.now();
  const activated = await deps.db.transaction(async (tx) => {
    const userId = await consumeCode(tx, 'activation', code, now);
    if (!userId) return false;
    await tx.update(users).set({ verified: true, dateModified: now }).where(eq(users.id, userId));
    return true;
  });
  if (!activated)
    throw new DomainError('BAD_USER_INPUT', 'invalidActivationCode', { code: 'invalidActivationCode' });
}

/** Sends a new link only to an active, unverified account; the caller answers the same either way. */
export async function resendActivation(deps: Deps, email: string): Promise<void> {
  const found = await findUserByEmail(deps.db, email);
  if (!found || !mayReceiveActivation(found.user)) return;
  const now = deps.clock.now();
  await deps.db.transaction((tx) => mailActivation(deps, tx, found.user, now));
}

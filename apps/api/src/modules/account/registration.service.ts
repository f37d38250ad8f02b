import {
  ACCOUNT_ROUTES,
  ACTIVATION_TOKEN_TTL_MS,
  activationLink,
  countryPath,
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
import { DomainError } from '../../kernel/domain-error';
import { companies, users, type RoleRow, type UserRow } from './account.tables';
import { findRoleByPvid, findUserByEmail } from './account.queries';
import {
  mayReceiveActivation,
  mayRegisterAsCompany,
  mayRegisterAsPerson,
  mayResetPassword,
  tutorKindFor,
} from './account.policy';
import { activationMail, signUpNoticeMail } from './account.mails';
import { admitAccountMailRequest, mayMailRecipient } from './account-mail-limit';
import { consumeCode, issueCode } from './one-use-codes';
import { signInOnActivation } from './session.service';
import type { SignInView } from './account.shapes';

export type RegisterData = z.output<typeof registerSchema> & { readonly tutorKind?: TutorKind | null };
export type RegisterCompanyData = z.output<typeof registerCompanySchema>;

const unknownRole = (): DomainError =>
  new DomainError('BAD_USER_INPUT', 'unknownRole', { rolePvid: 'unknownRole' });

type Recipient = Pick<UserRow, 'id' | 'email' | 'firstName' | 'country'>;

async function mailActivation(
  deps: Deps,
  executor: Executor,
  user: Recipient,
  now: Date,
  redirect: string | null = null,
): Promise<void> {
  if (!(await mayMailRecipient(deps, user.email, now))) return;
  const code = await issueCode(executor, user.id, 'activation', ACTIVATION_TOKEN_TTL_MS, now);
  const link = activationLink(deps.config.publicUrl, user.country, code, redirect);
  await sendMail(executor, activationMail(user, link, ACTIVATION_TOKEN_TTL_MS), now);
}

async function mailSignUpNotice(deps: Deps, executor: Executor, user: Recipient, now: Date): Promise<void> {
  if (!(await mayMailRecipient(deps, user.email, now))) return;
  const page = (path: string): string => `${deps.config.publicUrl}${countryPath(user.country, path)}`;
  const links = { signIn: page(ACCOUNT_ROUTES.login), reset: page(ACCOUNT_ROUTES.forgot) };
  await sendMail(executor, signUpNoticeMail(user, links), now);
}

/** Inserts the user, or returns null and changes nothing when the email already has an account. */
async function insertUser(
  executor: Executor,
  data: RegisterData,
  role: RoleRow,
  passwordHash: string,
  now: Date,
): Promise<UserRow | null> {
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
  return user ?? null;
}

/**
 * The mail a registration for an email that already has an account sends instead of creating one: a
 * fresh activation link to an account still waiting for it (its details and password stay those of the
 * first registration), a notice to an active owner, nothing to a deactivated account.
 */
async function mailExistingOwner(
  deps: Deps,
  executor: Executor,
  data: RegisterData,
  now: Date,
): Promise<void> {
  const found = await findUserByEmail(executor, data.email);
  if (!found) return;
  if (mayReceiveActivation(found.user))
    await mailActivation(deps, executor, found.user, now, data.redirect ?? null);
  else if (mayResetPassword(found.user)) await mailSignUpNotice(deps, executor, found.user, now);
}

/**
 * The registration steps both kinds share. A taken email answers exactly as a new one, after the same
 * work (the password hashed, one mail queued), so neither the answer nor its time tells who has an
 * account. `onCreated` adds what the kind needs to a new account in the same transaction.
 */
async function registerUser(
  deps: Deps,
  data: RegisterData,
  role: RoleRow,
  address: string,
  onCreated: (executor: Executor, user: UserRow, now: Date) => Promise<void> = async () => undefined,
): Promise<void> {
  await admitAccountMailRequest(deps, address);
  const passwordHash = await hashPassword(data.password);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const user = await insertUser(tx, data, role, passwordHash, now);
    if (!user) return mailExistingOwner(deps, tx, data, now);
    await onCreated(tx, user, now);
    await mailActivation(deps, tx, user, now, data.redirect ?? null);
  });
}

export async function register(deps: Deps, data: RegisterData, address: string): Promise<void> {
  const role = await findRoleByPvid(deps.db, data.rolePvid);
  if (!role || !mayRegisterAsPerson(role)) throw unknownRole();
  await registerUser(deps, data, role, address);
}

export async function registerCompany(deps: Deps, data: RegisterCompanyData, address: string): Promise<void> {
  const role = await findRoleByPvid(deps.db, data.rolePvid);
  if (!role || !mayRegisterAsCompany(role)) throw unknownRole();
  await registerUser(deps, data, role, address, async (tx, user, now) => {
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

/**
 * Consumes the mailed code and verifies the account; the person is signed in at once (null when the account
 * may not sign in), so a booking started before signing up goes on without a login.
 */
export async function activateAccount(deps: Deps, code: string): Promise<SignInView | null> {
  const now = deps.clock.now();
  const activated = await deps.db.transaction(async (tx) => {
    const userId = await consumeCode(tx, 'activation', code, now);
    if (!userId) return undefined;
    await tx.update(users).set({ verified: true, dateModified: now }).where(eq(users.id, userId));
    return signInOnActivation(tx, userId, now);
  });
  if (activated === undefined)
    throw new DomainError('BAD_USER_INPUT', 'invalidActivationCode', { code: 'invalidActivationCode' });
  return activated;
}

/** Sends a new link only to an active, unverified account; the caller answers the same either way. */
export async function resendActivation(deps: Deps, email: string, address: string): Promise<void> {
  await admitAccountMailRequest(deps, address);
  const found = await findUserByEmail(deps.db, email);
  if (!found || !mayReceiveActivation(found.user)) return;
  const now = deps.clock.now();
  await deps.db.transaction((tx) => mailActivation(deps, tx, found.user, now));
}

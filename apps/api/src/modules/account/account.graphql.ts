import {
  MESSAGES,
  TUTOR_KINDS,
  deactivateSchema,
  emailOnlySchema,
  loginSchema,
  registerCompanySchema,
  registerSchema,
  resetPasswordSchema,
  updatePasswordSchema,
  type MessageKey,
} from '@ajar/domain';
import { z } from 'zod';
import { builder } from '../../graphql/builder';
import { MutationResultType, type MutationResult } from '../../graphql/mutation-result';
import { parseInput } from '../../kernel/domain-error';
import type { AccountUser, CompanyView, ProfileView, RoleView, Session, SignInView } from './account.shapes';
import { deactivateAccount, listRoles } from './account.service';
import { activateAccount, register, registerCompany, resendActivation } from './registration.service';
import { requestPasswordReset, resetPassword, updatePassword } from './password.service';
import { signIn, signInToCommunity, signOut } from './session.service';

const done = (messageKey: MessageKey): MutationResult => ({ success: true, message: MESSAGES[messageKey] });

const SAME_ANSWER_FOR_TAKEN_EMAIL =
  'Answers the same whether or not the email has an account: its owner is mailed a notice (or, while still waiting, a new activation link) instead. RATE_LIMITED past the hourly account-mail requests of a client address.';

const activationSchema = z.object({
  code: z.string().trim().min(1, { error: MESSAGES.invalidActivationCode }),
});

export const TutorKindEnum = builder.enumType('TutorKind', { values: TUTOR_KINDS });

export const RoleType = builder.objectRef<RoleView>('Role').implement({
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    code: t.exposeString('code', { description: 'STDN | TTR0 | CMPN' }),
    name: t.exposeString('name'),
    isPrivate: t.exposeBoolean('isPrivate'),
  }),
});

export const UserType = builder.objectRef<AccountUser>('User').implement({
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    email: t.exposeString('email'),
    dateJoined: t.expose('dateJoined', { type: 'DateTime' }),
    token: t.exposeString('token', {
      description: "The user's public profile token (used in /{country}/{token}--{id}--{first}--{last}).",
    }),
    verified: t.exposeBoolean('verified'),
    isActive: t.exposeBoolean('isActive'),
    country: t.exposeString('country', { description: 'sg | id | my | ph | in | lk | us' }),
    role: t.expose('role', { type: RoleType }),
  }),
});

const CompanyDataType = builder.objectRef<CompanyView>('CompanyData').implement({
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    userPvid: t.exposeID('userPvid'),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    designation: t.exposeString('designation', { nullable: true }),
  }),
});

const SignInResultType = builder.objectRef<SignInView>('SignInResult').implement({
  fields: (t) => ({
    firstTime: t.exposeBoolean('firstTime', {
      description: 'True until the user has signed in once before.',
    }),
    token: t.exposeString('token', {
      description: 'Opaque session token: send as `auth-token` header or `Authorization: Bearer`.',
    }),
    communityToken: t.exposeString('communityToken', {
      nullable: true,
      description: 'Set when signIn was asked with community: true; the community accepts it as the member.',
    }),
    communityUrl: t.exposeString('communityUrl', {
      nullable: true,
      description: "The community address (COMMUNITY_URL for the user's market) when communityToken is set.",
    }),
    user: t.expose('user', { type: UserType }),
    companydata: t.field({ type: CompanyDataType, nullable: true, resolve: (result) => result.company }),
  }),
});

const ActivationResultType = builder
  .objectRef<MutationResult & { readonly signIn: SignInView | null }>('ActivationResult')
  .implement({
    fields: (t) => ({
      success: t.exposeBoolean('success'),
      message: t.exposeString('message'),
      signIn: t.expose('signIn', { type: SignInResultType, nullable: true }),
    }),
  });

const CommunitySignInResultType = builder
  .objectRef<{ success: boolean; communityToken: string }>('CommunitySignInResult')
  .implement({
    fields: (t) => ({
      success: t.exposeBoolean('success'),
      communityToken: t.exposeString('communityToken'),
    }),
  });

const UpdatePasswordResultType = builder
  .objectRef<MutationResult & Session>('UpdatePasswordResult')
  .implement({
    fields: (t) => ({
      success: t.exposeBoolean('success'),
      message: t.exposeString('message'),
      token: t.exposeString('token', {
        description: 'The new session token; every other session of the user has ended.',
      }),
      user: t.expose('user', { type: UserType }),
    }),
  });

export const ProfileType = builder.objectRef<ProfileView>('Profile').implement({
  description:
    "A user's profile. The private fields (email, dob, nric, phone, race, balance, hasBalance, eventsFromGoogle) are null unless the viewer is the owner.",
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    userPvid: t.exposeID('userPvid'),
    userCode: t.exposeString('userCode', { description: 'Same as User.token.' }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    initialName: t.exposeString('initialName', { description: 'e.g. "JT"' }),
    email: t.exposeString('email', {
      nullable: true,
      description: 'Private: null unless the viewer is the owner.',
    }),
    dateJoined: t.expose('dateJoined', { type: 'DateTime' }),
    roleCode: t.exposeString('roleCode'),
    roleName: t.exposeString('roleName'),
    tutorKind: t.expose('tutorKind', {
      type: TutorKindEnum,
      nullable: true,
      description: 'Null unless roleCode is TTR0.',
    }),
    country: t.exposeString('country'),
    currency: t.exposeString('currency', { description: "ISO code of the market's currency." }),
    balance: t.expose('balance', {
      type: 'Money',
      nullable: true,
      description: 'Minor units of `currency`. Private: null unless the viewer is the owner.',
    }),
    hasBalance: t.exposeBoolean('hasBalance', { nullable: true, description: 'Private.' }),
    avatar: t.exposeString('avatar', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    address: t.exposeString('address', { nullable: true }),
    dob: t.exposeString('dob', { nullable: true, description: 'YYYY-MM-DD. Private.' }),
  }),
});

builder.queryFields((t) => ({
  listRoles: t.field({
    type: [RoleType],
    description: "Roles offered at registration (pvid for register's rolePvid).",
    resolve: (_root, _args, { deps }) => listRoles(deps),
  }),
}));

builder.mutationFields((t) => {
  const personArgs = {
    rolePvid: t.arg.id({ required: true }),
    email: t.arg.string({ required: true }),
    password: t.arg.string({ required: true }),
    firstName: t.arg.string({ required: true }),
    lastName: t.arg.string({ required: true }),
    country: t.arg.string({ required: true }),
    description: t.arg.string(),
    dob: t.arg.string(),
    address: t.arg.string(),
    referralId: t.arg.string(),
    referralCode: t.arg.string(),
    uplineId: t.arg.string(),
    redirect: t.arg.string({
      description:
        "The page of this site to come back to once the account is active (the activation mail's link carries it); anything else is ignored.",
    }),
  };

  return {
    register: t.field({
      type: MutationResultType,
      description: SAME_ANSWER_FOR_TAKEN_EMAIL,
      args: {
        ...personArgs,
        tutorKind: t.arg({
          type: TutorKindEnum,
          description: 'register/counsellor sends COUNSELLING; default ACADEMIC for tutors.',
        }),
      },
      resolve: async (_root, args, { deps, clientAddress }) => {
        const data = parseInput(registerSchema, { ...args, rolePvid: args.rolePvid });
        await register(deps, { ...data, tutorKind: args.tutorKind }, clientAddress);
        return done('registered');
      },
    }),
    registerCompany: t.field({
      type: MutationResultType,
      description: SAME_ANSWER_FOR_TAKEN_EMAIL,
      args: {
        ...personArgs,
        designation: t.arg.string(),
        companyName: t.arg.string({ required: true }),
        companyCity: t.arg.string({ required: true }),
        companyState: t.arg.string(),
        companyCountry: t.arg.string({ required: true }),
        companyStreet: t.arg.string({ required: true }),
        companyEmail: t.arg.string({ required: true }),
        companyFacebook: t.arg.string(),
        companyIndustry: t.arg.string({ required: true }),
        companyInstagram: t.arg.string(),
        companyLinkedin: t.arg.string(),
        companyPhone: t.arg.string({ required: true }),
        companyPostalCode: t.arg.string({ required: true }),
        companySummary: t.arg.string({ required: true }),
        companyTwitter: t.arg.string(),
        companyUnit: t.arg.string({ required: true }),
        companyWebsite: t.arg.string({ required: true }),
      },
      resolve: async (_root, args, { deps, clientAddress }) => {
        await registerCompany(
          deps,
          parseInput(registerCompanySchema, { ...args, rolePvid: args.rolePvid }),
          clientAddress,
        );
        return done('registered');
      },
    }),
    activateAccount: t.field({
      type: ActivationResultType,
      description:
        'Consumes the code from the activation mail (single use, 60 minutes) and signs the person in (signIn is null for an account that may not sign in).',
      args: { code: t.arg.string({ required: true }) },
      resolve: async (_root, args, { deps }) => ({
        ...done('accountActivated'),
        signIn: await activateAccount(deps, parseInput(activationSchema, args).code),
      }),
    }),
    sendActivationEmail: t.field({
      type: MutationResultType,
      description:
        'Always answers success with the same message, whether or not the email exists or is already active.',
      args: { email: t.arg.string({ required: true }) },
      resolve: async (_root, args, { deps, clientAddress }) => {
        await resendActivation(deps, parseInput(emailOnlySchema, args).email, clientAddress);
        return done('activationMailSent');
      },
    }),
    signIn: t.field({
      type: SignInResultType,
      args: {
        email: t.arg.string({ required: true }),
        password: t.arg.string({ required: true }),
        community: t.arg.boolean({
          description: 'The login came from the community: also issue a community token.',
        }),
      },
      resolve: (_root, args, { deps, clientAddress }) =>
        signIn(deps, parseInput(loginSchema, { email: args.email, password: args.password }), clientAddress, {
          community: args.community === true,
        }),
    }),
    singInToCommunity: t.field({
      type: CommunitySignInResultType,
      args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
      resolve: async (_root, args, { deps, clientAddress }) => ({
        success: true,
        communityToken: await signInToCommunity(deps, parseInput(loginSchema, args), clientAddress),
      }),
    }),
    signOut: t.withAuth({ loggedIn: true }).field({
      type: MutationResultType,
      description: 'Revokes the token the request carries.',
      resolve: async (_root, _args, { deps, sessionToken }) => {
        await signOut(deps, sessionToken);
        return done('signedOut');
      },
    }),
    requestResetPassword: t.field({
      type: MutationResultType,
      description: 'Always answers success with the same message, whether or not the email exists.',
      args: { email: t.arg.string({ required: true }) },
      resolve: async (_root, args, { deps, clientAddress }) => {
        await requestPasswordReset(deps, parseInput(emailOnlySchema, args).email, clientAddress);
        return done('resetMailSent');
      },
    }),
    resetPassword: t.field({
      type: MutationResultType,
      args: {
        newPassword1: t.arg.string({ required: true }),
        newPassword2: t.arg.string({ required: true }),
        resetCode: t.arg.string({ required: true }),
      },
      resolve: async (_root, args, { deps }) => {
        const data = parseInput(resetPasswordSchema, args);
        await resetPassword(deps, data.resetCode, data.newPassword1);
        return done('passwordChanged');
      },
    }),
    updatePassword: t.withAuth({ loggedIn: true }).field({
      type: UpdatePasswordResultType,
      args: {
        newPassword1: t.arg.string({ required: true }),
        newPassword2: t.arg.string({ required: true }),
        oldPassword: t.arg.string({ required: true }),
      },
      resolve: async (_root, args, { deps, viewer, clientAddress }) => {
        const data = parseInput(updatePasswordSchema, args);
        const session = await updatePassword(
          deps,
          viewer,
          data.oldPassword,
          data.newPassword1,
          clientAddress,
        );
        return { ...done('passwordChanged'), ...session };
      },
    }),
    deactivateUserAccount: t.withAuth({ loggedIn: true }).field({
      type: MutationResultType,
      args: { reason: t.arg.string({ required: true }) },
      resolve: async (_root, args, { deps, viewer }) => {
        await deactivateAccount(deps, viewer, parseInput(deactivateSchema, args).reason);
        return done('accountDeactivatedDone');
      },
    }),
  };
});

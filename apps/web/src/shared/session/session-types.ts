import type { SignInMutation } from '../../gql/graphql';

export type SignInResult = SignInMutation['signIn'];
export type SessionUser = SignInResult['user'];
export type SessionCompanyData = NonNullable<SignInResult['companydata']>;

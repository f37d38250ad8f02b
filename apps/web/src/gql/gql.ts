/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation ActivateAccount($code: String!) {\n  activateAccount(code: $code) {\n    success\n    message\n  }\n}": typeof types.ActivateAccountDocument,
    "mutation DeactivateUserAccount($reason: String!) {\n  deactivateUserAccount(reason: $reason) {\n    success\n    message\n  }\n}": typeof types.DeactivateUserAccountDocument,
    "query ListRoles {\n  listRoles {\n    pvid\n    code\n    name\n    isPrivate\n  }\n}": typeof types.ListRolesDocument,
    "mutation RegisterCompany($rolePvid: ID!, $email: String!, $password: String!, $firstName: String!, $lastName: String!, $country: String!, $designation: String, $companyName: String!, $companyCity: String!, $companyState: String, $companyCountry: String!, $companyStreet: String!, $companyEmail: String!, $companyFacebook: String, $companyIndustry: String!, $companyInstagram: String, $companyLinkedin: String, $companyPhone: String!, $companyPostalCode: String!, $companySummary: String!, $companyTwitter: String, $companyUnit: String!, $companyWebsite: String!) {\n  registerCompany(\n    rolePvid: $rolePvid\n    email: $email\n    password: $password\n    firstName: $firstName\n    lastName: $lastName\n    country: $country\n    designation: $designation\n    companyName: $companyName\n    companyCity: $companyCity\n    companyState: $companyState\n    companyCountry: $companyCountry\n    companyStreet: $companyStreet\n    companyEmail: $companyEmail\n    companyFacebook: $companyFacebook\n    companyIndustry: $companyIndustry\n    companyInstagram: $companyInstagram\n    companyLinkedin: $companyLinkedin\n    companyPhone: $companyPhone\n    companyPostalCode: $companyPostalCode\n    companySummary: $companySummary\n    companyTwitter: $companyTwitter\n    companyUnit: $companyUnit\n    companyWebsite: $companyWebsite\n  ) {\n    success\n    message\n  }\n}": typeof types.RegisterCompanyDocument,
    "mutation Register($rolePvid: ID!, $email: String!, $password: String!, $firstName: String!, $lastName: String!, $country: String!, $dob: String, $address: String, $referralId: String, $referralCode: String, $uplineId: String, $tutorKind: TutorKind) {\n  register(\n    rolePvid: $rolePvid\n    email: $email\n    password: $password\n    firstName: $firstName\n    lastName: $lastName\n    country: $country\n    dob: $dob\n    address: $address\n    referralId: $referralId\n    referralCode: $referralCode\n    uplineId: $uplineId\n    tutorKind: $tutorKind\n  ) {\n    success\n    message\n  }\n}": typeof types.RegisterDocument,
    "mutation RequestResetPassword($email: String!) {\n  requestResetPassword(email: $email) {\n    success\n    message\n  }\n}": typeof types.RequestResetPasswordDocument,
    "mutation ResetPassword($newPassword1: String!, $newPassword2: String!, $resetCode: String!) {\n  resetPassword(\n    newPassword1: $newPassword1\n    newPassword2: $newPassword2\n    resetCode: $resetCode\n  ) {\n    success\n    message\n  }\n}": typeof types.ResetPasswordDocument,
    "mutation SendActivationEmail($email: String!) {\n  sendActivationEmail(email: $email) {\n    success\n    message\n  }\n}": typeof types.SendActivationEmailDocument,
    "mutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password) {\n    firstTime\n    token\n    communityToken\n    user {\n      pvid\n      email\n      dateJoined\n      token\n      verified\n      isActive\n      country\n      role {\n        pvid\n        code\n        name\n        isPrivate\n      }\n    }\n    companydata {\n      pvid\n      userPvid\n      email\n      name\n      designation\n    }\n  }\n}": typeof types.SignInDocument,
    "mutation SignOut {\n  signOut {\n    success\n    message\n  }\n}": typeof types.SignOutDocument,
    "mutation UpdatePassword($newPassword1: String!, $newPassword2: String!, $oldPassword: String!) {\n  updatePassword(\n    newPassword1: $newPassword1\n    newPassword2: $newPassword2\n    oldPassword: $oldPassword\n  ) {\n    success\n    message\n    token\n    user {\n      pvid\n      email\n      dateJoined\n      token\n      verified\n      isActive\n      country\n      role {\n        pvid\n        code\n        name\n        isPrivate\n      }\n    }\n  }\n}": typeof types.UpdatePasswordDocument,
    "query GetProfile {\n  getProfile {\n    pvid\n    userPvid\n    userCode\n    firstName\n    lastName\n    initialName\n    email\n    roleCode\n    roleName\n    tutorKind\n    country\n    currency\n    balance\n    hasBalance\n    avatar\n  }\n}": typeof types.GetProfileDocument,
};
const documents: Documents = {
    "mutation ActivateAccount($code: String!) {\n  activateAccount(code: $code) {\n    success\n    message\n  }\n}": types.ActivateAccountDocument,
    "mutation DeactivateUserAccount($reason: String!) {\n  deactivateUserAccount(reason: $reason) {\n    success\n    message\n  }\n}": types.DeactivateUserAccountDocument,
    "query ListRoles {\n  listRoles {\n    pvid\n    code\n    name\n    isPrivate\n  }\n}": types.ListRolesDocument,
    "mutation RegisterCompany($rolePvid: ID!, $email: String!, $password: String!, $firstName: String!, $lastName: String!, $country: String!, $designation: String, $companyName: String!, $companyCity: String!, $companyState: String, $companyCountry: String!, $companyStreet: String!, $companyEmail: String!, $companyFacebook: String, $companyIndustry: String!, $companyInstagram: String, $companyLinkedin: String, $companyPhone: String!, $companyPostalCode: String!, $companySummary: String!, $companyTwitter: String, $companyUnit: String!, $companyWebsite: String!) {\n  registerCompany(\n    rolePvid: $rolePvid\n    email: $email\n    password: $password\n    firstName: $firstName\n    lastName: $lastName\n    country: $country\n    designation: $designation\n    companyName: $companyName\n    companyCity: $companyCity\n    companyState: $companyState\n    companyCountry: $companyCountry\n    companyStreet: $companyStreet\n    companyEmail: $companyEmail\n    companyFacebook: $companyFacebook\n    companyIndustry: $companyIndustry\n    companyInstagram: $companyInstagram\n    companyLinkedin: $companyLinkedin\n    companyPhone: $companyPhone\n    companyPostalCode: $companyPostalCode\n    companySummary: $companySummary\n    companyTwitter: $companyTwitter\n    companyUnit: $companyUnit\n    companyWebsite: $companyWebsite\n  ) {\n    success\n    message\n  }\n}": types.RegisterCompanyDocument,
    "mutation Register($rolePvid: ID!, $email: String!, $password: String!, $firstName: String!, $lastName: String!, $country: String!, $dob: String, $address: String, $referralId: String, $referralCode: String, $uplineId: String, $tutorKind: TutorKind) {\n  register(\n    rolePvid: $rolePvid\n    email: $email\n    password: $password\n    firstName: $firstName\n    lastName: $lastName\n    country: $country\n    dob: $dob\n    address: $address\n    referralId: $referralId\n    referralCode: $referralCode\n    uplineId: $uplineId\n    tutorKind: $tutorKind\n  ) {\n    success\n    message\n  }\n}": types.RegisterDocument,
    "mutation RequestResetPassword($email: String!) {\n  requestResetPassword(email: $email) {\n    success\n    message\n  }\n}": types.RequestResetPasswordDocument,
    "mutation ResetPassword($newPassword1: String!, $newPassword2: String!, $resetCode: String!) {\n  resetPassword(\n    newPassword1: $newPassword1\n    newPassword2: $newPassword2\n    resetCode: $resetCode\n  ) {\n    success\n    message\n  }\n}": types.ResetPasswordDocument,
    "mutation SendActivationEmail($email: String!) {\n  sendActivationEmail(email: $email) {\n    success\n    message\n  }\n}": types.SendActivationEmailDocument,
    "mutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password) {\n    firstTime\n    token\n    communityToken\n    user {\n      pvid\n      email\n      dateJoined\n      token\n      verified\n      isActive\n      country\n      role {\n        pvid\n        code\n        name\n        isPrivate\n      }\n    }\n    companydata {\n      pvid\n      userPvid\n      email\n      name\n      designation\n    }\n  }\n}": types.SignInDocument,
    "mutation SignOut {\n  signOut {\n    success\n    message\n  }\n}": types.SignOutDocument,
    "mutation UpdatePassword($newPassword1: String!, $newPassword2: String!, $oldPassword: String!) {\n  updatePassword(\n    newPassword1: $newPassword1\n    newPassword2: $newPassword2\n    oldPassword: $oldPassword\n  ) {\n    success\n    message\n    token\n    user {\n      pvid\n      email\n      dateJoined\n      token\n      verified\n      isActive\n      country\n      role {\n        pvid\n        code\n        name\n        isPrivate\n      }\n    }\n  }\n}": types.UpdatePasswordDocument,
    "query GetProfile {\n  getProfile {\n    pvid\n    userPvid\n    userCode\n    firstName\n    lastName\n    initialName\n    email\n    roleCode\n    roleName\n    tutorKind\n    country\n    currency\n    balance\n    hasBalance\n    avatar\n  }\n}": types.GetProfileDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ActivateAccount($code: String!) {\n  activateAccount(code: $code) {\n    success\n    message\n  }\n}"): (typeof documents)["mutation ActivateAccount($code: String!) {\n  activateAccount(code: $code) {\n    success\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeactivateUserAccount($reason: String!) {\n  deactivateUserAccount(reason: $reason) {\n    success\n    message\n  }\n}"): (typeof documents)["mutation DeactivateUserAccount($reason: String!) {\n  deactivateUserAccount(reason: $reason) {\n    success\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ListRoles {\n  listRoles {\n    pvid\n    code\n    name\n    isPrivate\n  }\n}"): (typeof documents)["query ListRoles {\n  listRoles {\n    pvid\n    code\n    name\n    isPrivate\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RegisterCompany($rolePvid: ID!, $email: String!, $password: String!, $firstName: String!, $lastName: String!, $country: String!, $designation: String, $companyName: String!, $companyCity: String!, $companyState: String, $companyCountry: String!, $companyStreet: String!, $companyEmail: String!, $companyFacebook: String, $companyIndustry: String!, $companyInstagram: String, $companyLinkedin: String, $companyPhone: String!, $companyPostalCode: String!, $companySummary: String!, $companyTwitter: String, $companyUnit: String!, $companyWebsite: String!) {\n  registerCompany(\n    rolePvid: $rolePvid\n    email: $email\n    password: $password\n    firstName: $firstName\n    lastName: $lastName\n    country: $country\n    designation: $designation\n    companyName: $companyName\n    companyCity: $companyCity\n    companyState: $companyState\n    companyCountry: $companyCountry\n    companyStreet: $companyStreet\n    companyEmail: $companyEmail\n    companyFacebook: $companyFacebook\n    companyIndustry: $companyIndustry\n    companyInstagram: $companyInstagram\n    companyLinkedin: $companyLinkedin\n    companyPhone: $companyPhone\n    companyPostalCode: $companyPostalCode\n    companySummary: $companySummary\n    companyTwitter: $companyTwitter\n    companyUnit: $companyUnit\n    companyWebsite: $companyWebsite\n  ) {\n    success\n    message\n  }\n}"): (typeof documents)["mutation RegisterCompany($rolePvid: ID!, $email: String!, $password: String!, $firstName: String!, $lastName: String!, $country: String!, $designation: String, $companyName: String!, $companyCity: String!, $companyState: String, $companyCountry: String!, $companyStreet: String!, $companyEmail: String!, $companyFacebook: String, $companyIndustry: String!, $companyInstagram: String, $companyLinkedin: String, $companyPhone: String!, $companyPostalCode: String!, $companySummary: String!, $companyTwitter: String, $companyUnit: String!, $companyWebsite: String!) {\n  registerCompany(\n    rolePvid: $rolePvid\n    email: $email\n    password: $password\n    firstName: $firstName\n    lastName: $lastName\n    country: $country\n    designation: $designation\n    companyName: $companyName\n    companyCity: $companyCity\n    companyState: $companyState\n    companyCountry: $companyCountry\n    companyStreet: $companyStreet\n    companyEmail: $companyEmail\n    companyFacebook: $companyFacebook\n    companyIndustry: $companyIndustry\n    companyInstagram: $companyInstagram\n    companyLinkedin: $companyLinkedin\n    companyPhone: $companyPhone\n    companyPostalCode: $companyPostalCode\n    companySummary: $companySummary\n    companyTwitter: $companyTwitter\n    companyUnit: $companyUnit\n    companyWebsite: $companyWebsite\n  ) {\n    success\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Register($rolePvid: ID!, $email: String!, $password: String!, $firstName: String!, $lastName: String!, $country: String!, $dob: String, $address: String, $referralId: String, $referralCode: String, $uplineId: String, $tutorKind: TutorKind) {\n  register(\n    rolePvid: $rolePvid\n    email: $email\n    password: $password\n    firstName: $firstName\n    lastName: $lastName\n    country: $country\n    dob: $dob\n    address: $address\n    referralId: $referralId\n    referralCode: $referralCode\n    uplineId: $uplineId\n    tutorKind: $tutorKind\n  ) {\n    success\n    message\n  }\n}"): (typeof documents)["mutation Register($rolePvid: ID!, $email: String!, $password: String!, $firstName: String!, $lastName: String!, $country: String!, $dob: String, $address: String, $referralId: String, $referralCode: String, $uplineId: String, $tutorKind: TutorKind) {\n  register(\n    rolePvid: $rolePvid\n    email: $email\n    password: $password\n    firstName: $firstName\n    lastName: $lastName\n    country: $country\n    dob: $dob\n    address: $address\n    referralId: $referralId\n    referralCode: $referralCode\n    uplineId: $uplineId\n    tutorKind: $tutorKind\n  ) {\n    success\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestResetPassword($email: String!) {\n  requestResetPassword(email: $email) {\n    success\n    message\n  }\n}"): (typeof documents)["mutation RequestResetPassword($email: String!) {\n  requestResetPassword(email: $email) {\n    success\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetPassword($newPassword1: String!, $newPassword2: String!, $resetCode: String!) {\n  resetPassword(\n    newPassword1: $newPassword1\n    newPassword2: $newPassword2\n    resetCode: $resetCode\n  ) {\n    success\n    message\n  }\n}"): (typeof documents)["mutation ResetPassword($newPassword1: String!, $newPassword2: String!, $resetCode: String!) {\n  resetPassword(\n    newPassword1: $newPassword1\n    newPassword2: $newPassword2\n    resetCode: $resetCode\n  ) {\n    success\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendActivationEmail($email: String!) {\n  sendActivationEmail(email: $email) {\n    success\n    message\n  }\n}"): (typeof documents)["mutation SendActivationEmail($email: String!) {\n  sendActivationEmail(email: $email) {\n    success\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password) {\n    firstTime\n    token\n    communityToken\n    user {\n      pvid\n      email\n      dateJoined\n      token\n      verified\n      isActive\n      country\n      role {\n        pvid\n        code\n        name\n        isPrivate\n      }\n    }\n    companydata {\n      pvid\n      userPvid\n      email\n      name\n      designation\n    }\n  }\n}"): (typeof documents)["mutation SignIn($email: String!, $password: String!) {\n  signIn(email: $email, password: $password) {\n    firstTime\n    token\n    communityToken\n    user {\n      pvid\n      email\n      dateJoined\n      token\n      verified\n      isActive\n      country\n      role {\n        pvid\n        code\n        name\n        isPrivate\n      }\n    }\n    companydata {\n      pvid\n      userPvid\n      email\n      name\n      designation\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SignOut {\n  signOut {\n    success\n    message\n  }\n}"): (typeof documents)["mutation SignOut {\n  signOut {\n    success\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdatePassword($newPassword1: String!, $newPassword2: String!, $oldPassword: String!) {\n  updatePassword(\n    newPassword1: $newPassword1\n    newPassword2: $newPassword2\n    oldPassword: $oldPassword\n  ) {\n    success\n    message\n    token\n    user {\n      pvid\n      email\n      dateJoined\n      token\n      verified\n      isActive\n      country\n      role {\n        pvid\n        code\n        name\n        isPrivate\n      }\n    }\n  }\n}"): (typeof documents)["mutation UpdatePassword($newPassword1: String!, $newPassword2: String!, $oldPassword: String!) {\n  updatePassword(\n    newPassword1: $newPassword1\n    newPassword2: $newPassword2\n    oldPassword: $oldPassword\n  ) {\n    success\n    message\n    token\n    user {\n      pvid\n      email\n      dateJoined\n      token\n      verified\n      isActive\n      country\n      role {\n        pvid\n        code\n        name\n        isPrivate\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GetProfile {\n  getProfile {\n    pvid\n    userPvid\n    userCode\n    firstName\n    lastName\n    initialName\n    email\n    roleCode\n    roleName\n    tutorKind\n    country\n    currency\n    balance\n    hasBalance\n    avatar\n  }\n}"): (typeof documents)["query GetProfile {\n  getProfile {\n    pvid\n    userPvid\n    userCode\n    firstName\n    lastName\n    initialName\n    email\n    roleCode\n    roleName\n    tutorKind\n    country\n    currency\n    balance\n    hasBalance\n    avatar\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;
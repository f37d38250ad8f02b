/** The account operations as the web sends them. */
const USER_FIELDS = 'pvid email token verified isActive country dateJoined role { pvid code name isPrivate }';

export const LIST_ROLES = 'query { listRoles { pvid code name isPrivate } }';

export const REGISTER = `mutation Register(
  $rolePvid: ID!, $email: String!, $password: String!, $firstName: String!, $lastName: String!,
  $country: String!, $description: String, $dob: String, $address: String, $referralId: String,
  $referralCode: String, $uplineId: String, $tutorKind: TutorKind
) {
  register(
    rolePvid: $rolePvid, email: $email, password: $password, firstName: $firstName, lastName: $lastName,
    country: $country, description: $description, dob: $dob, address: $address, referralId: $referralId,
    referralCode: $referralCode, uplineId: $uplineId, tutorKind: $tutorKind
  ) { success message }
}`;

export const REGISTER_COMPANY = `mutation RegisterCompany(
  $rolePvid: ID!, $email: String!, $password: String!, $firstName: String!, $lastName: String!,
  $country: String!, $designation: String, $companyName: String!, $companyCity: String!,
  $companyState: String, $companyCountry: String!, $companyStreet: String!, $companyEmail: String!,
  $companyIndustry: String!, $companyPhone: String!, $companyPostalCode: String!,
  $companySummary: String!, $companyUnit: String!, $companyWebsite: String!
) {
  registerCompany(
    rolePvid: $rolePvid, email: $email, password: $password, firstName: $firstName, lastName: $lastName,
    country: $country, designation: $designation, companyName: $companyName, companyCity: $companyCity,
    companyState: $companyState, companyCountry: $companyCountry, companyStreet: $companyStreet,
    companyEmail: $companyEmail, companyIndustry: $companyIndustry, companyPhone: $companyPhone,
    companyPostalCode: $companyPostalCode, companySummary: $companySummary, companyUnit: $companyUnit,
    companyWebsite: $companyWebsite
  ) { success message }
}`;

export const ACTIVATE =
  'mutation Activate($code: String!) { activateAccount(code: $code) { success message } }';

export const SEND_ACTIVATION =
  'mutation Resend($email: String!) { sendActivationEmail(email: $email) { success message } }';

export const SIGN_IN = `mutation SignIn($email: String!, $password: String!) {
  signIn(email: $email, password: $password) {
    firstTime token communityToken
    user { ${USER_FIELDS} }
    companydata { pvid userPvid email name designation }
  }
}`;

export const COMMUNITY_SIGN_IN = `mutation Community($email: String!, $password: String!) {
  singInToCommunity(email: $email, password: $password) { success communityToken }
}`;

export const SIGN_OUT = 'mutation { signOut { success message } }';

export const REQUEST_RESET =
  'mutation RequestReset($email: String!) { requestResetPassword(email: $email) { success message } }';

export const RESET_PASSWORD = `mutation Reset($newPassword1: String!, $newPassword2: String!, $resetCode: String!) {
  resetPassword(newPassword1: $newPassword1, newPassword2: $newPassword2, resetCode: $resetCode) { success message }
}`;

export const UPDATE_PASSWORD = `mutation Update($newPassword1: String!, $newPassword2: String!, $oldPassword: String!) {
  updatePassword(newPassword1: $newPassword1, newPassword2: $newPassword2, oldPassword: $oldPassword) {
    success message token user { ${USER_FIELDS} }
  }
}`;

export const DEACTIVATE =
  'mutation Deactivate($reason: String!) { deactivateUserAccount(reason: $reason) { success message } }';

export const GET_PROFILE = `query {
  getProfile {
    pvid userPvid userCode firstName lastName initialName email dateJoined roleCode roleName tutorKind
    country currency balance hasBalance avatar description address dob
  }
}`;

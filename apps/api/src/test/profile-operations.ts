/** The profile, reference and testimonial operations as the web sends them. */

export const PROFILE_FIELDS = `
  pvid userPvid userCode firstName lastName initialName email dateJoined dateModified roleCode roleName
  tutorKind country currency balance hasBalance avatar description address dob nric phone gender race
  referralCode eventsFromGoogle school isOwner
  subjectList { pvid programmeSubjectPvid name levels { pvid programmeLevelPvid name curriculumName pricePerHour } }
  education { pvid institution fromDate toDate isPresent }
  experience { pvid type institution fromDate toDate isPresent isPrivateTutor subjects { pvid name level curriculum } }
  certificates { pvid name issuer issuedDate relativePath fileName }
  skills { pvid name }
  otherPlatforms { pvid otherPlatformPvid name link icon }
  curriculumList { pvid name country }
  counsellingSubjects { pvid programmeSubjectCounsellingPvid name pricePerHour orderList }
  nonAcademic { pvid name status subNonAcademic { pvid profileNonAcademicPvid nonAcademicPvid name status pricePerHour orderList } }
  completionUser { pvid completionPercent }
  completionDetail { pvid profileSection complete }
  visibleInSearch testimonialCount reviewCount averageRating
`;

export const GET_OWN_PROFILE = `query { getProfile { ${PROFILE_FIELDS} } }`;

export const GET_PROFILE_OF = `query Profile($userPvid: ID, $code: String, $source: String) {
  getProfile(userPvid: $userPvid, code: $code, source: $source) { ${PROFILE_FIELDS} }
}`;

export const UPDATE_BASIC_PROFILE = `mutation Basic($desc: String, $address: String) {
  updateBasicProfile(desc: $desc, address: $address) { ${PROFILE_FIELDS} }
}`;

export const UPDATE_PROFILE = `mutation Update(
  $firstName: String, $lastName: String, $dob: String, $nric: String, $phone: String, $gender: Gender,
  $race: String, $address: String, $description: String, $eventsFromGoogle: Boolean, $balance: Money,
  $hasBalance: Boolean
) {
  updateProfile(
    firstName: $firstName, lastName: $lastName, dob: $dob, nric: $nric, phone: $phone, gender: $gender,
    race: $race, address: $address, description: $description, eventsFromGoogle: $eventsFromGoogle,
    balance: $balance, hasBalance: $hasBalance
  ) { ${PROFILE_FIELDS} }
}`;

export const UPDATE_CURRICULA = `mutation Curricula($list: [ID!]!) {
  updateProfileCurriculum(list: $list) { ${PROFILE_FIELDS} }
}`;

export const UPDATE_SUBJECT = `mutation Subjects($list: [SubjectInput!]!) {
  updateSubject(list: $list) { ${PROFILE_FIELDS} }
}`;

export const UPDATE_EDUCATION = `mutation Education($list: [EducationInput!]!) {
  updateEducation(list: $list) { ${PROFILE_FIELDS} }
}`;

export const UPDATE_EXPERIENCE = `mutation Experience($list: [ExperienceInput!]!) {
  updateExperience(list: $list) { ${PROFILE_FIELDS} }
}`;

export const UPDATE_SKILL = `mutation Skills($list: [String!]!) { updateSkill(list: $list) { ${PROFILE_FIELDS} } }`;

export const UPDATE_OTHER_PLATFORM = `mutation Platforms($list: [OtherPlatformInput!]!) {
  updateOtherPlatform(list: $list) { ${PROFILE_FIELDS} }
}`;

export const UPDATE_SCHOOL = `mutation School($school: String!) {
  updateSchoolProfile(school: $school) { ${PROFILE_FIELDS} }
}`;

export const UPDATE_COUNSELLING = `mutation Counselling($list: [CounsellingSubjectInput!]!) {
  updateProgrammeSubjectCounselling(list: $list) { ${PROFILE_FIELDS} }
}`;

export const UPDATE_NON_ACADEMIC = `mutation NonAcademic($list: [NonAcademicSubjectInput!]!) {
  updateSubjectNonAcademic(list: $list) { ${PROFILE_FIELDS} }
}`;

/** The pvid-list deletes, by mutation name. */
export const DELETES = [
  'deleteEducation',
  'deleteExperience',
  'deleteExperienceSubject',
  'deleteExperienceLevel',
  'deleteSubject',
  'deleteLevel',
  'deleteSkill',
  'deleteOtherPlatform',
  'deleteProgrammeSubjectCounselling',
  'deleteSubjectNonAcademic',
] as const;
export type DeleteName = (typeof DELETES)[number];

export const deleteMutation = (name: DeleteName): string =>
  `mutation Delete($pvidList: [ID!]!) { ${name}(pvidList: $pvidList) { success message } }`;

const CERTIFICATE_FIELDS = 'pvid name issuer issuedDate relativePath fileName';

export const ADD_CERTIFICATE = `mutation AddCertificate($name: String!, $issuer: String!, $issuedDate: String!, $resourcePvid: ID) {
  addCertificate(name: $name, issuer: $issuer, issuedDate: $issuedDate, resourcePvid: $resourcePvid) { ${CERTIFICATE_FIELDS} }
}`;

export const UPDATE_CERTIFICATE = `mutation UpdateCertificate(
  $pvid: ID!, $name: String!, $issuer: String!, $issuedDate: String!, $resourcePvid: ID
) {
  updateCertificate(pvid: $pvid, name: $name, issuer: $issuer, issuedDate: $issuedDate, resourcePvid: $resourcePvid) {
    ${CERTIFICATE_FIELDS}
  }
}`;

export const DELETE_CERTIFICATE =
  'mutation DeleteCertificate($pvid: ID!) { deleteCertificate(pvid: $pvid) { success message } }';

export const FIND_SKILLS = 'query Find($filter: String!) { findSkills(filter: $filter) }';

export const GET_SUGGESTION_PRICE = `query Price($country: String) {
  getSuggestionPrice(country: $country) {
    country currency suggestionMin suggestionMax minimumTariff sliderMin sliderMax sliderStep
  }
}`;

export const LIST_WHO_VIEWED = `query {
  listWhoViewedProfile { oneWeek twoWeeks oneMonth viewers { userPvid firstName lastName avatar viewedAt } }
}`;

export const GET_TUTOR_ARTICLES = `query Articles($tutorPvid: ID!) {
  getTutorArticles(tutorPvid: $tutorPvid) { pvid title image comments views upvotes downvotes status tags }
}`;

export const PROFILE_COMPLETION_REQUEST = `mutation Ask($userPvid: ID!, $section: String!, $messages: String) {
  profileCompletionRequest(userPvid: $userPvid, section: $section, messages: $messages) { success message }
}`;

export const ADD_TESTIMONIAL = `mutation Add(
  $programmeSubjectPvid: ID, $comment: String!, $referralCode: String!, $rating: Int!, $email: String!, $name: String!
) {
  addTestimonial(
    programmeSubjectPvid: $programmeSubjectPvid, comment: $comment, referralCode: $referralCode, rating: $rating,
    email: $email, name: $name
  ) { success message }
}`;

export const CONFIRM_TESTIMONIAL =
  'mutation Confirm($code: String!) { confirmTestimonial(code: $code) { success message } }';

export const GET_TESTIMONIALS = `query Testimonials($userPvid: ID!, $limit: Int) {
  getTestimonialList(userPvid: $userPvid, limit: $limit) { pvid comment postedDate rating reviewer subjectName }
}`;

export const GET_TESTIMONIALS_BY_TOKEN = `query TestimonialsByToken($token: String!, $limit: Int) {
  getTestimonialListByToken(token: $token, limit: $limit) { pvid comment postedDate rating reviewer subjectName }
}`;

/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** Hourly, in minor units of the market currency. */
export type AssignmentPriceRangeInput = {
  endPrice: number;
  startPrice: number;
};

/** How the viewer stands to the assignment. */
export type AssignmentRole =
  | 'OWNER'
  | 'TUTOR'
  | 'VIEWER';

export type AvailabilityExceptionInput = {
  date: string;
  intervals?: Array<DayIntervalInput> | null | undefined;
  kind: AvailabilityExceptionKind;
};

/** A day off, extra hours on a date, or hours blocked on a date (not offered). */
export type AvailabilityExceptionKind =
  | 'blocked'
  | 'extra'
  | 'off';

export type BlogPostStatus =
  | 'DRAFT'
  | 'PUBLISHED';

/** A status change (the domain’s state machine), or an offer: reschedule, reportNoShow, dispute. */
export type BookingAction =
  | 'accept'
  | 'autoReject'
  | 'cancel'
  | 'cancelBeforePaid'
  | 'dispute'
  | 'done'
  | 'expire'
  | 'pay'
  | 'reject'
  | 'reportNoShow'
  | 'reschedule'
  | 'transfer'
  | 'tutorCancel';

/** Whose bookings: as the student who booked, or as the tutor booked. */
export type BookingRole =
  | 'STUDENT'
  | 'TUTOR';

/** The booking state machine of packages/domain/src/booking.ts. */
export type BookingStatus =
  | 'ACCEPTED'
  | 'CANCELLED'
  | 'DONE'
  | 'PAID'
  | 'PENDING'
  | 'REJECTED';

export type BookingType =
  | 'IN_PERSON'
  | 'ONLINE';

export type BoostStatus =
  | 'ACTIVE'
  | 'QUEUED';

/** Spec section 4, Boost types: the home page’s tutors, or the top of browse results. */
export type BoostType =
  | 'CategoryListingPage'
  | 'HomePage';

export type CartItemType =
  | 'Booking'
  | 'Class'
  | 'Content';

export type ClassEnrolmentStatus =
  | 'ENROLLED'
  | 'REFUNDED';

/** A session as the tutor enters it: a date and start time in their market’s zone, and a length. */
export type ClassSessionInput = {
  /** YYYY-MM-DD in the market’s zone. */
  date: string;
  durationMinutes: number;
  /** HH:mm (24 h), on a quarter hour. */
  time: string;
};

export type ClassStatus =
  | 'CANCELLED'
  | 'OPEN';

export type ClassroomMediaMode =
  | 'MESH'
  | 'SFU';

export type ClassroomRole =
  | 'STUDENT'
  | 'TUTOR';

export type ClassroomRoomKind =
  | 'BOOKING'
  | 'CLASS_SESSION'
  | 'STUDY_ROOM';

export type ClassroomSignalKind =
  | 'ANSWER'
  | 'CHAT'
  | 'CLEAR'
  | 'ICE'
  | 'JOINED'
  | 'LEFT'
  | 'MEDIA'
  | 'MUTE'
  | 'OFFER'
  | 'REMOVED'
  | 'STROKE';

export type ClassroomState =
  | 'ENDED'
  | 'NOT_YET'
  | 'OPEN';

export type CommunityPostKind =
  | 'POST'
  | 'QUESTION';

export type CommunityTab =
  | 'FOLLOWING'
  | 'LATEST'
  | 'QUESTIONS'
  | 'UNANSWERED';

export type CommunityTarget =
  | 'ANSWER'
  | 'POST';

export type CommunityVote =
  | 'DOWN'
  | 'UP';

export type CounsellingSubjectInput = {
  orderList?: number | null | undefined;
  pricePerHour: number;
  programmeSubjectCounsellingPvid: string | number;
};

export type CreditHistoryType =
  | 'BOOST'
  | 'PURCHASE'
  | 'STORAGE'
  | 'VOUCHER_CLAIM'
  | 'VOUCHER_FEE';

export type DayIntervalInput = {
  end: number;
  start: number;
};

export type DisputeAction =
  | 'accept'
  | 'counter'
  | 'escalate'
  | 'message';

export type DisputeEventKind =
  | 'AGREED'
  | 'DECIDED'
  | 'ESCALATED'
  | 'MESSAGE'
  | 'OPENED'
  | 'PROPOSAL'
  | 'TIMEOUT';

export type DisputeKind =
  | 'LESSON'
  | 'NO_SHOW';

export type DisputeOutcome =
  | 'FULL_REFUND'
  | 'NO_REFUND'
  | 'PARTIAL_REFUND';

export type DisputeParty =
  | 'student'
  | 'tutor';

export type DisputeReason =
  | 'LESSON_CUT_SHORT'
  | 'LESSON_NOT_AS_DESCRIBED'
  | 'OTHER'
  | 'STUDENT_NO_SHOW'
  | 'TECHNICAL_PROBLEMS'
  | 'TUTOR_LATE'
  | 'TUTOR_NO_SHOW';

export type DisputeStatus =
  | 'AGREED'
  | 'DECIDED'
  | 'ESCALATED'
  | 'NEGOTIATING';

export type EducationInput = {
  fromDate: string;
  institution: string;
  isPresent: boolean;
  /** Set to update, omit to add. */
  pvid?: string | number | null | undefined;
  toDate?: string | null | undefined;
};

export type ExperienceInput = {
  fromDate: string;
  institution: string;
  isPresent: boolean;
  isPrivateTutor: boolean;
  pvid?: string | number | null | undefined;
  subjects: Array<ExperienceSubjectInput>;
  toDate?: string | null | undefined;
  type: ExperienceType;
};

export type ExperienceSubjectInput = {
  curriculum?: string | null | undefined;
  level?: string | null | undefined;
  name: string;
};

export type ExperienceType =
  | 'ACADEMIC'
  | 'COUNSELLING'
  | 'NON_ACADEMIC';

export type FavouriteInput = {
  selectedItems?: Array<FavouriteSelectedItemInput> | null | undefined;
  uuid: string | number;
};

export type FavouriteSelectedItemInput = {
  profileSubjectId: string | number;
  /** 1..100 */
  units: number;
};

export type FeedVote =
  | 'DOWN'
  | 'UP';

export type FeedbackCategory =
  | 'IDEA'
  | 'OTHER'
  | 'PRAISE'
  | 'PROBLEM';

export type Gender =
  | 'Female'
  | 'Male';

/** Why the student learns: an exam, school, a skill, a hobby. */
export type LearningGoal =
  | 'EXAM'
  | 'HOBBY'
  | 'SCHOOL'
  | 'SKILL';

export type NonAcademicSubjectInput = {
  /** A reference sub-category. */
  nonAcademicPvid: string | number;
  orderList?: number | null | undefined;
  pricePerHour: number;
};

export type OtherPlatformInput = {
  link: string;
  otherPlatformPvid: string | number;
  pvid?: string | number | null | undefined;
};

/** A part of the day: MORNING 06–12, AFTERNOON 12–17, EVENING 17–22 (TIME_OF_DAY_MINUTES). */
export type PreferredTime =
  | 'AFTERNOON'
  | 'EVENING'
  | 'MORNING';

export type PriceRange = {
  /** Minor units, inclusive. */
  endPrice?: number | null | undefined;
  /** Minor units, inclusive. */
  startPrice?: number | null | undefined;
};

/** How a median reply time reads: within an hour, 2 hours, a day, or longer. */
export type ReplyWithin =
  | 'DAY'
  | 'DAYS'
  | 'HOUR'
  | 'TWO_HOURS';

export type ReportAction =
  | 'DISMISS'
  | 'REMOVE_CONTENT'
  | 'SUSPEND_USER';

export type ReportStatus =
  | 'OPEN'
  | 'RESOLVED';

export type ReportTargetType =
  | 'FEED_COMMENT'
  | 'MESSAGE'
  | 'PROFILE'
  | 'REVIEW';

export type StoragePaymentMethod =
  | 'BALANCE'
  | 'CREDITS';

export type StudyRoomMode =
  | 'AUDIO'
  | 'CAMERA';

export type StudyRoomTopic =
  | 'CODING'
  | 'EXAM_PREP'
  | 'GENERAL'
  | 'HUMANITIES'
  | 'LANGUAGES'
  | 'MATHS'
  | 'SCIENCE';

export type SubjectInput = {
  /** Replaces the levels of this subject. */
  levels: Array<SubjectLevelInput>;
  programmeSubjectPvid: string | number;
};

export type SubjectLevelInput = {
  /** Minor units, from the market's minimum tariff to its maximum price. */
  pricePerHour: number;
  programmeLevelPvid: string | number;
};

/** Whose transactions: payments the user made, or payments for lessons the user teaches. */
export type TransactionRole =
  | 'STUDENT'
  | 'TUTOR';

export type TransactionService =
  | 'BALANCE'
  | 'BOOKING'
  | 'CART'
  | 'CLASS'
  | 'CREDITS'
  | 'DISPUTE';

export type TransactionStatus =
  | 'CANCELLED'
  | 'FAILED'
  | 'PAID'
  | 'PENDING';

/** DRAFT, IN_REVIEW (sent to the team), PUBLISHED, REJECTED (sent back with a reason). */
export type TutorArticleStatus =
  | 'DRAFT'
  | 'IN_REVIEW'
  | 'PUBLISHED'
  | 'REJECTED';

export type TutorFileShareTarget =
  | 'BOOKING'
  | 'CLASS';

export type TutorKind =
  | 'ACADEMIC'
  | 'COUNSELLING'
  | 'LIFELONG';

export type VoucherDiscountType =
  | 'Fixed'
  | 'Percentage';

export type VoucherService =
  | 'Booking';

export type WeekdayHoursInput = {
  intervals: Array<DayIntervalInput>;
  weekday: number;
};

export type ActivateAccountMutationVariables = Exact<{
  code: string;
}>;


export type ActivateAccountMutation = { activateAccount: { success: boolean, message: string, signIn: { firstTime: boolean, token: string, communityToken: string | null, communityUrl: string | null, user: { pvid: string, email: string, dateJoined: string, token: string, verified: boolean, isActive: boolean, country: string, role: { pvid: string, code: string, name: string, isPrivate: boolean } }, companydata: { pvid: string, userPvid: string, email: string, name: string, designation: string | null } | null } | null } };

export type DeactivateUserAccountMutationVariables = Exact<{
  reason: string;
}>;


export type DeactivateUserAccountMutation = { deactivateUserAccount: { success: boolean, message: string } };

export type ListRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type ListRolesQuery = { listRoles: Array<{ pvid: string, code: string, name: string, isPrivate: boolean }> };

export type RegisterCompanyMutationVariables = Exact<{
  rolePvid: string | number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  country: string;
  designation?: string | null | undefined;
  companyName: string;
  companyCity: string;
  companyState?: string | null | undefined;
  companyCountry: string;
  companyStreet: string;
  companyEmail: string;
  companyFacebook?: string | null | undefined;
  companyIndustry: string;
  companyInstagram?: string | null | undefined;
  companyLinkedin?: string | null | undefined;
  companyPhone: string;
  companyPostalCode: string;
  companySummary: string;
  companyTwitter?: string | null | undefined;
  companyUnit: string;
  companyWebsite: string;
}>;


export type RegisterCompanyMutation = { registerCompany: { success: boolean, message: string } };

export type RegisterMutationVariables = Exact<{
  rolePvid: string | number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  country: string;
  dob?: string | null | undefined;
  address?: string | null | undefined;
  referralId?: string | null | undefined;
  referralCode?: string | null | undefined;
  uplineId?: string | null | undefined;
  tutorKind?: TutorKind | null | undefined;
  redirect?: string | null | undefined;
}>;


export type RegisterMutation = { register: { success: boolean, message: string } };

export type RequestResetPasswordMutationVariables = Exact<{
  email: string;
}>;


export type RequestResetPasswordMutation = { requestResetPassword: { success: boolean, message: string } };

export type ResetPasswordMutationVariables = Exact<{
  newPassword1: string;
  newPassword2: string;
  resetCode: string;
}>;


export type ResetPasswordMutation = { resetPassword: { success: boolean, message: string } };

export type SendActivationEmailMutationVariables = Exact<{
  email: string;
}>;


export type SendActivationEmailMutation = { sendActivationEmail: { success: boolean, message: string } };

export type SignInFieldsFragment = { firstTime: boolean, token: string, communityToken: string | null, communityUrl: string | null, user: { pvid: string, email: string, dateJoined: string, token: string, verified: boolean, isActive: boolean, country: string, role: { pvid: string, code: string, name: string, isPrivate: boolean } }, companydata: { pvid: string, userPvid: string, email: string, name: string, designation: string | null } | null };

export type SignInMutationVariables = Exact<{
  email: string;
  password: string;
  community?: boolean | null | undefined;
}>;


export type SignInMutation = { signIn: { firstTime: boolean, token: string, communityToken: string | null, communityUrl: string | null, user: { pvid: string, email: string, dateJoined: string, token: string, verified: boolean, isActive: boolean, country: string, role: { pvid: string, code: string, name: string, isPrivate: boolean } }, companydata: { pvid: string, userPvid: string, email: string, name: string, designation: string | null } | null } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: { success: boolean, message: string } };

export type UpdatePasswordMutationVariables = Exact<{
  newPassword1: string;
  newPassword2: string;
  oldPassword: string;
}>;


export type UpdatePasswordMutation = { updatePassword: { success: boolean, message: string, token: string, user: { pvid: string, email: string, dateJoined: string, token: string, verified: boolean, isActive: boolean, country: string, role: { pvid: string, code: string, name: string, isPrivate: boolean } } } };

export type AssignmentPersonFieldsFragment = { userPvid: string, userCode: string, firstName: string, lastName: string, avatarUrl: string | null };

export type AssignmentFieldsFragment = { pvid: string, title: string, tutorExperience: number, location: string, notes: string | null, isActive: boolean, tutorGender: string, curriculumPvid: string, subjectPvid: string, programmeLevelName: string, programmeSubjectName: string, priceRangeStartPrice: number, priceRangeEndPrice: number, currency: string, country: string, isJoin: boolean, joinStudent: number, broadcast: boolean, broadcastCount: number | null, createdAt: string, role: AssignmentRole, applicantCount: number, profileJoin: { userPvid: string, userCode: string, firstName: string, lastName: string, avatarUrl: string | null }, acceptanceTutorList: Array<{ pvid: string, isApply: boolean, isAccept: boolean | null, broadcasted: boolean, updatedAt: string, tutor: { userPvid: string, userCode: string, firstName: string, lastName: string, avatarUrl: string | null } }> };

export type AddPostingAssignmentMutationVariables = Exact<{
  title?: string | null | undefined;
  curriculumPvid?: string | number | null | undefined;
  subjectPvid?: string | number | null | undefined;
  tutorExperience?: number | null | undefined;
  location?: string | null | undefined;
  notes?: string | null | undefined;
  isActive?: boolean | null | undefined;
  tutorGender?: string | null | undefined;
  isJoin?: boolean | null | undefined;
  joinStudent?: number | null | undefined;
  priceRange?: AssignmentPriceRangeInput | null | undefined;
  broadcast?: boolean | null | undefined;
  country?: string | null | undefined;
}>;


export type AddPostingAssignmentMutation = { addPostingAssignment: { pvid: string, title: string, tutorExperience: number, location: string, notes: string | null, isActive: boolean, tutorGender: string, curriculumPvid: string, subjectPvid: string, programmeLevelName: string, programmeSubjectName: string, priceRangeStartPrice: number, priceRangeEndPrice: number, currency: string, country: string, isJoin: boolean, joinStudent: number, broadcast: boolean, broadcastCount: number | null, createdAt: string, role: AssignmentRole, applicantCount: number, profileJoin: { userPvid: string, userCode: string, firstName: string, lastName: string, avatarUrl: string | null }, acceptanceTutorList: Array<{ pvid: string, isApply: boolean, isAccept: boolean | null, broadcasted: boolean, updatedAt: string, tutor: { userPvid: string, userCode: string, firstName: string, lastName: string, avatarUrl: string | null } }> } };

export type AcceptanceAssignmentMutationVariables = Exact<{
  pvid: string | number;
  isAccept: boolean;
}>;


export type AcceptanceAssignmentMutation = { acceptanceAssignment: { success: boolean, message: string, assignment: { pvid: string, title: string, tutorExperience: number, location: string, notes: string | null, isActive: boolean, tutorGender: string, curriculumPvid: string, subjectPvid: string, programmeLevelName: string, programmeSubjectName: string, priceRangeStartPrice: number, priceRangeEndPrice: number, currency: string, country: string, isJoin: boolean, joinStudent: number, broadcast: boolean, broadcastCount: number | null, createdAt: string, role: AssignmentRole, applicantCount: number, profileJoin: { userPvid: string, userCode: string, firstName: string, lastName: string, avatarUrl: string | null }, acceptanceTutorList: Array<{ pvid: string, isApply: boolean, isAccept: boolean | null, broadcasted: boolean, updatedAt: string, tutor: { userPvid: string, userCode: string, firstName: string, lastName: string, avatarUrl: string | null } }> } } };

export type SetPostingAssignmentActiveMutationVariables = Exact<{
  pvid: string | number;
  isActive: boolean;
}>;


export type SetPostingAssignmentActiveMutation = { setPostingAssignmentActive: { pvid: string, title: string, tutorExperience: number, location: string, notes: string | null, isActive: boolean, tutorGender: string, curriculumPvid: string, subjectPvid: string, programmeLevelName: string, programmeSubjectName: string, priceRangeStartPrice: number, priceRangeEndPrice: number, currency: string, country: string, isJoin: boolean, joinStudent: number, broadcast: boolean, broadcastCount: number | null, createdAt: string, role: AssignmentRole, applicantCount: number, profileJoin: { userPvid: string, userCode: string, firstName: string, lastName: string, avatarUrl: string | null }, acceptanceTutorList: Array<{ pvid: string, isApply: boolean, isAccept: boolean | null, broadcasted: boolean, updatedAt: string, tutor: { userPvid: string, userCode: string, firstName: string, lastName: string, avatarUrl: string | null } }> } };

export type ListPostingAssignmentQueryVariables = Exact<{ [key: string]: never; }>;


export type ListPostingAssignmentQuery = { listPostingAssignment: Array<{ pvid: string, title: string, tutorExperience: number, location: string, notes: string | null, isActive: boolean, tutorGender: string, curriculumPvid: string, subjectPvid: string, programmeLevelName: string, programmeSubjectName: string, priceRangeStartPrice: number, priceRangeEndPrice: number, currency: string, country: string, isJoin: boolean, joinStudent: number, broadcast: boolean, broadcastCount: number | null, createdAt: string, role: AssignmentRole, applicantCount: number, profileJoin: { userPvid: string, userCode: string, firstName: string, lastName: string, avatarUrl: string | null }, acceptanceTutorList: Array<{ pvid: string, isApply: boolean, isAccept: boolean | null, broadcasted: boolean, updatedAt: string, tutor: { userPvid: string, userCode: string, firstName: string, lastName: string, avatarUrl: string | null } }> } | null> };

export type FindAssignmentQueryVariables = Exact<{
  country?: string | null | undefined;
  keywords?: string | null | undefined;
  subject?: string | number | null | undefined;
  curriculum?: string | number | null | undefined;
  startPrice?: number | null | undefined;
  endPrice?: number | null | undefined;
  tutorExperience?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type FindAssignmentQuery = { findAssignment: Array<{ pvid: string, title: string, tutorExperience: number, location: string, notes: string | null, isActive: boolean, tutorGender: string, curriculumPvid: string, subjectPvid: string, programmeLevelName: string, programmeSubjectName: string, priceRangeStartPrice: number, priceRangeEndPrice: number, currency: string, country: string, isJoin: boolean, joinStudent: number, broadcast: boolean, broadcastCount: number | null, createdAt: string, role: AssignmentRole, applicantCount: number, profileJoin: { userPvid: string, userCode: string, firstName: string, lastName: string, avatarUrl: string | null }, acceptanceTutorList: Array<{ pvid: string, isApply: boolean, isAccept: boolean | null, broadcasted: boolean, updatedAt: string, tutor: { userPvid: string, userCode: string, firstName: string, lastName: string, avatarUrl: string | null } }> } | null> };

export type DetailPostingAssignmentQueryVariables = Exact<{
  pvid: string | number;
}>;


export type DetailPostingAssignmentQuery = { detailPostingAssignment: { pvid: string, title: string, tutorExperience: number, location: string, notes: string | null, isActive: boolean, tutorGender: string, curriculumPvid: string, subjectPvid: string, programmeLevelName: string, programmeSubjectName: string, priceRangeStartPrice: number, priceRangeEndPrice: number, currency: string, country: string, isJoin: boolean, joinStudent: number, broadcast: boolean, broadcastCount: number | null, createdAt: string, role: AssignmentRole, applicantCount: number, profileJoin: { userPvid: string, userCode: string, firstName: string, lastName: string, avatarUrl: string | null }, acceptanceTutorList: Array<{ pvid: string, isApply: boolean, isAccept: boolean | null, broadcasted: boolean, updatedAt: string, tutor: { userPvid: string, userCode: string, firstName: string, lastName: string, avatarUrl: string | null } }> } };

export type ListAssignmentAcceptanceQueryVariables = Exact<{ [key: string]: never; }>;


export type ListAssignmentAcceptanceQuery = { listAssignmentAcceptance: Array<{ pvid: string, title: string, tutorExperience: number, location: string, notes: string | null, isActive: boolean, tutorGender: string, curriculumPvid: string, subjectPvid: string, programmeLevelName: string, programmeSubjectName: string, priceRangeStartPrice: number, priceRangeEndPrice: number, currency: string, country: string, isJoin: boolean, joinStudent: number, broadcast: boolean, broadcastCount: number | null, createdAt: string, role: AssignmentRole, applicantCount: number, profileJoin: { userPvid: string, userCode: string, firstName: string, lastName: string, avatarUrl: string | null }, acceptanceTutorList: Array<{ pvid: string, isApply: boolean, isAccept: boolean | null, broadcasted: boolean, updatedAt: string, tutor: { userPvid: string, userCode: string, firstName: string, lastName: string, avatarUrl: string | null } }> } | null> };

export type BookingFieldsFragment = { pvid: string, startTime: string, endTime: string, location: string, status: BookingStatus, notes: string, classUrl: string | null, isTutorWithdrawMoney: boolean, amountPaidUsingUserBalance: number, amountPaidByCard: number, price: number, dueAmount: number, currency: string, duration: number, type: BookingType, isFirstBooking: boolean, availableActions: Array<BookingAction>, isTrial: boolean, numberOfLessons: number, freeCancellationUntil: string, cancellationRefund: number | null, acceptBy: string | null, completesAt: string | null, lessonReview: { open: boolean, testimonial: { pvid: string, rating: number } | null }, pendingReschedule: { id: string, startTime: string, endTime: string, proposedByMe: boolean } | null, subjectInfo: { pvid: string | null, subject: string, level: string }, student: { userPvid: string, firstName: string, lastName: string, email: string | null, phone: string | null }, tutor: { userPvid: string, firstName: string, lastName: string, email: string | null, phone: string | null } };

export type AddBookingMutationVariables = Exact<{
  tutorPvid: string | number;
  subjectPvid: string | number;
  startTime: string;
  endTime: string;
  type: BookingType;
  location?: string | null | undefined;
  notes?: string | null | undefined;
  duration: number;
  numberOfLessons?: number | null | undefined;
  isTrial?: boolean | null | undefined;
}>;


export type AddBookingMutation = { addBooking: { booking: { pvid: string } } };

export type UpdateBookingStatusMutationVariables = Exact<{
  id: string | number;
  status: BookingStatus;
}>;


export type UpdateBookingStatusMutation = { updateBooking: { pvid: string, startTime: string, endTime: string, location: string, status: BookingStatus, notes: string, classUrl: string | null, isTutorWithdrawMoney: boolean, amountPaidUsingUserBalance: number, amountPaidByCard: number, price: number, dueAmount: number, currency: string, duration: number, type: BookingType, isFirstBooking: boolean, availableActions: Array<BookingAction>, isTrial: boolean, numberOfLessons: number, freeCancellationUntil: string, cancellationRefund: number | null, acceptBy: string | null, completesAt: string | null, lessonReview: { open: boolean, testimonial: { pvid: string, rating: number } | null }, pendingReschedule: { id: string, startTime: string, endTime: string, proposedByMe: boolean } | null, subjectInfo: { pvid: string | null, subject: string, level: string }, student: { userPvid: string, firstName: string, lastName: string, email: string | null, phone: string | null }, tutor: { userPvid: string, firstName: string, lastName: string, email: string | null, phone: string | null } } };

export type CancelBookingMutationVariables = Exact<{
  bookingId: string | number;
}>;


export type CancelBookingMutation = { cancelBooking: { pvid: string, startTime: string, endTime: string, location: string, status: BookingStatus, notes: string, classUrl: string | null, isTutorWithdrawMoney: boolean, amountPaidUsingUserBalance: number, amountPaidByCard: number, price: number, dueAmount: number, currency: string, duration: number, type: BookingType, isFirstBooking: boolean, availableActions: Array<BookingAction>, isTrial: boolean, numberOfLessons: number, freeCancellationUntil: string, cancellationRefund: number | null, acceptBy: string | null, completesAt: string | null, lessonReview: { open: boolean, testimonial: { pvid: string, rating: number } | null }, pendingReschedule: { id: string, startTime: string, endTime: string, proposedByMe: boolean } | null, subjectInfo: { pvid: string | null, subject: string, level: string }, student: { userPvid: string, firstName: string, lastName: string, email: string | null, phone: string | null }, tutor: { userPvid: string, firstName: string, lastName: string, email: string | null, phone: string | null } } };

export type CancelBookingBeforePaidMutationVariables = Exact<{
  bookingId: string | number;
}>;


export type CancelBookingBeforePaidMutation = { cancelBookingBeforePaid: { pvid: string, startTime: string, endTime: string, location: string, status: BookingStatus, notes: string, classUrl: string | null, isTutorWithdrawMoney: boolean, amountPaidUsingUserBalance: number, amountPaidByCard: number, price: number, dueAmount: number, currency: string, duration: number, type: BookingType, isFirstBooking: boolean, availableActions: Array<BookingAction>, isTrial: boolean, numberOfLessons: number, freeCancellationUntil: string, cancellationRefund: number | null, acceptBy: string | null, completesAt: string | null, lessonReview: { open: boolean, testimonial: { pvid: string, rating: number } | null }, pendingReschedule: { id: string, startTime: string, endTime: string, proposedByMe: boolean } | null, subjectInfo: { pvid: string | null, subject: string, level: string }, student: { userPvid: string, firstName: string, lastName: string, email: string | null, phone: string | null }, tutor: { userPvid: string, firstName: string, lastName: string, email: string | null, phone: string | null } } };

export type BookingDoneMutationVariables = Exact<{
  bookingId: string | number;
}>;


export type BookingDoneMutation = { bookingDone: { pvid: string, startTime: string, endTime: string, location: string, status: BookingStatus, notes: string, classUrl: string | null, isTutorWithdrawMoney: boolean, amountPaidUsingUserBalance: number, amountPaidByCard: number, price: number, dueAmount: number, currency: string, duration: number, type: BookingType, isFirstBooking: boolean, availableActions: Array<BookingAction>, isTrial: boolean, numberOfLessons: number, freeCancellationUntil: string, cancellationRefund: number | null, acceptBy: string | null, completesAt: string | null, lessonReview: { open: boolean, testimonial: { pvid: string, rating: number } | null }, pendingReschedule: { id: string, startTime: string, endTime: string, proposedByMe: boolean } | null, subjectInfo: { pvid: string | null, subject: string, level: string }, student: { userPvid: string, firstName: string, lastName: string, email: string | null, phone: string | null }, tutor: { userPvid: string, firstName: string, lastName: string, email: string | null, phone: string | null } } };

export type PayPartWithBalanceMutationVariables = Exact<{
  bookingId: string | number;
}>;


export type PayPartWithBalanceMutation = { paidPartOfBookingPriceUseUserBalance: { pvid: string, startTime: string, endTime: string, location: string, status: BookingStatus, notes: string, classUrl: string | null, isTutorWithdrawMoney: boolean, amountPaidUsingUserBalance: number, amountPaidByCard: number, price: number, dueAmount: number, currency: string, duration: number, type: BookingType, isFirstBooking: boolean, availableActions: Array<BookingAction>, isTrial: boolean, numberOfLessons: number, freeCancellationUntil: string, cancellationRefund: number | null, acceptBy: string | null, completesAt: string | null, lessonReview: { open: boolean, testimonial: { pvid: string, rating: number } | null }, pendingReschedule: { id: string, startTime: string, endTime: string, proposedByMe: boolean } | null, subjectInfo: { pvid: string | null, subject: string, level: string }, student: { userPvid: string, firstName: string, lastName: string, email: string | null, phone: string | null }, tutor: { userPvid: string, firstName: string, lastName: string, email: string | null, phone: string | null } } };

export type TransferBookingMoneyMutationVariables = Exact<{
  bookingId: string | number;
}>;


export type TransferBookingMoneyMutation = { tutorTransfareBookingMoneyToHisAccount: { pvid: string, startTime: string, endTime: string, location: string, status: BookingStatus, notes: string, classUrl: string | null, isTutorWithdrawMoney: boolean, amountPaidUsingUserBalance: number, amountPaidByCard: number, price: number, dueAmount: number, currency: string, duration: number, type: BookingType, isFirstBooking: boolean, availableActions: Array<BookingAction>, isTrial: boolean, numberOfLessons: number, freeCancellationUntil: string, cancellationRefund: number | null, acceptBy: string | null, completesAt: string | null, lessonReview: { open: boolean, testimonial: { pvid: string, rating: number } | null }, pendingReschedule: { id: string, startTime: string, endTime: string, proposedByMe: boolean } | null, subjectInfo: { pvid: string | null, subject: string, level: string }, student: { userPvid: string, firstName: string, lastName: string, email: string | null, phone: string | null }, tutor: { userPvid: string, firstName: string, lastName: string, email: string | null, phone: string | null } } };

export type AddItemToCartMutationVariables = Exact<{
  itemId: string | number;
  itemType: CartItemType;
  quantity?: number | null | undefined;
}>;


export type AddItemToCartMutation = { addItemToCart: { success: boolean, count: number } };

export type ApplyBookingVoucherMutationVariables = Exact<{
  id: string | number;
  voucherCode?: string | null | undefined;
}>;


export type ApplyBookingVoucherMutation = { updateBooking: { discountAmount: number, voucherCode: string | null, pvid: string, startTime: string, endTime: string, location: string, status: BookingStatus, notes: string, classUrl: string | null, isTutorWithdrawMoney: boolean, amountPaidUsingUserBalance: number, amountPaidByCard: number, price: number, dueAmount: number, currency: string, duration: number, type: BookingType, isFirstBooking: boolean, availableActions: Array<BookingAction>, isTrial: boolean, numberOfLessons: number, freeCancellationUntil: string, cancellationRefund: number | null, acceptBy: string | null, completesAt: string | null, lessonReview: { open: boolean, testimonial: { pvid: string, rating: number } | null }, pendingReschedule: { id: string, startTime: string, endTime: string, proposedByMe: boolean } | null, subjectInfo: { pvid: string | null, subject: string, level: string }, student: { userPvid: string, firstName: string, lastName: string, email: string | null, phone: string | null }, tutor: { userPvid: string, firstName: string, lastName: string, email: string | null, phone: string | null } } };

export type ProposeBookingRescheduleMutationVariables = Exact<{
  bookingId: string | number;
  startTime: string;
}>;


export type ProposeBookingRescheduleMutation = { proposeBookingReschedule: { pvid: string, startTime: string, endTime: string, location: string, status: BookingStatus, notes: string, classUrl: string | null, isTutorWithdrawMoney: boolean, amountPaidUsingUserBalance: number, amountPaidByCard: number, price: number, dueAmount: number, currency: string, duration: number, type: BookingType, isFirstBooking: boolean, availableActions: Array<BookingAction>, isTrial: boolean, numberOfLessons: number, freeCancellationUntil: string, cancellationRefund: number | null, acceptBy: string | null, completesAt: string | null, lessonReview: { open: boolean, testimonial: { pvid: string, rating: number } | null }, pendingReschedule: { id: string, startTime: string, endTime: string, proposedByMe: boolean } | null, subjectInfo: { pvid: string | null, subject: string, level: string }, student: { userPvid: string, firstName: string, lastName: string, email: string | null, phone: string | null }, tutor: { userPvid: string, firstName: string, lastName: string, email: string | null, phone: string | null } } };

export type RespondToBookingRescheduleMutationVariables = Exact<{
  rescheduleId: string | number;
  accept: boolean;
}>;


export type RespondToBookingRescheduleMutation = { respondToBookingReschedule: { pvid: string, startTime: string, endTime: string, location: string, status: BookingStatus, notes: string, classUrl: string | null, isTutorWithdrawMoney: boolean, amountPaidUsingUserBalance: number, amountPaidByCard: number, price: number, dueAmount: number, currency: string, duration: number, type: BookingType, isFirstBooking: boolean, availableActions: Array<BookingAction>, isTrial: boolean, numberOfLessons: number, freeCancellationUntil: string, cancellationRefund: number | null, acceptBy: string | null, completesAt: string | null, lessonReview: { open: boolean, testimonial: { pvid: string, rating: number } | null }, pendingReschedule: { id: string, startTime: string, endTime: string, proposedByMe: boolean } | null, subjectInfo: { pvid: string | null, subject: string, level: string }, student: { userPvid: string, firstName: string, lastName: string, email: string | null, phone: string | null }, tutor: { userPvid: string, firstName: string, lastName: string, email: string | null, phone: string | null } } };

export type GetBookingsQueryVariables = Exact<{
  role: BookingRole;
  status?: BookingStatus | null | undefined;
}>;


export type GetBookingsQuery = { getBookings: Array<{ pvid: string, startTime: string, endTime: string, location: string, status: BookingStatus, notes: string, classUrl: string | null, isTutorWithdrawMoney: boolean, amountPaidUsingUserBalance: number, amountPaidByCard: number, price: number, dueAmount: number, currency: string, duration: number, type: BookingType, isFirstBooking: boolean, availableActions: Array<BookingAction>, isTrial: boolean, numberOfLessons: number, freeCancellationUntil: string, cancellationRefund: number | null, acceptBy: string | null, completesAt: string | null, lessonReview: { open: boolean, testimonial: { pvid: string, rating: number } | null }, pendingReschedule: { id: string, startTime: string, endTime: string, proposedByMe: boolean } | null, subjectInfo: { pvid: string | null, subject: string, level: string }, student: { userPvid: string, firstName: string, lastName: string, email: string | null, phone: string | null }, tutor: { userPvid: string, firstName: string, lastName: string, email: string | null, phone: string | null } } | null> };

export type GetBookingQueryVariables = Exact<{
  id: string | number;
}>;


export type GetBookingQuery = { getBooking: { discountAmount: number, voucherCode: string | null, pvid: string, startTime: string, endTime: string, location: string, status: BookingStatus, notes: string, classUrl: string | null, isTutorWithdrawMoney: boolean, amountPaidUsingUserBalance: number, amountPaidByCard: number, price: number, dueAmount: number, currency: string, duration: number, type: BookingType, isFirstBooking: boolean, availableActions: Array<BookingAction>, isTrial: boolean, numberOfLessons: number, freeCancellationUntil: string, cancellationRefund: number | null, acceptBy: string | null, completesAt: string | null, lessonReview: { open: boolean, testimonial: { pvid: string, rating: number } | null }, pendingReschedule: { id: string, startTime: string, endTime: string, proposedByMe: boolean } | null, subjectInfo: { pvid: string | null, subject: string, level: string }, student: { userPvid: string, firstName: string, lastName: string, email: string | null, phone: string | null }, tutor: { userPvid: string, firstName: string, lastName: string, email: string | null, phone: string | null } } };

export type TutorFreeSlotsQueryVariables = Exact<{
  tutorId: string | number;
  from: string;
  days: number;
  duration: number;
}>;


export type TutorFreeSlotsQuery = { getTutorFreeSlots: Array<string> };

export type StudentBookedTutorsQueryVariables = Exact<{ [key: string]: never; }>;


export type StudentBookedTutorsQuery = { getBookings: Array<{ pvid: string, status: BookingStatus, isFirstBooking: boolean, tutor: { userPvid: string } } | null> };

export type TutorTrialLessonQueryVariables = Exact<{
  tutorId: string | number;
}>;


export type TutorTrialLessonQuery = { getTutorAvailability: { trialLesson: { duration: number, price: number, currency: string } | null } };

export type ReviewLessonMutationVariables = Exact<{
  bookingPvid: string | number;
  rating: number;
  comment: string;
}>;


export type ReviewLessonMutation = { reviewLesson: { pvid: string, rating: number, comment: string, verifiedLesson: boolean } };

export type LessonsToReviewQueryVariables = Exact<{ [key: string]: never; }>;


export type LessonsToReviewQuery = { lessonsToReview: Array<{ bookingPvid: string, startTime: string, endTime: string, subject: string, tutorPvid: string, tutorFirstName: string, tutorLastName: string }> };

export type GetBoostPageQueryVariables = Exact<{ [key: string]: never; }>;


export type GetBoostPageQuery = { getUserCredits: { credits: number }, getUserBoosts: Array<{ id: string, boostType: BoostType, numberOfDays: number, credits: number, startsAt: string, endsAt: string, status: BoostStatus } | null>, home: Array<{ numberOfDays: number, price: number }>, listing: Array<{ numberOfDays: number, price: number }> };

export type BoostTutorProfileMutationVariables = Exact<{
  boostType: BoostType;
  numberOfDays: number;
}>;


export type BoostTutorProfileMutation = { boostTutorProfile: { success: boolean, message: string, boost: { id: string, status: BoostStatus, startsAt: string, endsAt: string } } };

export type BrowseTutorFilterOptionsQueryVariables = Exact<{
  country: string;
}>;


export type BrowseTutorFilterOptionsQuery = { getProgrammeSubjectList: Array<{ pvid: string, name: string }>, getProgrammeCurriculumList: Array<{ pvid: string, name: string }>, getProgrammeLevelList: Array<{ pvid: string, name: string, curriculumPvid: string, curriculumName: string }>, getProgrammeCityList: Array<{ pvid: string, name: string }> };

export type BrowseCoachFilterOptionsQueryVariables = Exact<{
  country: string;
}>;


export type BrowseCoachFilterOptionsQuery = { listProfileNonAcademic: Array<{ pvid: string, name: string, subNonAcademic: Array<{ pvid: string, name: string }> }>, getProgrammeCityList: Array<{ pvid: string, name: string }> };

export type BrowseCounsellorFilterOptionsQueryVariables = Exact<{
  country: string;
}>;


export type BrowseCounsellorFilterOptionsQuery = { getProgrammeSubjectCounselling: Array<{ pvid: string, name: string }>, getProgrammeCityList: Array<{ pvid: string, name: string }> };

export type BrowseMatchingSubjectOptionsQueryVariables = Exact<{
  country: string;
}>;


export type BrowseMatchingSubjectOptionsQuery = { getProgrammeSubjectList: Array<{ pvid: string, name: string }> };

export type BrowseFindCoachesQueryVariables = Exact<{
  keywords?: string | null | undefined;
  price_range?: PriceRange | null | undefined;
  limit?: number | null | undefined;
  page?: number | null | undefined;
  recently?: boolean | null | undefined;
  alphabet?: boolean | null | undefined;
  country?: string | null | undefined;
  coachesSubjectPvid?: string | number | null | undefined;
  cities?: Array<string> | string | null | undefined;
}>;


export type BrowseFindCoachesQuery = { findCoaches: { page: number, total: number, totalPages: number, coaches: Array<{ pvid: string, userPvid: string, firstName: string, lastName: string, address: string | null, token: string, pricePerHour: number | null, currency: string, country: string, description: string | null, userSubject: Array<{ pvid: string, orderList: number, programSubjectCoachesPvid: string, pricePerHour: number, subject: { pvid: string, name: string, country: string } }>, resource: { path: string } | null } | null> } };

export type BrowseFindTutorsMutationVariables = Exact<{
  keywords?: string | null | undefined;
  price_range?: PriceRange | null | undefined;
  subjects?: Array<string | number> | string | number | null | undefined;
  curriculums?: Array<string | number> | string | number | null | undefined;
  levels?: Array<string | number> | string | number | null | undefined;
  tutorExperience?: number | null | undefined;
  limit?: number | null | undefined;
  page?: number | null | undefined;
  recently?: boolean | null | undefined;
  alphabet?: boolean | null | undefined;
  pricePerHour?: boolean | null | undefined;
  rating?: number | null | undefined;
  testimonial?: boolean | null | undefined;
  country?: string | null | undefined;
  nonAcademicPvid?: string | number | null | undefined;
  cities?: Array<string> | string | null | undefined;
  fromWhere?: string | null | undefined;
  availableDays?: Array<string> | string | null | undefined;
  availableTimes?: Array<string> | string | null | undefined;
}>;


export type BrowseFindTutorsMutation = { findTutors: { page: number, total: number, totalPages: number, tutors: Array<{ pvid: string, userPvid: string, firstName: string, lastName: string, address: string | null, tutorKind: TutorKind, token: string, country: string, currency: string, pricePerHour: number | null, description: string | null, subjects: Array<string>, experienceYears: number, testimonial: number, rating: number | null, featured: boolean, reputation: { replyWithin: ReplyWithin | null, acceptanceRate: number | null }, resource: { path: string } | null, nonAcademic: Array<{ pvid: string, name: string, status: string, subNonAcademic: Array<{ pvid: string, nonAcademicPvid: string, profileNonAcademicPvid: string, name: string, status: string, pricePerHour: number, orderList: number }> }> } | null> } };

export type BrowseKindTotalsQueryVariables = Exact<{
  keywords: string;
  country?: string | null | undefined;
}>;


export type BrowseKindTotalsQuery = { searchKindTotals: Array<{ kind: string, total: number }> };

export type BrowseMatchingGoalsQueryVariables = Exact<{ [key: string]: never; }>;


export type BrowseMatchingGoalsQuery = { myLearningGoals: { preferredDays: Array<string>, subjects: Array<{ pvid: string }> } | null };

export type BrowseMatchingTutorsQueryVariables = Exact<{
  lessonPerWeek: number;
  preferredDays: Array<string> | string;
  subjects: Array<string | number> | string | number;
  country?: string | null | undefined;
}>;


export type BrowseMatchingTutorsQuery = { getMatchingTutors: Array<{ matchedSubjects: Array<string>, weeklyPrice: number | null, tutor: { pvid: string, userPvid: string, firstName: string, lastName: string, address: string | null, tutorKind: TutorKind, token: string, country: string, currency: string, pricePerHour: number | null, description: string | null, subjects: Array<string>, experienceYears: number, testimonial: number, rating: number | null, featured: boolean, reputation: { replyWithin: ReplyWithin | null, acceptanceRate: number | null }, resource: { path: string } | null, nonAcademic: Array<{ pvid: string, name: string, status: string, subNonAcademic: Array<{ pvid: string, nonAcademicPvid: string, profileNonAcademicPvid: string, name: string, status: string, pricePerHour: number, orderList: number }> }> } } | null> };

export type SearchTutorCardFragment = { pvid: string, userPvid: string, firstName: string, lastName: string, address: string | null, tutorKind: TutorKind, token: string, country: string, currency: string, pricePerHour: number | null, description: string | null, subjects: Array<string>, experienceYears: number, testimonial: number, rating: number | null, featured: boolean, reputation: { replyWithin: ReplyWithin | null, acceptanceRate: number | null }, resource: { path: string } | null, nonAcademic: Array<{ pvid: string, name: string, status: string, subNonAcademic: Array<{ pvid: string, nonAcademicPvid: string, profileNonAcademicPvid: string, name: string, status: string, pricePerHour: number, orderList: number }> }> };

export type CheckGoogleTokenQueryVariables = Exact<{ [key: string]: never; }>;


export type CheckGoogleTokenQuery = { checkGoogleToken: { configured: boolean, linked: boolean } };

export type CreateGoogleTokenMutationVariables = Exact<{
  code: string;
}>;


export type CreateGoogleTokenMutation = { createGoogleToken: { success: boolean, message: string } };

export type VoucherSummaryFragment = { id: string, code: string, typeOfDiscount: VoucherDiscountType, discountOfPercentage: number | null, discountAmount: number | null, discountCurrency: string | null, buyerCreditsPrice: number, endAt: string, isClaimed: boolean, ableToUse: boolean, active: boolean, expired: boolean, currency: string, tutor: { userPvid: string, firstName: string, lastName: string } | null };

export type GetUserCartQueryVariables = Exact<{
  voucherId?: string | number | null | undefined;
}>;


export type GetUserCartQuery = { getUserCartsItems: { totalPrice: number, currency: string, orginalTotalPrice: number, totalDiscountAmount: number, count: number, booking: { items: Array<{ bookingId: string, startTime: string, endTime: string, duration: number, type: BookingType, subject: string, level: string, hourPrice: number, totalPrice: number, discountAmount: number, tutorFirstName: string, tutorLastName: string, tutorAvatar: string | null } | null> }, classes: { classPrices: number, items: Array<{ classId: string, title: string, price: number, firstSessionAt: string | null, sessionCount: number, tutorFirstName: string, tutorLastName: string, tutorAvatar: string | null } | null> }, voucher: { id: string, code: string, typeOfDiscount: VoucherDiscountType, discountOfPercentage: number | null, discountAmount: number | null, discountCurrency: string | null, buyerCreditsPrice: number, endAt: string, isClaimed: boolean, ableToUse: boolean, active: boolean, expired: boolean, currency: string, tutor: { userPvid: string, firstName: string, lastName: string } | null } | null } };

export type GetCartCountQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCartCountQuery = { getUserCartsItems: { count: number } };

export type GetVoucherByCodeQueryVariables = Exact<{
  voucherCode: string;
}>;


export type GetVoucherByCodeQuery = { getOneVoucherDetails: { id: string, code: string, typeOfDiscount: VoucherDiscountType, discountOfPercentage: number | null, discountAmount: number | null, discountCurrency: string | null, buyerCreditsPrice: number, endAt: string, isClaimed: boolean, ableToUse: boolean, active: boolean, expired: boolean, currency: string, tutor: { userPvid: string, firstName: string, lastName: string } | null } };

export type GetUsableVoucherClaimsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetUsableVoucherClaimsQuery = { getUserVoucherClaims: Array<{ id: string, code: string, typeOfDiscount: VoucherDiscountType, discountOfPercentage: number | null, discountAmount: number | null, discountCurrency: string | null, buyerCreditsPrice: number, endAt: string, isClaimed: boolean, ableToUse: boolean, active: boolean, expired: boolean, currency: string, tutor: { userPvid: string, firstName: string, lastName: string } | null } | null> };

export type ClaimVoucherInCartMutationVariables = Exact<{
  voucherId: string | number;
}>;


export type ClaimVoucherInCartMutation = { claimVoucher: { id: string, code: string, typeOfDiscount: VoucherDiscountType, discountOfPercentage: number | null, discountAmount: number | null, discountCurrency: string | null, buyerCreditsPrice: number, endAt: string, isClaimed: boolean, ableToUse: boolean, active: boolean, expired: boolean, currency: string, tutor: { userPvid: string, firstName: string, lastName: string } | null } };

export type DeleteCartItemMutationVariables = Exact<{
  itemId: string | number;
  itemType: CartItemType;
}>;


export type DeleteCartItemMutation = { deleteItemFormCart: { success: boolean, count: number } };

export type CheckoutCartWithBalanceMutationVariables = Exact<{
  voucherId?: string | number | null | undefined;
}>;


export type CheckoutCartWithBalanceMutation = { checkoutCartWithAjarBalance: { success: boolean, bookingIds: Array<string>, totalPrice: number, totalDiscountAmount: number, currency: string } };

export type GetAutoMessagesQueryVariables = Exact<{
  userId?: string | number | null | undefined;
}>;


export type GetAutoMessagesQuery = { getAutoMessages: Array<{ _id: string, userId: string, question: string, createdAt: string } | null> };

export type AddAutoMessageMutationVariables = Exact<{
  message: string;
}>;


export type AddAutoMessageMutation = { addAutoMessage: { _id: string, userId: string, question: string, createdAt: string } };

export type DeleteAutoMessageMutationVariables = Exact<{
  msgId: string | number;
}>;


export type DeleteAutoMessageMutation = { deleteAutoMessage: { success: boolean, message: string } };

export type GetRoomMessagesQueryVariables = Exact<{
  roomId: string | number;
  before?: string | number | null | undefined;
  after?: string | number | null | undefined;
  limit?: number | null | undefined;
}>;


export type GetRoomMessagesQuery = { getRoomMessages: { hasMore: boolean, messages: Array<{ _id: string, roomId: string, msgType: string, content: string, createdAt: string, seen: boolean, privateFor: string | null, replyId: string | null, owner: { userId: string, firstName: string, lastName: string }, reply: { _id: string, msgType: string, content: string, owner: { userId: string, firstName: string, lastName: string } } | null } | null> } };

export type SendMessageToChatRoomMutationVariables = Exact<{
  content: string;
  roomId: string | number;
  replyId?: string | number | null | undefined;
  msgType?: string | null | undefined;
}>;


export type SendMessageToChatRoomMutation = { sendMessageToChatRoom: { _id: string, roomId: string, msgType: string, content: string, createdAt: string, seen: boolean, privateFor: string | null, replyId: string | null, owner: { userId: string, firstName: string, lastName: string }, reply: { _id: string, msgType: string, content: string, owner: { userId: string, firstName: string, lastName: string } } | null } };

export type ReadMessagesMutationVariables = Exact<{
  roomId: string | number;
  messages: Array<string | number> | string | number;
}>;


export type ReadMessagesMutation = { readMessages: { roomId: string, readerId: string, messageIds: Array<string> } };

export type MessageSentSubscriptionVariables = Exact<{
  roomId: string | number;
}>;


export type MessageSentSubscription = { messageSent: { _id: string, roomId: string, msgType: string, content: string, createdAt: string, seen: boolean, privateFor: string | null, replyId: string | null, owner: { userId: string, firstName: string, lastName: string }, reply: { _id: string, msgType: string, content: string, owner: { userId: string, firstName: string, lastName: string } } | null } };

export type MessagesReadSubscriptionVariables = Exact<{
  roomId: string | number;
}>;


export type MessagesReadSubscription = { messagesRead: { roomId: string, readerId: string, messageIds: Array<string> } };

export type ChatMessageFieldsFragment = { _id: string, roomId: string, msgType: string, content: string, createdAt: string, seen: boolean, privateFor: string | null, replyId: string | null, owner: { userId: string, firstName: string, lastName: string }, reply: { _id: string, msgType: string, content: string, owner: { userId: string, firstName: string, lastName: string } } | null };

export type GetUserChatRoomsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetUserChatRoomsQuery = { getUserChatRooms: Array<{ _id: string, closed: boolean, unReadMsgs: number, updatedAt: string, users: Array<{ userId: string, firstName: string, lastName: string, userAvatar: string | null, country: string }>, lastMessage: { _id: string, roomId: string, msgType: string, content: string, createdAt: string, seen: boolean, privateFor: string | null, replyId: string | null, owner: { userId: string, firstName: string, lastName: string }, reply: { _id: string, msgType: string, content: string, owner: { userId: string, firstName: string, lastName: string } } | null } | null } | null> };

export type GetUnReadMsgsCountQueryVariables = Exact<{ [key: string]: never; }>;


export type GetUnReadMsgsCountQuery = { getUnReadMsgsCount: number };

export type CreateNewChatRoomMutationVariables = Exact<{
  userId: string | number;
}>;


export type CreateNewChatRoomMutation = { createNewChatRoom: { _id: string } };

export type UnreadCountChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type UnreadCountChangedSubscription = { unreadCountChanged: { total: number, roomId: string | null, unReadMsgs: number | null } };

export type GroupClassFieldsFragment = { id: string, title: string, description: string, country: string, currency: string, price: number, due: number, seats: number, seatsTaken: number, status: ClassStatus, cover: string | null, enrolmentOpen: boolean, viewerEnrolled: boolean, viewerIsTutor: boolean, subject: { pvid: string, name: string }, level: { pvid: string, name: string }, tutor: { userPvid: string, token: string, firstName: string, lastName: string, avatar: string | null }, sessions: Array<{ id: string, startTime: string, endTime: string, share: number, cancelled: boolean, earned: boolean, classUrl: string | null }> };

export type CreateClassMutationVariables = Exact<{
  title: string;
  subjectPvid: string | number;
  levelPvid: string | number;
  description: string;
  coverPvid?: string | number | null | undefined;
  seats: number;
  price: number;
  sessions: Array<ClassSessionInput> | ClassSessionInput;
}>;


export type CreateClassMutation = { createClass: { id: string, title: string, description: string, country: string, currency: string, price: number, due: number, seats: number, seatsTaken: number, status: ClassStatus, cover: string | null, enrolmentOpen: boolean, viewerEnrolled: boolean, viewerIsTutor: boolean, subject: { pvid: string, name: string }, level: { pvid: string, name: string }, tutor: { userPvid: string, token: string, firstName: string, lastName: string, avatar: string | null }, sessions: Array<{ id: string, startTime: string, endTime: string, share: number, cancelled: boolean, earned: boolean, classUrl: string | null }> } };

export type UpdateClassMutationVariables = Exact<{
  id: string | number;
  title?: string | null | undefined;
  description?: string | null | undefined;
  seats?: number | null | undefined;
  price?: number | null | undefined;
}>;


export type UpdateClassMutation = { updateClass: { id: string, title: string, description: string, country: string, currency: string, price: number, due: number, seats: number, seatsTaken: number, status: ClassStatus, cover: string | null, enrolmentOpen: boolean, viewerEnrolled: boolean, viewerIsTutor: boolean, subject: { pvid: string, name: string }, level: { pvid: string, name: string }, tutor: { userPvid: string, token: string, firstName: string, lastName: string, avatar: string | null }, sessions: Array<{ id: string, startTime: string, endTime: string, share: number, cancelled: boolean, earned: boolean, classUrl: string | null }> } };

export type CancelClassSessionMutationVariables = Exact<{
  classId: string | number;
  sessionId: string | number;
}>;


export type CancelClassSessionMutation = { cancelClassSession: { refunded: number, students: number } };

export type MessageClassStudentsMutationVariables = Exact<{
  classId: string | number;
  message: string;
}>;


export type MessageClassStudentsMutation = { messageClassStudents: number };

export type EnrolInClassMutationVariables = Exact<{
  classId: string | number;
}>;


export type EnrolInClassMutation = { enrolInClass: { classId: string, enrolmentId: string, paid: number, currency: string } };

export type AddClassToCartMutationVariables = Exact<{
  classId: string | number;
}>;


export type AddClassToCartMutation = { addItemToCart: { success: boolean, count: number } };

export type UploadClassCoverMutationVariables = Exact<{
  file: File;
}>;


export type UploadClassCoverMutation = { uploadClassCover: { pvid: string, path: string } };

export type GetClassesQueryVariables = Exact<{
  country: string;
  subjectPvid?: string | number | null | undefined;
  levelPvid?: string | number | null | undefined;
  fromDate?: string | null | undefined;
  toDate?: string | null | undefined;
  minPrice?: number | null | undefined;
  maxPrice?: number | null | undefined;
  keywords?: string | null | undefined;
  page?: number | null | undefined;
}>;


export type GetClassesQuery = { getClasses: { total: number, page: number, pageSize: number, items: Array<{ id: string, title: string, description: string, country: string, currency: string, price: number, due: number, seats: number, seatsTaken: number, status: ClassStatus, cover: string | null, enrolmentOpen: boolean, viewerEnrolled: boolean, viewerIsTutor: boolean, subject: { pvid: string, name: string }, level: { pvid: string, name: string }, tutor: { userPvid: string, token: string, firstName: string, lastName: string, avatar: string | null }, sessions: Array<{ id: string, startTime: string, endTime: string, share: number, cancelled: boolean, earned: boolean, classUrl: string | null }> } | null> } };

export type GetClassQueryVariables = Exact<{
  id: string | number;
}>;


export type GetClassQuery = { getClass: { id: string, title: string, description: string, country: string, currency: string, price: number, due: number, seats: number, seatsTaken: number, status: ClassStatus, cover: string | null, enrolmentOpen: boolean, viewerEnrolled: boolean, viewerIsTutor: boolean, subject: { pvid: string, name: string }, level: { pvid: string, name: string }, tutor: { userPvid: string, token: string, firstName: string, lastName: string, avatar: string | null }, sessions: Array<{ id: string, startTime: string, endTime: string, share: number, cancelled: boolean, earned: boolean, classUrl: string | null }> } };

export type GetMyOnlineClassesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetMyOnlineClassesQuery = { getMyOnlineClasses: Array<{ enrolmentId: string, status: ClassEnrolmentStatus, paid: number, refunded: number, enrolledAt: string, class: { id: string, title: string, description: string, country: string, currency: string, price: number, due: number, seats: number, seatsTaken: number, status: ClassStatus, cover: string | null, enrolmentOpen: boolean, viewerEnrolled: boolean, viewerIsTutor: boolean, subject: { pvid: string, name: string }, level: { pvid: string, name: string }, tutor: { userPvid: string, token: string, firstName: string, lastName: string, avatar: string | null }, sessions: Array<{ id: string, startTime: string, endTime: string, share: number, cancelled: boolean, earned: boolean, classUrl: string | null }> } } | null> };

export type GetMyTutorClassesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetMyTutorClassesQuery = { getMyTutorClasses: Array<{ earned: number, held: number, class: { id: string, title: string, description: string, country: string, currency: string, price: number, due: number, seats: number, seatsTaken: number, status: ClassStatus, cover: string | null, enrolmentOpen: boolean, viewerEnrolled: boolean, viewerIsTutor: boolean, subject: { pvid: string, name: string }, level: { pvid: string, name: string }, tutor: { userPvid: string, token: string, firstName: string, lastName: string, avatar: string | null }, sessions: Array<{ id: string, startTime: string, endTime: string, share: number, cancelled: boolean, earned: boolean, classUrl: string | null }> }, enrolments: Array<{ id: string, studentPvid: string, firstName: string, lastName: string, paid: number, refunded: number, status: ClassEnrolmentStatus } | null> } | null> };

export type GetClassReferencesQueryVariables = Exact<{
  country: string;
}>;


export type GetClassReferencesQuery = { getProgrammeSubjectList: Array<{ pvid: string, name: string }>, getProgrammeLevelList: Array<{ pvid: string, name: string, curriculumName: string }> };

export type GetClassroomQueryVariables = Exact<{
  roomId: string | number;
}>;


export type GetClassroomQuery = { getClassroom: { roomId: string, kind: ClassroomRoomKind, title: string, startsAt: string, endsAt: string, opensAt: string, state: ClassroomState, removed: boolean, myRole: ClassroomRole, mediaMode: ClassroomMediaMode, seats: Array<{ userId: string, firstName: string, lastName: string, role: ClassroomRole }>, iceServers: Array<{ urls: Array<string>, username: string | null, credential: string | null }> } };

export type ClassroomSignalsSubscriptionVariables = Exact<{
  roomId: string | number;
  peerId: string | number;
}>;


export type ClassroomSignalsSubscription = { classroomSignals: { roomId: string, kind: ClassroomSignalKind, to: string | null, payload: string, sentAt: string, from: { peerId: string, userId: string, firstName: string, lastName: string, role: ClassroomRole } | null } };

export type SendClassroomSignalMutationVariables = Exact<{
  roomId: string | number;
  peerId: string | number;
  to?: string | number | null | undefined;
  kind: ClassroomSignalKind;
  payload: string;
}>;


export type SendClassroomSignalMutation = { sendClassroomSignal: boolean };

export type MuteClassroomPeerMutationVariables = Exact<{
  roomId: string | number;
  peerId: string | number;
  targetPeerId: string | number;
}>;


export type MuteClassroomPeerMutation = { muteClassroomPeer: boolean };

export type RemoveClassroomPeerMutationVariables = Exact<{
  roomId: string | number;
  peerId: string | number;
  targetPeerId: string | number;
}>;


export type RemoveClassroomPeerMutation = { removeClassroomPeer: boolean };

export type LeaveClassroomMutationVariables = Exact<{
  roomId: string | number;
  peerId: string | number;
}>;


export type LeaveClassroomMutation = { leaveClassroom: boolean };

export type OpenClassroomMediaMutationVariables = Exact<{
  roomId: string | number;
}>;


export type OpenClassroomMediaMutation = { openClassroomMedia: { mode: ClassroomMediaMode, provider: string | null, url: string | null, room: string | null, token: string | null } };

export type CommunityAuthorFieldsFragment = { userId: string, name: string, username: string, picture: string | null };

export type CommunityCommentFieldsFragment = { pvid: string, postPvid: string, answerPvid: string | null, body: string, postedDate: string, author: { userId: string, name: string, username: string, picture: string | null } };

export type CommunityPostFieldsFragment = { pvid: string, kind: CommunityPostKind, title: string, body: string, tags: Array<string>, postedDate: string, upvotes: number, downvotes: number, answerCount: number, commentCount: number, acceptedAnswerPvid: string | null, myVote: CommunityVote | null, author: { userId: string, name: string, username: string, picture: string | null } };

export type CommunityAnswerFieldsFragment = { pvid: string, postPvid: string, body: string, postedDate: string, upvotes: number, downvotes: number, isAccepted: boolean, myVote: CommunityVote | null, author: { userId: string, name: string, username: string, picture: string | null }, comments: Array<{ pvid: string, postPvid: string, answerPvid: string | null, body: string, postedDate: string, author: { userId: string, name: string, username: string, picture: string | null } } | null> };

export type CommunityProfileFieldsFragment = { userId: string, username: string, name: string, score: number, description: string | null, title: string | null, banner: string | null, picture: string | null, website: string | null, location: string | null, gender: string | null, isTeam: boolean, posts: number, questions: number, comments: number, answers: number, followings: number, followers: number };

export type GetPostListQueryVariables = Exact<{
  country?: string | null | undefined;
  tab?: CommunityTab | null | undefined;
  search?: string | null | undefined;
  startIndex?: number | null | undefined;
  length?: number | null | undefined;
}>;


export type GetPostListQuery = { getPostList: Array<{ pvid: string, kind: CommunityPostKind, title: string, body: string, tags: Array<string>, postedDate: string, upvotes: number, downvotes: number, answerCount: number, commentCount: number, acceptedAnswerPvid: string | null, myVote: CommunityVote | null, author: { userId: string, name: string, username: string, picture: string | null } } | null> };

export type GetCommunityPostQueryVariables = Exact<{
  postId: string | number;
}>;


export type GetCommunityPostQuery = { getCommunityPost: { pvid: string, kind: CommunityPostKind, title: string, body: string, tags: Array<string>, postedDate: string, upvotes: number, downvotes: number, answerCount: number, commentCount: number, acceptedAnswerPvid: string | null, myVote: CommunityVote | null, comments: Array<{ pvid: string, postPvid: string, answerPvid: string | null, body: string, postedDate: string, author: { userId: string, name: string, username: string, picture: string | null } } | null>, author: { userId: string, name: string, username: string, picture: string | null } }, getAnswerList: Array<{ pvid: string, postPvid: string, body: string, postedDate: string, upvotes: number, downvotes: number, isAccepted: boolean, myVote: CommunityVote | null, author: { userId: string, name: string, username: string, picture: string | null }, comments: Array<{ pvid: string, postPvid: string, answerPvid: string | null, body: string, postedDate: string, author: { userId: string, name: string, username: string, picture: string | null } } | null> } | null> };

export type GetCommunitySidebarQueryVariables = Exact<{
  country?: string | null | undefined;
}>;


export type GetCommunitySidebarQuery = { getUsersTeam: Array<{ userId: string, username: string, name: string, picture: string | null, title: string | null } | null>, getBrandIcon: { name: string, url: string } };

export type GetCommunityMemberQueryVariables = Exact<{
  username?: string | null | undefined;
}>;


export type GetCommunityMemberQuery = { getUserInfo: { userId: string, username: string, name: string, score: number, description: string | null, title: string | null, banner: string | null, picture: string | null, website: string | null, location: string | null, gender: string | null, isTeam: boolean, posts: number, questions: number, comments: number, answers: number, followings: number, followers: number } };

export type GetMemberActivityQueryVariables = Exact<{
  userId: string | number;
}>;


export type GetMemberActivityQuery = { getUserLastActivity: string | null };

export type IsFollowingQueryVariables = Exact<{
  userId: string | number;
}>;


export type IsFollowingQuery = { isFollowing: boolean };

export type CreateCommunityPostMutationVariables = Exact<{
  kind: CommunityPostKind;
  title: string;
  body: string;
  tags?: Array<string> | string | null | undefined;
}>;


export type CreateCommunityPostMutation = { createCommunityPost: { pvid: string, kind: CommunityPostKind, title: string, body: string, tags: Array<string>, postedDate: string, upvotes: number, downvotes: number, answerCount: number, commentCount: number, acceptedAnswerPvid: string | null, myVote: CommunityVote | null, author: { userId: string, name: string, username: string, picture: string | null } } };

export type AnswerQuestionMutationVariables = Exact<{
  postId: string | number;
  body: string;
}>;


export type AnswerQuestionMutation = { answerQuestion: { pvid: string, postPvid: string, body: string, postedDate: string, upvotes: number, downvotes: number, isAccepted: boolean, myVote: CommunityVote | null, author: { userId: string, name: string, username: string, picture: string | null }, comments: Array<{ pvid: string, postPvid: string, answerPvid: string | null, body: string, postedDate: string, author: { userId: string, name: string, username: string, picture: string | null } } | null> } };

export type AddCommunityCommentMutationVariables = Exact<{
  targetType: CommunityTarget;
  targetId: string | number;
  body: string;
}>;


export type AddCommunityCommentMutation = { addCommunityComment: { pvid: string, postPvid: string, answerPvid: string | null, body: string, postedDate: string, author: { userId: string, name: string, username: string, picture: string | null } } };

export type VoteCommunityMutationVariables = Exact<{
  targetType: CommunityTarget;
  targetId: string | number;
  vote: CommunityVote;
}>;


export type VoteCommunityMutation = { voteCommunity: { targetType: CommunityTarget, targetId: string, vote: CommunityVote, upvotes: number, downvotes: number } };

export type AcceptAnswerMutationVariables = Exact<{
  answerId: string | number;
}>;


export type AcceptAnswerMutation = { acceptAnswer: { pvid: string, isAccepted: boolean } };

export type FollowUserMutationVariables = Exact<{
  userId: string | number;
}>;


export type FollowUserMutation = { followUser: { userId: string, isFollowing: boolean, followers: number } };

export type UnfollowUserMutationVariables = Exact<{
  userId: string | number;
}>;


export type UnfollowUserMutation = { unfollowUser: { userId: string, isFollowing: boolean, followers: number } };

export type UpdateCommunityProfileMutationVariables = Exact<{
  title?: string | null | undefined;
  description?: string | null | undefined;
  website?: string | null | undefined;
  location?: string | null | undefined;
}>;


export type UpdateCommunityProfileMutation = { updateCommunityProfile: { userId: string, username: string, name: string, score: number, description: string | null, title: string | null, banner: string | null, picture: string | null, website: string | null, location: string | null, gender: string | null, isTeam: boolean, posts: number, questions: number, comments: number, answers: number, followings: number, followers: number } };

export type CreditHistoryLineFragment = { id: string, amount: number, reason: string, description: string, type: CreditHistoryType, createdAt: string };

export type GetUserCreditsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetUserCreditsQuery = { getUserCredits: { credits: number } };

export type GetCreditsHomeQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCreditsHomeQuery = { getUserCredits: { credits: number }, getUserCreditsHistory: Array<{ id: string, amount: number, reason: string, description: string, type: CreditHistoryType, createdAt: string } | null>, home: Array<{ numberOfDays: number, price: number }>, listing: Array<{ numberOfDays: number, price: number }> };

export type GetCreditsHistoryQueryVariables = Exact<{ [key: string]: never; }>;


export type GetCreditsHistoryQuery = { getUserCreditsHistory: Array<{ id: string, amount: number, reason: string, description: string, type: CreditHistoryType, createdAt: string } | null> };

export type GetCreditsDetailQueryVariables = Exact<{
  currency?: string | null | undefined;
}>;


export type GetCreditsDetailQuery = { getUserCredits: { credits: number }, getAjarCreditsPriceByCurreny: { amount: number, currency: string, price: number } };

export type OpenDisputeMutationVariables = Exact<{
  bookingId: string | number;
  reason: DisputeReason;
  description: string;
  evidence?: Array<string | number> | string | number | null | undefined;
}>;


export type OpenDisputeMutation = { openDispute: { id: string } };

export type ReportNoShowMutationVariables = Exact<{
  bookingId: string | number;
  description: string;
  evidence?: Array<string | number> | string | number | null | undefined;
}>;


export type ReportNoShowMutation = { reportNoShow: { id: string } };

export type UploadDisputeEvidenceMutationVariables = Exact<{
  file: File;
}>;


export type UploadDisputeEvidenceMutation = { uploadDisputeEvidence: { pvid: string, fileName: string } };

export type ProposeDisputeOutcomeMutationVariables = Exact<{
  disputeId: string | number;
  outcome: DisputeOutcome;
  refundAmount?: number | null | undefined;
  message?: string | null | undefined;
}>;


export type ProposeDisputeOutcomeMutation = { proposeDisputeOutcome: { description: string, openedBy: DisputeParty, escalatedBy: DisputeParty | null, escalationFee: number | null, decisionReason: string | null, resolvedAt: string | null, availableActions: Array<DisputeAction>, id: string, bookingId: string, kind: DisputeKind, reason: DisputeReason, status: DisputeStatus, currency: string, refundable: number, turn: DisputeParty | null, turnEndsAt: string | null, proposalOutcome: DisputeOutcome, proposalRefund: number, proposalBy: DisputeParty, refund: number | null, myParty: DisputeParty | null, createdAt: string, events: Array<{ id: string, kind: DisputeEventKind, party: DisputeParty | null, byStaff: boolean, outcome: DisputeOutcome | null, amount: number | null, message: string, createdAt: string }>, evidence: Array<{ pvid: string, fileName: string, path: string, mimeType: string, addedBy: DisputeParty | null }>, student: { userPvid: string, firstName: string, lastName: string }, tutor: { userPvid: string, firstName: string, lastName: string }, lesson: { subject: string, startTime: string, endTime: string } } };

export type AcceptDisputeProposalMutationVariables = Exact<{
  disputeId: string | number;
}>;


export type AcceptDisputeProposalMutation = { acceptDisputeProposal: { description: string, openedBy: DisputeParty, escalatedBy: DisputeParty | null, escalationFee: number | null, decisionReason: string | null, resolvedAt: string | null, availableActions: Array<DisputeAction>, id: string, bookingId: string, kind: DisputeKind, reason: DisputeReason, status: DisputeStatus, currency: string, refundable: number, turn: DisputeParty | null, turnEndsAt: string | null, proposalOutcome: DisputeOutcome, proposalRefund: number, proposalBy: DisputeParty, refund: number | null, myParty: DisputeParty | null, createdAt: string, events: Array<{ id: string, kind: DisputeEventKind, party: DisputeParty | null, byStaff: boolean, outcome: DisputeOutcome | null, amount: number | null, message: string, createdAt: string }>, evidence: Array<{ pvid: string, fileName: string, path: string, mimeType: string, addedBy: DisputeParty | null }>, student: { userPvid: string, firstName: string, lastName: string }, tutor: { userPvid: string, firstName: string, lastName: string }, lesson: { subject: string, startTime: string, endTime: string } } };

export type SendDisputeMessageMutationVariables = Exact<{
  disputeId: string | number;
  message: string;
}>;


export type SendDisputeMessageMutation = { sendDisputeMessage: { description: string, openedBy: DisputeParty, escalatedBy: DisputeParty | null, escalationFee: number | null, decisionReason: string | null, resolvedAt: string | null, availableActions: Array<DisputeAction>, id: string, bookingId: string, kind: DisputeKind, reason: DisputeReason, status: DisputeStatus, currency: string, refundable: number, turn: DisputeParty | null, turnEndsAt: string | null, proposalOutcome: DisputeOutcome, proposalRefund: number, proposalBy: DisputeParty, refund: number | null, myParty: DisputeParty | null, createdAt: string, events: Array<{ id: string, kind: DisputeEventKind, party: DisputeParty | null, byStaff: boolean, outcome: DisputeOutcome | null, amount: number | null, message: string, createdAt: string }>, evidence: Array<{ pvid: string, fileName: string, path: string, mimeType: string, addedBy: DisputeParty | null }>, student: { userPvid: string, firstName: string, lastName: string }, tutor: { userPvid: string, firstName: string, lastName: string }, lesson: { subject: string, startTime: string, endTime: string } } };

export type EscalateDisputeMutationVariables = Exact<{
  disputeId: string | number;
}>;


export type EscalateDisputeMutation = { escalateDispute: { description: string, openedBy: DisputeParty, escalatedBy: DisputeParty | null, escalationFee: number | null, decisionReason: string | null, resolvedAt: string | null, availableActions: Array<DisputeAction>, id: string, bookingId: string, kind: DisputeKind, reason: DisputeReason, status: DisputeStatus, currency: string, refundable: number, turn: DisputeParty | null, turnEndsAt: string | null, proposalOutcome: DisputeOutcome, proposalRefund: number, proposalBy: DisputeParty, refund: number | null, myParty: DisputeParty | null, createdAt: string, events: Array<{ id: string, kind: DisputeEventKind, party: DisputeParty | null, byStaff: boolean, outcome: DisputeOutcome | null, amount: number | null, message: string, createdAt: string }>, evidence: Array<{ pvid: string, fileName: string, path: string, mimeType: string, addedBy: DisputeParty | null }>, student: { userPvid: string, firstName: string, lastName: string }, tutor: { userPvid: string, firstName: string, lastName: string }, lesson: { subject: string, startTime: string, endTime: string } } };

export type DecideDisputeMutationVariables = Exact<{
  disputeId: string | number;
  refundAmount: number;
  reason: string;
}>;


export type DecideDisputeMutation = { decideDispute: { description: string, openedBy: DisputeParty, escalatedBy: DisputeParty | null, escalationFee: number | null, decisionReason: string | null, resolvedAt: string | null, availableActions: Array<DisputeAction>, id: string, bookingId: string, kind: DisputeKind, reason: DisputeReason, status: DisputeStatus, currency: string, refundable: number, turn: DisputeParty | null, turnEndsAt: string | null, proposalOutcome: DisputeOutcome, proposalRefund: number, proposalBy: DisputeParty, refund: number | null, myParty: DisputeParty | null, createdAt: string, events: Array<{ id: string, kind: DisputeEventKind, party: DisputeParty | null, byStaff: boolean, outcome: DisputeOutcome | null, amount: number | null, message: string, createdAt: string }>, evidence: Array<{ pvid: string, fileName: string, path: string, mimeType: string, addedBy: DisputeParty | null }>, student: { userPvid: string, firstName: string, lastName: string }, tutor: { userPvid: string, firstName: string, lastName: string }, lesson: { subject: string, startTime: string, endTime: string } } };

export type DisputeSummaryFragment = { id: string, bookingId: string, kind: DisputeKind, reason: DisputeReason, status: DisputeStatus, currency: string, refundable: number, turn: DisputeParty | null, turnEndsAt: string | null, proposalOutcome: DisputeOutcome, proposalRefund: number, proposalBy: DisputeParty, refund: number | null, myParty: DisputeParty | null, createdAt: string, student: { userPvid: string, firstName: string, lastName: string }, tutor: { userPvid: string, firstName: string, lastName: string }, lesson: { subject: string, startTime: string, endTime: string } };

export type DisputeFullFragment = { description: string, openedBy: DisputeParty, escalatedBy: DisputeParty | null, escalationFee: number | null, decisionReason: string | null, resolvedAt: string | null, availableActions: Array<DisputeAction>, id: string, bookingId: string, kind: DisputeKind, reason: DisputeReason, status: DisputeStatus, currency: string, refundable: number, turn: DisputeParty | null, turnEndsAt: string | null, proposalOutcome: DisputeOutcome, proposalRefund: number, proposalBy: DisputeParty, refund: number | null, myParty: DisputeParty | null, createdAt: string, events: Array<{ id: string, kind: DisputeEventKind, party: DisputeParty | null, byStaff: boolean, outcome: DisputeOutcome | null, amount: number | null, message: string, createdAt: string }>, evidence: Array<{ pvid: string, fileName: string, path: string, mimeType: string, addedBy: DisputeParty | null }>, student: { userPvid: string, firstName: string, lastName: string }, tutor: { userPvid: string, firstName: string, lastName: string }, lesson: { subject: string, startTime: string, endTime: string } };

export type GetMyDisputesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetMyDisputesQuery = { getMyDisputes: Array<{ id: string, bookingId: string, kind: DisputeKind, reason: DisputeReason, status: DisputeStatus, currency: string, refundable: number, turn: DisputeParty | null, turnEndsAt: string | null, proposalOutcome: DisputeOutcome, proposalRefund: number, proposalBy: DisputeParty, refund: number | null, myParty: DisputeParty | null, createdAt: string, student: { userPvid: string, firstName: string, lastName: string }, tutor: { userPvid: string, firstName: string, lastName: string }, lesson: { subject: string, startTime: string, endTime: string } } | null> };

export type GetDisputeQueryVariables = Exact<{
  id: string | number;
}>;


export type GetDisputeQuery = { getDispute: { description: string, openedBy: DisputeParty, escalatedBy: DisputeParty | null, escalationFee: number | null, decisionReason: string | null, resolvedAt: string | null, availableActions: Array<DisputeAction>, id: string, bookingId: string, kind: DisputeKind, reason: DisputeReason, status: DisputeStatus, currency: string, refundable: number, turn: DisputeParty | null, turnEndsAt: string | null, proposalOutcome: DisputeOutcome, proposalRefund: number, proposalBy: DisputeParty, refund: number | null, myParty: DisputeParty | null, createdAt: string, events: Array<{ id: string, kind: DisputeEventKind, party: DisputeParty | null, byStaff: boolean, outcome: DisputeOutcome | null, amount: number | null, message: string, createdAt: string }>, evidence: Array<{ pvid: string, fileName: string, path: string, mimeType: string, addedBy: DisputeParty | null }>, student: { userPvid: string, firstName: string, lastName: string }, tutor: { userPvid: string, firstName: string, lastName: string }, lesson: { subject: string, startTime: string, endTime: string } } };

export type GetStaffDisputesQueryVariables = Exact<{
  status?: DisputeStatus | null | undefined;
}>;


export type GetStaffDisputesQuery = { getStaffDisputes: Array<{ id: string, bookingId: string, kind: DisputeKind, reason: DisputeReason, status: DisputeStatus, currency: string, refundable: number, turn: DisputeParty | null, turnEndsAt: string | null, proposalOutcome: DisputeOutcome, proposalRefund: number, proposalBy: DisputeParty, refund: number | null, myParty: DisputeParty | null, createdAt: string, student: { userPvid: string, firstName: string, lastName: string }, tutor: { userPvid: string, firstName: string, lastName: string }, lesson: { subject: string, startTime: string, endTime: string } } | null> };

export type GetFavouritesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetFavouritesQuery = { getFavourites: Array<{ pvid: string, uuid: string, createdAt: string, tutorName: string, selectedItems: Array<{ profileSubjectId: string, units: number }>, tutor: { pvid: string, userPvid: string, firstName: string, lastName: string, address: string | null, tutorKind: TutorKind, token: string, country: string, currency: string, pricePerHour: number | null, description: string | null, subjects: Array<string>, experienceYears: number, testimonial: number, rating: number | null, featured: boolean, reputation: { replyWithin: ReplyWithin | null, acceptanceRate: number | null }, resource: { path: string } | null, nonAcademic: Array<{ pvid: string, name: string, status: string, subNonAcademic: Array<{ pvid: string, nonAcademicPvid: string, profileNonAcademicPvid: string, name: string, status: string, pricePerHour: number, orderList: number }> }> } | null } | null> };

export type FeedFieldsFragment = { pvid: string, userPvid: string, firstName: string, lastName: string, avatar: string | null, comment: string, postedDate: string, totalUpVoted: number, totalDownVoted: number, totalReply: number, myVote: FeedVote | null, mentioned: Array<string>, replies: Array<{ pvid: string, userPvid: string, comment: string, postedDate: string, names: string, avatar: string | null, mentioned: Array<string> } | null> };

export type GetFeedsQueryVariables = Exact<{
  startIndex?: number | null | undefined;
  length?: number | null | undefined;
  country?: string | null | undefined;
}>;


export type GetFeedsQuery = { getFeeds: Array<{ pvid: string, userPvid: string, firstName: string, lastName: string, avatar: string | null, comment: string, postedDate: string, totalUpVoted: number, totalDownVoted: number, totalReply: number, myVote: FeedVote | null, mentioned: Array<string>, replies: Array<{ pvid: string, userPvid: string, comment: string, postedDate: string, names: string, avatar: string | null, mentioned: Array<string> } | null> } | null> };

export type GetFeedMentionsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type GetFeedMentionsQuery = { getFeedMentions: Array<{ pvid: string, firstName: string, lastName: string, avatar: string | null } | null> };

export type AddCommentMutationVariables = Exact<{
  comment: string;
  mentions?: Array<string | number> | string | number | null | undefined;
}>;


export type AddCommentMutation = { addComment: { pvid: string, userPvid: string, firstName: string, lastName: string, avatar: string | null, comment: string, postedDate: string, totalUpVoted: number, totalDownVoted: number, totalReply: number, myVote: FeedVote | null, mentioned: Array<string>, replies: Array<{ pvid: string, userPvid: string, comment: string, postedDate: string, names: string, avatar: string | null, mentioned: Array<string> } | null> } };

export type AddReplyMutationVariables = Exact<{
  feedCommentPvid: string | number;
  comment: string;
  mentions?: Array<string | number> | string | number | null | undefined;
}>;


export type AddReplyMutation = { addReply: { pvid: string, userPvid: string, firstName: string, lastName: string, avatar: string | null, comment: string, postedDate: string, totalUpVoted: number, totalDownVoted: number, totalReply: number, myVote: FeedVote | null, mentioned: Array<string>, replies: Array<{ pvid: string, userPvid: string, comment: string, postedDate: string, names: string, avatar: string | null, mentioned: Array<string> } | null> } };

export type AddVoteMutationVariables = Exact<{
  feedCommentPvid: string | number;
  vote: FeedVote;
}>;


export type AddVoteMutation = { addVote: { feedCommentPvid: string, vote: FeedVote, totalUpVoted: number, totalDownVoted: number } };

export type FeedChangedSubscriptionVariables = Exact<{
  country: string;
}>;


export type FeedChangedSubscription = { feedChanged: { pvid: string, userPvid: string, firstName: string, lastName: string, avatar: string | null, comment: string, postedDate: string, totalUpVoted: number, totalDownVoted: number, totalReply: number, myVote: FeedVote | null, mentioned: Array<string>, replies: Array<{ pvid: string, userPvid: string, comment: string, postedDate: string, names: string, avatar: string | null, mentioned: Array<string> } | null> } };

export type HomeIntroVideosQueryVariables = Exact<{
  limit?: number | null | undefined;
  country: string;
}>;


export type HomeIntroVideosQuery = { introVideoHome: Array<{ pvid: string, fileName: string, description: string | null, durationSecs: number | null, path: string, poster: string | null, tutorUserPvid: string, tutorToken: string, tutorFirstName: string, tutorLastName: string, tutorAvatar: string | null, featured: boolean } | null> };

export type SendContactMessageMutationVariables = Exact<{
  name: string;
  email: string;
  subject: string;
  message: string;
  country?: string | null | undefined;
}>;


export type SendContactMessageMutation = { sendContactMessage: { success: boolean, message: string } };

export type NotificationFieldsFragment = { pvid: string, entityId: string | null, code: string, remarks: string, entityTitle: string, postedDate: string, archived: boolean, status: string, read: boolean };

export type ListNotificationQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type ListNotificationQuery = { listNotification: Array<{ pvid: string, entityId: string | null, code: string, remarks: string, entityTitle: string, postedDate: string, archived: boolean, status: string, read: boolean } | null> };

export type CountUnreadNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type CountUnreadNotificationsQuery = { countUnreadNotifications: number };

export type MakeNotificationsAsReadMutationVariables = Exact<{
  notificationIds: Array<string | number> | string | number;
}>;


export type MakeNotificationsAsReadMutation = { makeNotificationsAsRead: { success: boolean, message: string } };

export type NotificationAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationAddedSubscription = { notificationAdded: { pvid: string, entityId: string | null, code: string, remarks: string, entityTitle: string, postedDate: string, archived: boolean, status: string, read: boolean } };

export type LearningGoalsFieldsFragment = { goal: LearningGoal, budgetPerHour: number | null, currency: string, preferredDays: Array<string>, preferredTimes: Array<PreferredTime>, subjects: Array<{ pvid: string, name: string }>, level: { pvid: string, name: string } | null };

export type MyLearningGoalsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyLearningGoalsQuery = { myLearningGoals: { goal: LearningGoal, budgetPerHour: number | null, currency: string, preferredDays: Array<string>, preferredTimes: Array<PreferredTime>, subjects: Array<{ pvid: string, name: string }>, level: { pvid: string, name: string } | null } | null };

export type SaveLearningGoalsMutationVariables = Exact<{
  subjects: Array<string | number> | string | number;
  level?: string | number | null | undefined;
  goal: LearningGoal;
  budgetPerHour?: number | null | undefined;
  preferredDays: Array<string> | string;
  preferredTimes: Array<PreferredTime> | PreferredTime;
}>;


export type SaveLearningGoalsMutation = { saveLearningGoals: { goal: LearningGoal, budgetPerHour: number | null, currency: string, preferredDays: Array<string>, preferredTimes: Array<PreferredTime>, subjects: Array<{ pvid: string, name: string }>, level: { pvid: string, name: string } | null } };

export type GetStaffFeedbackQueryVariables = Exact<{
  page?: number | null | undefined;
}>;


export type GetStaffFeedbackQuery = { getStaffFeedback: { total: number, page: number, pageSize: number, items: Array<{ id: string, senderId: string, senderName: string, senderEmail: string, senderCountry: string, category: FeedbackCategory | null, message: string, createdAt: string } | null> } };

export type StaffArticleQueueQueryVariables = Exact<{
  country?: string | null | undefined;
}>;


export type StaffArticleQueueQuery = { staffArticleQueue: Array<{ pvid: string, userPvid: string, country: string, title: string, image: string | null, body: string, subject: string, tags: Array<string>, authorFirstName: string, authorLastName: string, updatedAt: string } | null> };

export type ApproveArticleMutationVariables = Exact<{
  articlePvid: string | number;
}>;


export type ApproveArticleMutation = { approveArticle: { pvid: string, status: TutorArticleStatus } };

export type RejectArticleMutationVariables = Exact<{
  articlePvid: string | number;
  reason: string;
}>;


export type RejectArticleMutation = { rejectArticle: { pvid: string, status: TutorArticleStatus, rejectReason: string | null } };

export type StaffBlogPostsQueryVariables = Exact<{
  country: string;
}>;


export type StaffBlogPostsQuery = { staffBlogPosts: Array<{ blogId: string, title: string, image: string | null, body: string, tags: Array<string>, status: BlogPostStatus, updatedAt: string } | null> };

export type SaveBlogPostMutationVariables = Exact<{
  blogId?: string | number | null | undefined;
  country: string;
  title: string;
  body: string;
  coverPvid?: string | number | null | undefined;
  tags?: Array<string> | string | null | undefined;
}>;


export type SaveBlogPostMutation = { saveBlogPost: { blogId: string, status: BlogPostStatus } };

export type PublishBlogPostMutationVariables = Exact<{
  blogId: string | number;
  published: boolean;
}>;


export type PublishBlogPostMutation = { publishBlogPost: { blogId: string, status: BlogPostStatus } };

export type StaffStudyRoomsQueryVariables = Exact<{
  country?: string | null | undefined;
}>;


export type StaffStudyRoomsQuery = { staffStudyRooms: Array<{ id: string, country: string, name: string, topic: StudyRoomTopic, mode: StudyRoomMode, capacity: number, presentCount: number, creatorFirstName: string, createdAt: string } | null> };

export type CloseStudyRoomMutationVariables = Exact<{
  roomId: string | number;
  reason?: string | null | undefined;
}>;


export type CloseStudyRoomMutation = { closeStudyRoom: { id: string, closed: boolean } };

export type GetStaffConsoleQueryVariables = Exact<{ [key: string]: never; }>;


export type GetStaffConsoleQuery = { getStaffConsole: { openReports: number, suspendedUsers: number, payoutCount: number, lastAuditAt: string | null } };

export type StaffReportFieldsFragment = { id: string, targetType: ReportTargetType, targetId: string, targetUserId: string | null, targetUserName: string | null, targetUserEmail: string | null, targetUserSuspended: boolean, reporterName: string, excerpt: string, reason: string, status: ReportStatus, action: ReportAction | null, staffNote: string | null, resolvedByName: string | null, resolvedAt: string | null, createdAt: string };

export type GetStaffReportsQueryVariables = Exact<{
  status: ReportStatus;
  page?: number | null | undefined;
}>;


export type GetStaffReportsQuery = { getStaffReports: { total: number, page: number, pageSize: number, items: Array<{ id: string, targetType: ReportTargetType, targetId: string, targetUserId: string | null, targetUserName: string | null, targetUserEmail: string | null, targetUserSuspended: boolean, reporterName: string, excerpt: string, reason: string, status: ReportStatus, action: ReportAction | null, staffNote: string | null, resolvedByName: string | null, resolvedAt: string | null, createdAt: string } | null> } };

export type ResolveReportMutationVariables = Exact<{
  reportId: string | number;
  action: ReportAction;
  note: string;
}>;


export type ResolveReportMutation = { resolveReport: { id: string, targetType: ReportTargetType, targetId: string, targetUserId: string | null, targetUserName: string | null, targetUserEmail: string | null, targetUserSuspended: boolean, reporterName: string, excerpt: string, reason: string, status: ReportStatus, action: ReportAction | null, staffNote: string | null, resolvedByName: string | null, resolvedAt: string | null, createdAt: string } };

export type StaffUserFieldsFragment = { id: string, email: string, firstName: string, lastName: string, country: string, roleCode: string, isActive: boolean, suspended: boolean, suspendedAt: string | null, deactivationReason: string | null, dateJoined: string, lastSignInAt: string | null };

export type GetStaffUserQueryVariables = Exact<{
  email: string;
}>;


export type GetStaffUserQuery = { getStaffUser: { id: string, email: string, firstName: string, lastName: string, country: string, roleCode: string, isActive: boolean, suspended: boolean, suspendedAt: string | null, deactivationReason: string | null, dateJoined: string, lastSignInAt: string | null } | null };

export type SuspendUserMutationVariables = Exact<{
  userId: string | number;
  reason: string;
}>;


export type SuspendUserMutation = { suspendUser: { id: string, email: string, firstName: string, lastName: string, country: string, roleCode: string, isActive: boolean, suspended: boolean, suspendedAt: string | null, deactivationReason: string | null, dateJoined: string, lastSignInAt: string | null } };

export type RestoreUserMutationVariables = Exact<{
  userId: string | number;
  reason: string;
}>;


export type RestoreUserMutation = { restoreUser: { id: string, email: string, firstName: string, lastName: string, country: string, roleCode: string, isActive: boolean, suspended: boolean, suspendedAt: string | null, deactivationReason: string | null, dateJoined: string, lastSignInAt: string | null } };

export type GetStaffPayoutsQueryVariables = Exact<{
  page?: number | null | undefined;
  currency?: string | null | undefined;
}>;


export type GetStaffPayoutsQuery = { getStaffPayouts: { total: number, page: number, pageSize: number, items: Array<{ id: string, amount: number, currency: string, createdAt: string, bookingId: string, tutorName: string, tutorEmail: string, accountHolderName: string, accountNumberLast4: string | null } | null> } };

export type GetStaffAuditLogQueryVariables = Exact<{
  before?: string | null | undefined;
  entityType?: string | null | undefined;
}>;


export type GetStaffAuditLogQuery = { getStaffAuditLog: Array<{ id: string, staffName: string, action: string, entityType: string, entityId: string, before: string | null, after: string | null, reason: string, createdAt: string } | null> };

export type ReportContentMutationVariables = Exact<{
  targetType: ReportTargetType;
  targetId: string | number;
  reason: string;
}>;


export type ReportContentMutation = { reportContent: { success: boolean, message: string } };

export type SharedPaymentQueryVariables = Exact<{
  code: string | number;
  userId: string | number;
}>;


export type SharedPaymentQuery = { getBookingDetailsForSharedURL: { product_name: string, product_start_date: string, product_end_date: string }, getUserDetailsOnPaymentURL: { userPvid: string, firstName: string, lastName: string, avatarUrl: string | null } };

export type AddBankAccountMutationVariables = Exact<{
  currency: string;
  accountHolderName: string;
  accountNumber?: string | null | undefined;
  abartn?: string | null | undefined;
  accountType?: string | null | undefined;
  bankCode?: string | null | undefined;
  branchCode?: string | null | undefined;
  ifscCode?: string | null | undefined;
  swiftCode?: string | null | undefined;
  country: string;
  city: string;
  postCode: string;
  firstLine: string;
}>;


export type AddBankAccountMutation = { addBankAccount: { success: boolean, message: string, account: { id: string, currency: string, accountHolderName: string, accountNumber: string | null, abartn: string | null, accountType: string | null, bankCode: string | null, branchCode: string | null, ifscCode: string | null, swiftCode: string | null, country: string, city: string, postCode: string, firstLine: string, createdAt: string } } };

export type DeleteBankAccountMutationVariables = Exact<{
  accountId: string | number;
}>;


export type DeleteBankAccountMutation = { deleteBankAccount: { success: boolean, message: string } };

export type BankAccountFieldsFragment = { id: string, currency: string, accountHolderName: string, accountNumber: string | null, abartn: string | null, accountType: string | null, bankCode: string | null, branchCode: string | null, ifscCode: string | null, swiftCode: string | null, country: string, city: string, postCode: string, firstLine: string, createdAt: string };

export type GetUsersBankAccountsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetUsersBankAccountsQuery = { getUsersBankAccounts: Array<{ id: string, currency: string, accountHolderName: string, accountNumber: string | null, abartn: string | null, accountType: string | null, bankCode: string | null, branchCode: string | null, ifscCode: string | null, swiftCode: string | null, country: string, city: string, postCode: string, firstLine: string, createdAt: string } | null> };

export type GetPayoutsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetPayoutsQuery = { getPayouts: Array<{ id: string, amount: number, currency: string, createdAt: string, accountHolderName: string, accountNumberLast4: string | null, bookingId: string } | null> };

export type WhoViewedProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type WhoViewedProfileQuery = { listWhoViewedProfile: { oneWeek: number, twoWeeks: number, oneMonth: number, viewers: Array<{ userPvid: string, firstName: string, lastName: string, avatar: string | null, viewedAt: string } | null> } };

export type UpdateMyProfileMutationVariables = Exact<{
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  dob?: string | null | undefined;
  phone?: string | null | undefined;
  gender?: Gender | null | undefined;
  address?: string | null | undefined;
  description?: string | null | undefined;
}>;


export type UpdateMyProfileMutation = { updateProfile: { pvid: string, userPvid: string, userCode: string, firstName: string, lastName: string, initialName: string, email: string | null, roleCode: string, tutorKind: TutorKind | null, country: string, currency: string, dob: string | null, phone: string | null, gender: Gender | null, address: string | null, description: string | null, school: string | null, avatar: string | null, banner: string | null, isOwner: boolean, dateModified: string, visibleInSearch: boolean, completionUser: { pvid: string, completionPercent: number }, completionDetail: Array<{ pvid: string, profileSection: string, complete: boolean }>, curriculumList: Array<{ pvid: string, name: string, country: string }>, subjectList: Array<{ pvid: string, programmeSubjectPvid: string, name: string, levels: Array<{ pvid: string, programmeLevelPvid: string, name: string, curriculumName: string, pricePerHour: number }> }>, education: Array<{ pvid: string, institution: string, fromDate: string, toDate: string | null, isPresent: boolean }>, experience: Array<{ pvid: string, type: ExperienceType, institution: string, fromDate: string, toDate: string | null, isPresent: boolean, isPrivateTutor: boolean, subjects: Array<{ pvid: string, name: string, level: string | null, curriculum: string | null }> }>, certificates: Array<{ pvid: string, name: string, issuer: string, issuedDate: string, relativePath: string | null, fileName: string | null }>, skills: Array<{ pvid: string, name: string }>, otherPlatforms: Array<{ pvid: string, otherPlatformPvid: string, name: string, link: string, icon: string }>, videoIntroductionList: Array<{ pvid: string, fileName: string, description: string | null, durationSecs: number | null, path: string, poster: string | null }>, counsellingSubjects: Array<{ pvid: string, programmeSubjectCounsellingPvid: string, name: string, pricePerHour: number, orderList: number }>, nonAcademic: Array<{ pvid: string, name: string, status: string, subNonAcademic: Array<{ pvid: string, profileNonAcademicPvid: string, nonAcademicPvid: string, name: string, status: string, pricePerHour: number, orderList: number }> }> } };

export type UpdateMyBasicProfileMutationVariables = Exact<{
  desc?: string | null | undefined;
  address?: string | null | undefined;
}>;


export type UpdateMyBasicProfileMutation = { updateBasicProfile: { pvid: string, userPvid: string, userCode: string, firstName: string, lastName: string, initialName: string, email: string | null, roleCode: string, tutorKind: TutorKind | null, country: string, currency: string, dob: string | null, phone: string | null, gender: Gender | null, address: string | null, description: string | null, school: string | null, avatar: string | null, banner: string | null, isOwner: boolean, dateModified: string, visibleInSearch: boolean, completionUser: { pvid: string, completionPercent: number }, completionDetail: Array<{ pvid: string, profileSection: string, complete: boolean }>, curriculumList: Array<{ pvid: string, name: string, country: string }>, subjectList: Array<{ pvid: string, programmeSubjectPvid: string, name: string, levels: Array<{ pvid: string, programmeLevelPvid: string, name: string, curriculumName: string, pricePerHour: number }> }>, education: Array<{ pvid: string, institution: string, fromDate: string, toDate: string | null, isPresent: boolean }>, experience: Array<{ pvid: string, type: ExperienceType, institution: string, fromDate: string, toDate: string | null, isPresent: boolean, isPrivateTutor: boolean, subjects: Array<{ pvid: string, name: string, level: string | null, curriculum: string | null }> }>, certificates: Array<{ pvid: string, name: string, issuer: string, issuedDate: string, relativePath: string | null, fileName: string | null }>, skills: Array<{ pvid: string, name: string }>, otherPlatforms: Array<{ pvid: string, otherPlatformPvid: string, name: string, link: string, icon: string }>, videoIntroductionList: Array<{ pvid: string, fileName: string, description: string | null, durationSecs: number | null, path: string, poster: string | null }>, counsellingSubjects: Array<{ pvid: string, programmeSubjectCounsellingPvid: string, name: string, pricePerHour: number, orderList: number }>, nonAcademic: Array<{ pvid: string, name: string, status: string, subNonAcademic: Array<{ pvid: string, profileNonAcademicPvid: string, nonAcademicPvid: string, name: string, status: string, pricePerHour: number, orderList: number }> }> } };

export type UpdateMySchoolMutationVariables = Exact<{
  school: string;
}>;


export type UpdateMySchoolMutation = { updateSchoolProfile: { pvid: string, userPvid: string, userCode: string, firstName: string, lastName: string, initialName: string, email: string | null, roleCode: string, tutorKind: TutorKind | null, country: string, currency: string, dob: string | null, phone: string | null, gender: Gender | null, address: string | null, description: string | null, school: string | null, avatar: string | null, banner: string | null, isOwner: boolean, dateModified: string, visibleInSearch: boolean, completionUser: { pvid: string, completionPercent: number }, completionDetail: Array<{ pvid: string, profileSection: string, complete: boolean }>, curriculumList: Array<{ pvid: string, name: string, country: string }>, subjectList: Array<{ pvid: string, programmeSubjectPvid: string, name: string, levels: Array<{ pvid: string, programmeLevelPvid: string, name: string, curriculumName: string, pricePerHour: number }> }>, education: Array<{ pvid: string, institution: string, fromDate: string, toDate: string | null, isPresent: boolean }>, experience: Array<{ pvid: string, type: ExperienceType, institution: string, fromDate: string, toDate: string | null, isPresent: boolean, isPrivateTutor: boolean, subjects: Array<{ pvid: string, name: string, level: string | null, curriculum: string | null }> }>, certificates: Array<{ pvid: string, name: string, issuer: string, issuedDate: string, relativePath: string | null, fileName: string | null }>, skills: Array<{ pvid: string, name: string }>, otherPlatforms: Array<{ pvid: string, otherPlatformPvid: string, name: string, link: string, icon: string }>, videoIntroductionList: Array<{ pvid: string, fileName: string, description: string | null, durationSecs: number | null, path: string, poster: string | null }>, counsellingSubjects: Array<{ pvid: string, programmeSubjectCounsellingPvid: string, name: string, pricePerHour: number, orderList: number }>, nonAcademic: Array<{ pvid: string, name: string, status: string, subNonAcademic: Array<{ pvid: string, profileNonAcademicPvid: string, nonAcademicPvid: string, name: string, status: string, pricePerHour: number, orderList: number }> }> } };

export type UpdateMyCurriculumListMutationVariables = Exact<{
  list: Array<string | number> | string | number;
}>;


export type UpdateMyCurriculumListMutation = { updateProfileCurriculum: { pvid: string, userPvid: string, userCode: string, firstName: string, lastName: string, initialName: string, email: string | null, roleCode: string, tutorKind: TutorKind | null, country: string, currency: string, dob: string | null, phone: string | null, gender: Gender | null, address: string | null, description: string | null, school: string | null, avatar: string | null, banner: string | null, isOwner: boolean, dateModified: string, visibleInSearch: boolean, completionUser: { pvid: string, completionPercent: number }, completionDetail: Array<{ pvid: string, profileSection: string, complete: boolean }>, curriculumList: Array<{ pvid: string, name: string, country: string }>, subjectList: Array<{ pvid: string, programmeSubjectPvid: string, name: string, levels: Array<{ pvid: string, programmeLevelPvid: string, name: string, curriculumName: string, pricePerHour: number }> }>, education: Array<{ pvid: string, institution: string, fromDate: string, toDate: string | null, isPresent: boolean }>, experience: Array<{ pvid: string, type: ExperienceType, institution: string, fromDate: string, toDate: string | null, isPresent: boolean, isPrivateTutor: boolean, subjects: Array<{ pvid: string, name: string, level: string | null, curriculum: string | null }> }>, certificates: Array<{ pvid: string, name: string, issuer: string, issuedDate: string, relativePath: string | null, fileName: string | null }>, skills: Array<{ pvid: string, name: string }>, otherPlatforms: Array<{ pvid: string, otherPlatformPvid: string, name: string, link: string, icon: string }>, videoIntroductionList: Array<{ pvid: string, fileName: string, description: string | null, durationSecs: number | null, path: string, poster: string | null }>, counsellingSubjects: Array<{ pvid: string, programmeSubjectCounsellingPvid: string, name: string, pricePerHour: number, orderList: number }>, nonAcademic: Array<{ pvid: string, name: string, status: string, subNonAcademic: Array<{ pvid: string, profileNonAcademicPvid: string, nonAcademicPvid: string, name: string, status: string, pricePerHour: number, orderList: number }> }> } };

export type UploadMyAvatarMutationVariables = Exact<{
  file: File;
}>;


export type UploadMyAvatarMutation = { uploadAvatar: { pvid: string, path: string } };

export type UploadMyBannerMutationVariables = Exact<{
  file: File;
}>;


export type UploadMyBannerMutation = { uploadProfileBanner: { pvid: string, path: string } };

export type UploadMyCertificationFileMutationVariables = Exact<{
  file: File;
}>;


export type UploadMyCertificationFileMutation = { uploadCertification: { pvid: string, path: string, fileName: string } };

export type AddMyCertificateMutationVariables = Exact<{
  name: string;
  issuer: string;
  issuedDate: string;
  resourcePvid?: string | number | null | undefined;
}>;


export type AddMyCertificateMutation = { addCertificate: { pvid: string, name: string, issuer: string, issuedDate: string, relativePath: string | null, fileName: string | null } };

export type UpdateMyCertificateMutationVariables = Exact<{
  pvid: string | number;
  name: string;
  issuer: string;
  issuedDate: string;
  resourcePvid?: string | number | null | undefined;
}>;


export type UpdateMyCertificateMutation = { updateCertificate: { pvid: string, name: string, issuer: string, issuedDate: string, relativePath: string | null, fileName: string | null } };

export type DeleteMyCertificateMutationVariables = Exact<{
  pvid: string | number;
}>;


export type DeleteMyCertificateMutation = { deleteCertificate: { success: boolean, message: string } };

export type UpdateMyEducationMutationVariables = Exact<{
  list: Array<EducationInput> | EducationInput;
}>;


export type UpdateMyEducationMutation = { updateEducation: { pvid: string, userPvid: string, userCode: string, firstName: string, lastName: string, initialName: string, email: string | null, roleCode: string, tutorKind: TutorKind | null, country: string, currency: string, dob: string | null, phone: string | null, gender: Gender | null, address: string | null, description: string | null, school: string | null, avatar: string | null, banner: string | null, isOwner: boolean, dateModified: string, visibleInSearch: boolean, completionUser: { pvid: string, completionPercent: number }, completionDetail: Array<{ pvid: string, profileSection: string, complete: boolean }>, curriculumList: Array<{ pvid: string, name: string, country: string }>, subjectList: Array<{ pvid: string, programmeSubjectPvid: string, name: string, levels: Array<{ pvid: string, programmeLevelPvid: string, name: string, curriculumName: string, pricePerHour: number }> }>, education: Array<{ pvid: string, institution: string, fromDate: string, toDate: string | null, isPresent: boolean }>, experience: Array<{ pvid: string, type: ExperienceType, institution: string, fromDate: string, toDate: string | null, isPresent: boolean, isPrivateTutor: boolean, subjects: Array<{ pvid: string, name: string, level: string | null, curriculum: string | null }> }>, certificates: Array<{ pvid: string, name: string, issuer: string, issuedDate: string, relativePath: string | null, fileName: string | null }>, skills: Array<{ pvid: string, name: string }>, otherPlatforms: Array<{ pvid: string, otherPlatformPvid: string, name: string, link: string, icon: string }>, videoIntroductionList: Array<{ pvid: string, fileName: string, description: string | null, durationSecs: number | null, path: string, poster: string | null }>, counsellingSubjects: Array<{ pvid: string, programmeSubjectCounsellingPvid: string, name: string, pricePerHour: number, orderList: number }>, nonAcademic: Array<{ pvid: string, name: string, status: string, subNonAcademic: Array<{ pvid: string, profileNonAcademicPvid: string, nonAcademicPvid: string, name: string, status: string, pricePerHour: number, orderList: number }> }> } };

export type DeleteMyEducationMutationVariables = Exact<{
  pvidList: Array<string | number> | string | number;
}>;


export type DeleteMyEducationMutation = { deleteEducation: { success: boolean, message: string } };

export type UpdateMyExperienceMutationVariables = Exact<{
  list: Array<ExperienceInput> | ExperienceInput;
}>;


export type UpdateMyExperienceMutation = { updateExperience: { pvid: string, userPvid: string, userCode: string, firstName: string, lastName: string, initialName: string, email: string | null, roleCode: string, tutorKind: TutorKind | null, country: string, currency: string, dob: string | null, phone: string | null, gender: Gender | null, address: string | null, description: string | null, school: string | null, avatar: string | null, banner: string | null, isOwner: boolean, dateModified: string, visibleInSearch: boolean, completionUser: { pvid: string, completionPercent: number }, completionDetail: Array<{ pvid: string, profileSection: string, complete: boolean }>, curriculumList: Array<{ pvid: string, name: string, country: string }>, subjectList: Array<{ pvid: string, programmeSubjectPvid: string, name: string, levels: Array<{ pvid: string, programmeLevelPvid: string, name: string, curriculumName: string, pricePerHour: number }> }>, education: Array<{ pvid: string, institution: string, fromDate: string, toDate: string | null, isPresent: boolean }>, experience: Array<{ pvid: string, type: ExperienceType, institution: string, fromDate: string, toDate: string | null, isPresent: boolean, isPrivateTutor: boolean, subjects: Array<{ pvid: string, name: string, level: string | null, curriculum: string | null }> }>, certificates: Array<{ pvid: string, name: string, issuer: string, issuedDate: string, relativePath: string | null, fileName: string | null }>, skills: Array<{ pvid: string, name: string }>, otherPlatforms: Array<{ pvid: string, otherPlatformPvid: string, name: string, link: string, icon: string }>, videoIntroductionList: Array<{ pvid: string, fileName: string, description: string | null, durationSecs: number | null, path: string, poster: string | null }>, counsellingSubjects: Array<{ pvid: string, programmeSubjectCounsellingPvid: string, name: string, pricePerHour: number, orderList: number }>, nonAcademic: Array<{ pvid: string, name: string, status: string, subNonAcademic: Array<{ pvid: string, profileNonAcademicPvid: string, nonAcademicPvid: string, name: string, status: string, pricePerHour: number, orderList: number }> }> } };

export type DeleteMyExperienceMutationVariables = Exact<{
  pvidList: Array<string | number> | string | number;
}>;


export type DeleteMyExperienceMutation = { deleteExperience: { success: boolean, message: string } };

export type DeleteMyExperienceSubjectsMutationVariables = Exact<{
  pvidList: Array<string | number> | string | number;
}>;


export type DeleteMyExperienceSubjectsMutation = { deleteExperienceSubject: { success: boolean, message: string } };

export type MyProfileFieldsFragment = { pvid: string, userPvid: string, userCode: string, firstName: string, lastName: string, initialName: string, email: string | null, roleCode: string, tutorKind: TutorKind | null, country: string, currency: string, dob: string | null, phone: string | null, gender: Gender | null, address: string | null, description: string | null, school: string | null, avatar: string | null, banner: string | null, isOwner: boolean, dateModified: string, visibleInSearch: boolean, completionUser: { pvid: string, completionPercent: number }, completionDetail: Array<{ pvid: string, profileSection: string, complete: boolean }>, curriculumList: Array<{ pvid: string, name: string, country: string }>, subjectList: Array<{ pvid: string, programmeSubjectPvid: string, name: string, levels: Array<{ pvid: string, programmeLevelPvid: string, name: string, curriculumName: string, pricePerHour: number }> }>, education: Array<{ pvid: string, institution: string, fromDate: string, toDate: string | null, isPresent: boolean }>, experience: Array<{ pvid: string, type: ExperienceType, institution: string, fromDate: string, toDate: string | null, isPresent: boolean, isPrivateTutor: boolean, subjects: Array<{ pvid: string, name: string, level: string | null, curriculum: string | null }> }>, certificates: Array<{ pvid: string, name: string, issuer: string, issuedDate: string, relativePath: string | null, fileName: string | null }>, skills: Array<{ pvid: string, name: string }>, otherPlatforms: Array<{ pvid: string, otherPlatformPvid: string, name: string, link: string, icon: string }>, videoIntroductionList: Array<{ pvid: string, fileName: string, description: string | null, durationSecs: number | null, path: string, poster: string | null }>, counsellingSubjects: Array<{ pvid: string, programmeSubjectCounsellingPvid: string, name: string, pricePerHour: number, orderList: number }>, nonAcademic: Array<{ pvid: string, name: string, status: string, subNonAcademic: Array<{ pvid: string, profileNonAcademicPvid: string, nonAcademicPvid: string, name: string, status: string, pricePerHour: number, orderList: number }> }> };

export type MyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProfileQuery = { getProfile: { pvid: string, userPvid: string, userCode: string, firstName: string, lastName: string, initialName: string, email: string | null, roleCode: string, tutorKind: TutorKind | null, country: string, currency: string, dob: string | null, phone: string | null, gender: Gender | null, address: string | null, description: string | null, school: string | null, avatar: string | null, banner: string | null, isOwner: boolean, dateModified: string, visibleInSearch: boolean, completionUser: { pvid: string, completionPercent: number }, completionDetail: Array<{ pvid: string, profileSection: string, complete: boolean }>, curriculumList: Array<{ pvid: string, name: string, country: string }>, subjectList: Array<{ pvid: string, programmeSubjectPvid: string, name: string, levels: Array<{ pvid: string, programmeLevelPvid: string, name: string, curriculumName: string, pricePerHour: number }> }>, education: Array<{ pvid: string, institution: string, fromDate: string, toDate: string | null, isPresent: boolean }>, experience: Array<{ pvid: string, type: ExperienceType, institution: string, fromDate: string, toDate: string | null, isPresent: boolean, isPrivateTutor: boolean, subjects: Array<{ pvid: string, name: string, level: string | null, curriculum: string | null }> }>, certificates: Array<{ pvid: string, name: string, issuer: string, issuedDate: string, relativePath: string | null, fileName: string | null }>, skills: Array<{ pvid: string, name: string }>, otherPlatforms: Array<{ pvid: string, otherPlatformPvid: string, name: string, link: string, icon: string }>, videoIntroductionList: Array<{ pvid: string, fileName: string, description: string | null, durationSecs: number | null, path: string, poster: string | null }>, counsellingSubjects: Array<{ pvid: string, programmeSubjectCounsellingPvid: string, name: string, pricePerHour: number, orderList: number }>, nonAcademic: Array<{ pvid: string, name: string, status: string, subNonAcademic: Array<{ pvid: string, profileNonAcademicPvid: string, nonAcademicPvid: string, name: string, status: string, pricePerHour: number, orderList: number }> }> } };

export type MyProfileCompletionQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProfileCompletionQuery = { getProfile: { pvid: string, userPvid: string, userCode: string, firstName: string, lastName: string, country: string, roleCode: string, visibleInSearch: boolean, completionUser: { pvid: string, completionPercent: number }, completionDetail: Array<{ pvid: string, profileSection: string, complete: boolean }> } };

export type EditorCurriculaQueryVariables = Exact<{
  country?: string | null | undefined;
}>;


export type EditorCurriculaQuery = { getProgrammeCurriculumList: Array<{ pvid: string, name: string, country: string }> };

export type EditorSubjectOptionsQueryVariables = Exact<{
  country: string;
}>;


export type EditorSubjectOptionsQuery = { getProgrammeSubjectList: Array<{ pvid: string, name: string, country: string }> };

export type EditorLevelOptionsQueryVariables = Exact<{
  country: string;
}>;


export type EditorLevelOptionsQuery = { getProgrammeLevelList: Array<{ pvid: string, name: string, curriculumPvid: string, curriculumName: string }> };

export type EditorSuggestionPriceQueryVariables = Exact<{
  country?: string | null | undefined;
}>;


export type EditorSuggestionPriceQuery = { getSuggestionPrice: { country: string, currency: string, suggestionMin: number, suggestionMax: number, minimumTariff: number, sliderMin: number, sliderMax: number, sliderStep: number } };

export type EditorOtherPlatformOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type EditorOtherPlatformOptionsQuery = { getOtherPlatformMasterList: Array<{ pvid: string, name: string, iconLink: string }> };

export type EditorCounsellingOptionsQueryVariables = Exact<{
  country: string;
}>;


export type EditorCounsellingOptionsQuery = { getProgrammeSubjectCounselling: Array<{ pvid: string, name: string, country: string }> };

export type EditorNonAcademicOptionsQueryVariables = Exact<{
  country: string;
}>;


export type EditorNonAcademicOptionsQuery = { listProfileNonAcademic: Array<{ pvid: string, name: string, status: string, subNonAcademic: Array<{ pvid: string, name: string, status: string }> }> };

export type EditorFindSkillsQueryVariables = Exact<{
  filter: string;
}>;


export type EditorFindSkillsQuery = { findSkills: Array<string> };

export type UpdateMySkillsMutationVariables = Exact<{
  list: Array<string> | string;
}>;


export type UpdateMySkillsMutation = { updateSkill: { pvid: string, userPvid: string, userCode: string, firstName: string, lastName: string, initialName: string, email: string | null, roleCode: string, tutorKind: TutorKind | null, country: string, currency: string, dob: string | null, phone: string | null, gender: Gender | null, address: string | null, description: string | null, school: string | null, avatar: string | null, banner: string | null, isOwner: boolean, dateModified: string, visibleInSearch: boolean, completionUser: { pvid: string, completionPercent: number }, completionDetail: Array<{ pvid: string, profileSection: string, complete: boolean }>, curriculumList: Array<{ pvid: string, name: string, country: string }>, subjectList: Array<{ pvid: string, programmeSubjectPvid: string, name: string, levels: Array<{ pvid: string, programmeLevelPvid: string, name: string, curriculumName: string, pricePerHour: number }> }>, education: Array<{ pvid: string, institution: string, fromDate: string, toDate: string | null, isPresent: boolean }>, experience: Array<{ pvid: string, type: ExperienceType, institution: string, fromDate: string, toDate: string | null, isPresent: boolean, isPrivateTutor: boolean, subjects: Array<{ pvid: string, name: string, level: string | null, curriculum: string | null }> }>, certificates: Array<{ pvid: string, name: string, issuer: string, issuedDate: string, relativePath: string | null, fileName: string | null }>, skills: Array<{ pvid: string, name: string }>, otherPlatforms: Array<{ pvid: string, otherPlatformPvid: string, name: string, link: string, icon: string }>, videoIntroductionList: Array<{ pvid: string, fileName: string, description: string | null, durationSecs: number | null, path: string, poster: string | null }>, counsellingSubjects: Array<{ pvid: string, programmeSubjectCounsellingPvid: string, name: string, pricePerHour: number, orderList: number }>, nonAcademic: Array<{ pvid: string, name: string, status: string, subNonAcademic: Array<{ pvid: string, profileNonAcademicPvid: string, nonAcademicPvid: string, name: string, status: string, pricePerHour: number, orderList: number }> }> } };

export type DeleteMySkillsMutationVariables = Exact<{
  pvidList: Array<string | number> | string | number;
}>;


export type DeleteMySkillsMutation = { deleteSkill: { success: boolean, message: string } };

export type UpdateMyOtherPlatformsMutationVariables = Exact<{
  list: Array<OtherPlatformInput> | OtherPlatformInput;
}>;


export type UpdateMyOtherPlatformsMutation = { updateOtherPlatform: { pvid: string, userPvid: string, userCode: string, firstName: string, lastName: string, initialName: string, email: string | null, roleCode: string, tutorKind: TutorKind | null, country: string, currency: string, dob: string | null, phone: string | null, gender: Gender | null, address: string | null, description: string | null, school: string | null, avatar: string | null, banner: string | null, isOwner: boolean, dateModified: string, visibleInSearch: boolean, completionUser: { pvid: string, completionPercent: number }, completionDetail: Array<{ pvid: string, profileSection: string, complete: boolean }>, curriculumList: Array<{ pvid: string, name: string, country: string }>, subjectList: Array<{ pvid: string, programmeSubjectPvid: string, name: string, levels: Array<{ pvid: string, programmeLevelPvid: string, name: string, curriculumName: string, pricePerHour: number }> }>, education: Array<{ pvid: string, institution: string, fromDate: string, toDate: string | null, isPresent: boolean }>, experience: Array<{ pvid: string, type: ExperienceType, institution: string, fromDate: string, toDate: string | null, isPresent: boolean, isPrivateTutor: boolean, subjects: Array<{ pvid: string, name: string, level: string | null, curriculum: string | null }> }>, certificates: Array<{ pvid: string, name: string, issuer: string, issuedDate: string, relativePath: string | null, fileName: string | null }>, skills: Array<{ pvid: string, name: string }>, otherPlatforms: Array<{ pvid: string, otherPlatformPvid: string, name: string, link: string, icon: string }>, videoIntroductionList: Array<{ pvid: string, fileName: string, description: string | null, durationSecs: number | null, path: string, poster: string | null }>, counsellingSubjects: Array<{ pvid: string, programmeSubjectCounsellingPvid: string, name: string, pricePerHour: number, orderList: number }>, nonAcademic: Array<{ pvid: string, name: string, status: string, subNonAcademic: Array<{ pvid: string, profileNonAcademicPvid: string, nonAcademicPvid: string, name: string, status: string, pricePerHour: number, orderList: number }> }> } };

export type DeleteMyOtherPlatformsMutationVariables = Exact<{
  pvidList: Array<string | number> | string | number;
}>;


export type DeleteMyOtherPlatformsMutation = { deleteOtherPlatform: { success: boolean, message: string } };

export type UploadMyIntroductionVideoMutationVariables = Exact<{
  file: File;
  description?: string | null | undefined;
}>;


export type UploadMyIntroductionVideoMutation = { uploadVideoIntroduction: { pvid: string, fileName: string, description: string | null, durationSecs: number | null, path: string } };

export type DeleteMyResourceMutationVariables = Exact<{
  pvid: string | number;
}>;


export type DeleteMyResourceMutation = { deleteResource: { success: boolean, message: string } };

export type UpdateMySubjectsMutationVariables = Exact<{
  list: Array<SubjectInput> | SubjectInput;
}>;


export type UpdateMySubjectsMutation = { updateSubject: { pvid: string, userPvid: string, userCode: string, firstName: string, lastName: string, initialName: string, email: string | null, roleCode: string, tutorKind: TutorKind | null, country: string, currency: string, dob: string | null, phone: string | null, gender: Gender | null, address: string | null, description: string | null, school: string | null, avatar: string | null, banner: string | null, isOwner: boolean, dateModified: string, visibleInSearch: boolean, completionUser: { pvid: string, completionPercent: number }, completionDetail: Array<{ pvid: string, profileSection: string, complete: boolean }>, curriculumList: Array<{ pvid: string, name: string, country: string }>, subjectList: Array<{ pvid: string, programmeSubjectPvid: string, name: string, levels: Array<{ pvid: string, programmeLevelPvid: string, name: string, curriculumName: string, pricePerHour: number }> }>, education: Array<{ pvid: string, institution: string, fromDate: string, toDate: string | null, isPresent: boolean }>, experience: Array<{ pvid: string, type: ExperienceType, institution: string, fromDate: string, toDate: string | null, isPresent: boolean, isPrivateTutor: boolean, subjects: Array<{ pvid: string, name: string, level: string | null, curriculum: string | null }> }>, certificates: Array<{ pvid: string, name: string, issuer: string, issuedDate: string, relativePath: string | null, fileName: string | null }>, skills: Array<{ pvid: string, name: string }>, otherPlatforms: Array<{ pvid: string, otherPlatformPvid: string, name: string, link: string, icon: string }>, videoIntroductionList: Array<{ pvid: string, fileName: string, description: string | null, durationSecs: number | null, path: string, poster: string | null }>, counsellingSubjects: Array<{ pvid: string, programmeSubjectCounsellingPvid: string, name: string, pricePerHour: number, orderList: number }>, nonAcademic: Array<{ pvid: string, name: string, status: string, subNonAcademic: Array<{ pvid: string, profileNonAcademicPvid: string, nonAcademicPvid: string, name: string, status: string, pricePerHour: number, orderList: number }> }> } };

export type DeleteMySubjectsMutationVariables = Exact<{
  pvidList: Array<string | number> | string | number;
}>;


export type DeleteMySubjectsMutation = { deleteSubject: { success: boolean, message: string } };

export type DeleteMySubjectLevelsMutationVariables = Exact<{
  pvidList: Array<string | number> | string | number;
}>;


export type DeleteMySubjectLevelsMutation = { deleteLevel: { success: boolean, message: string } };

export type UpdateMyNonAcademicSubjectsMutationVariables = Exact<{
  list: Array<NonAcademicSubjectInput> | NonAcademicSubjectInput;
}>;


export type UpdateMyNonAcademicSubjectsMutation = { updateSubjectNonAcademic: { pvid: string, userPvid: string, userCode: string, firstName: string, lastName: string, initialName: string, email: string | null, roleCode: string, tutorKind: TutorKind | null, country: string, currency: string, dob: string | null, phone: string | null, gender: Gender | null, address: string | null, description: string | null, school: string | null, avatar: string | null, banner: string | null, isOwner: boolean, dateModified: string, visibleInSearch: boolean, completionUser: { pvid: string, completionPercent: number }, completionDetail: Array<{ pvid: string, profileSection: string, complete: boolean }>, curriculumList: Array<{ pvid: string, name: string, country: string }>, subjectList: Array<{ pvid: string, programmeSubjectPvid: string, name: string, levels: Array<{ pvid: string, programmeLevelPvid: string, name: string, curriculumName: string, pricePerHour: number }> }>, education: Array<{ pvid: string, institution: string, fromDate: string, toDate: string | null, isPresent: boolean }>, experience: Array<{ pvid: string, type: ExperienceType, institution: string, fromDate: string, toDate: string | null, isPresent: boolean, isPrivateTutor: boolean, subjects: Array<{ pvid: string, name: string, level: string | null, curriculum: string | null }> }>, certificates: Array<{ pvid: string, name: string, issuer: string, issuedDate: string, relativePath: string | null, fileName: string | null }>, skills: Array<{ pvid: string, name: string }>, otherPlatforms: Array<{ pvid: string, otherPlatformPvid: string, name: string, link: string, icon: string }>, videoIntroductionList: Array<{ pvid: string, fileName: string, description: string | null, durationSecs: number | null, path: string, poster: string | null }>, counsellingSubjects: Array<{ pvid: string, programmeSubjectCounsellingPvid: string, name: string, pricePerHour: number, orderList: number }>, nonAcademic: Array<{ pvid: string, name: string, status: string, subNonAcademic: Array<{ pvid: string, profileNonAcademicPvid: string, nonAcademicPvid: string, name: string, status: string, pricePerHour: number, orderList: number }> }> } };

export type DeleteMyNonAcademicSubjectsMutationVariables = Exact<{
  pvidList: Array<string | number> | string | number;
}>;


export type DeleteMyNonAcademicSubjectsMutation = { deleteSubjectNonAcademic: { success: boolean, message: string } };

export type UpdateMyCounsellingSubjectsMutationVariables = Exact<{
  list: Array<CounsellingSubjectInput> | CounsellingSubjectInput;
}>;


export type UpdateMyCounsellingSubjectsMutation = { updateProgrammeSubjectCounselling: { pvid: string, userPvid: string, userCode: string, firstName: string, lastName: string, initialName: string, email: string | null, roleCode: string, tutorKind: TutorKind | null, country: string, currency: string, dob: string | null, phone: string | null, gender: Gender | null, address: string | null, description: string | null, school: string | null, avatar: string | null, banner: string | null, isOwner: boolean, dateModified: string, visibleInSearch: boolean, completionUser: { pvid: string, completionPercent: number }, completionDetail: Array<{ pvid: string, profileSection: string, complete: boolean }>, curriculumList: Array<{ pvid: string, name: string, country: string }>, subjectList: Array<{ pvid: string, programmeSubjectPvid: string, name: string, levels: Array<{ pvid: string, programmeLevelPvid: string, name: string, curriculumName: string, pricePerHour: number }> }>, education: Array<{ pvid: string, institution: string, fromDate: string, toDate: string | null, isPresent: boolean }>, experience: Array<{ pvid: string, type: ExperienceType, institution: string, fromDate: string, toDate: string | null, isPresent: boolean, isPrivateTutor: boolean, subjects: Array<{ pvid: string, name: string, level: string | null, curriculum: string | null }> }>, certificates: Array<{ pvid: string, name: string, issuer: string, issuedDate: string, relativePath: string | null, fileName: string | null }>, skills: Array<{ pvid: string, name: string }>, otherPlatforms: Array<{ pvid: string, otherPlatformPvid: string, name: string, link: string, icon: string }>, videoIntroductionList: Array<{ pvid: string, fileName: string, description: string | null, durationSecs: number | null, path: string, poster: string | null }>, counsellingSubjects: Array<{ pvid: string, programmeSubjectCounsellingPvid: string, name: string, pricePerHour: number, orderList: number }>, nonAcademic: Array<{ pvid: string, name: string, status: string, subNonAcademic: Array<{ pvid: string, profileNonAcademicPvid: string, nonAcademicPvid: string, name: string, status: string, pricePerHour: number, orderList: number }> }> } };

export type DeleteMyCounsellingSubjectsMutationVariables = Exact<{
  pvidList: Array<string | number> | string | number;
}>;


export type DeleteMyCounsellingSubjectsMutation = { deleteProgrammeSubjectCounselling: { success: boolean, message: string } };

export type DeletePublicIntroVideoMutationVariables = Exact<{
  pvid: string | number;
}>;


export type DeletePublicIntroVideoMutation = { deleteResource: { success: boolean, message: string } };

export type PublicProfileArticlesQueryVariables = Exact<{
  tutorPvid: string | number;
}>;


export type PublicProfileArticlesQuery = { getTutorArticles: Array<{ pvid: string, title: string, image: string | null, comments: number, views: number, upvotes: number, downvotes: number, status: TutorArticleStatus, tags: Array<string> } | null> };

export type PublicProfileTestimonialsQueryVariables = Exact<{
  token: string;
  limit?: number | null | undefined;
}>;


export type PublicProfileTestimonialsQuery = { getTestimonialListByToken: Array<{ pvid: string, comment: string, postedDate: string, rating: number, reviewer: string, subjectName: string | null, reply: string | null, repliedAt: string | null, verifiedLesson: boolean } | null> };

export type PublicProfileQueryVariables = Exact<{
  code: string;
  source?: string | null | undefined;
}>;


export type PublicProfileQuery = { getProfile: { pvid: string, userPvid: string, userCode: string, firstName: string, lastName: string, initialName: string, roleCode: string, tutorKind: TutorKind | null, country: string, currency: string, address: string | null, description: string | null, school: string | null, avatar: string | null, banner: string | null, dateJoined: string, isOwner: boolean, referralCode: string, testimonialCount: number, reviewCount: number, averageRating: number | null, reputation: { replyWithin: ReplyWithin | null, acceptanceRate: number | null }, skills: Array<{ pvid: string, name: string }>, otherPlatforms: Array<{ pvid: string, name: string, link: string, icon: string }>, subjectList: Array<{ pvid: string, programmeSubjectPvid: string, name: string, levels: Array<{ pvid: string, programmeLevelPvid: string, name: string, curriculumName: string, pricePerHour: number }> }>, counsellingSubjects: Array<{ pvid: string, name: string, pricePerHour: number, orderList: number }>, nonAcademic: Array<{ pvid: string, name: string, subNonAcademic: Array<{ pvid: string, name: string, pricePerHour: number, orderList: number }> }>, education: Array<{ pvid: string, institution: string, fromDate: string, toDate: string | null, isPresent: boolean }>, experience: Array<{ pvid: string, type: ExperienceType, institution: string, fromDate: string, toDate: string | null, isPresent: boolean, isPrivateTutor: boolean, subjects: Array<{ pvid: string, name: string, level: string | null, curriculum: string | null }> }>, certificates: Array<{ pvid: string, name: string, issuer: string, issuedDate: string, relativePath: string | null, fileName: string | null }>, videoIntroductionList: Array<{ pvid: string, fileName: string, description: string | null, durationSecs: number | null, path: string, poster: string | null }> } };

export type SaveArticleMutationVariables = Exact<{
  articlePvid?: string | number | null | undefined;
  title: string;
  body: string;
  coverPvid?: string | number | null | undefined;
  subject?: string | null | undefined;
  tags?: Array<string> | string | null | undefined;
}>;


export type SaveArticleMutation = { saveArticle: { pvid: string, userPvid: string, title: string, status: TutorArticleStatus } };

export type SubmitArticleMutationVariables = Exact<{
  articlePvid: string | number;
}>;


export type SubmitArticleMutation = { submitArticle: { pvid: string, status: TutorArticleStatus } };

export type UploadArticleCoverMutationVariables = Exact<{
  file: File;
}>;


export type UploadArticleCoverMutation = { uploadArticleCover: { pvid: string, path: string } };

export type VoteArticleMutationVariables = Exact<{
  articlePvid: string | number;
  vote: FeedVote;
}>;


export type VoteArticleMutation = { voteArticle: { articlePvid: string, vote: FeedVote, upvotes: number, downvotes: number } };

export type AddArticleCommentMutationVariables = Exact<{
  articlePvid: string | number;
  comment: string;
}>;


export type AddArticleCommentMutation = { addArticleComment: { pvid: string, userPvid: string, comment: string, postedDate: string, names: string, avatar: string | null } };

export type ViewArticleMutationVariables = Exact<{
  articlePvid: string | number;
}>;


export type ViewArticleMutation = { viewArticle: number };

export type BoostTutorArticleMutationVariables = Exact<{
  boostType: BoostType;
  numberOfDays: number;
  articleId: string | number;
}>;


export type BoostTutorArticleMutation = { boostTutorArticle: { success: boolean, message: string, boost: { articlePvid: string, status: string, endsAt: string } } };

export type ArticleCardFieldsFragment = { pvid: string, userPvid: string, title: string, image: string | null, description: string, subject: string, tags: Array<string>, status: TutorArticleStatus, rejectReason: string | null, comments: number, views: number, upvotes: number, downvotes: number, postedDate: string, updatedAt: string, authorFirstName: string, authorLastName: string, authorAvatar: string | null, authorToken: string, boosted: boolean };

export type GetPublicArticlesQueryVariables = Exact<{
  country?: string | null | undefined;
  search?: string | null | undefined;
  tag?: string | null | undefined;
  startIndex?: number | null | undefined;
  length?: number | null | undefined;
}>;


export type GetPublicArticlesQuery = { getArticleTags: Array<string>, getPublicArticles: { total: number, items: Array<{ pvid: string, userPvid: string, title: string, image: string | null, description: string, subject: string, tags: Array<string>, status: TutorArticleStatus, rejectReason: string | null, comments: number, views: number, upvotes: number, downvotes: number, postedDate: string, updatedAt: string, authorFirstName: string, authorLastName: string, authorAvatar: string | null, authorToken: string, boosted: boolean } | null> } };

export type GetMyArticlesQueryVariables = Exact<{ [key: string]: never; }>;


export type GetMyArticlesQuery = { getMyArticles: Array<{ pvid: string, userPvid: string, title: string, image: string | null, description: string, subject: string, tags: Array<string>, status: TutorArticleStatus, rejectReason: string | null, comments: number, views: number, upvotes: number, downvotes: number, postedDate: string, updatedAt: string, authorFirstName: string, authorLastName: string, authorAvatar: string | null, authorToken: string, boosted: boolean } | null> };

export type GetArticleQueryVariables = Exact<{
  articlePvid: string | number;
}>;


export type GetArticleQuery = { getArticle: { body: string, myVote: FeedVote | null, pvid: string, userPvid: string, title: string, image: string | null, description: string, subject: string, tags: Array<string>, status: TutorArticleStatus, rejectReason: string | null, comments: number, views: number, upvotes: number, downvotes: number, postedDate: string, updatedAt: string, authorFirstName: string, authorLastName: string, authorAvatar: string | null, authorToken: string, boosted: boolean } };

export type GetArticleCommentsQueryVariables = Exact<{
  articlePvid: string | number;
  startIndex?: number | null | undefined;
  length?: number | null | undefined;
}>;


export type GetArticleCommentsQuery = { getArticleComments: Array<{ pvid: string, userPvid: string, comment: string, postedDate: string, names: string, avatar: string | null } | null> };

export type GetBlogPostsQueryVariables = Exact<{
  country?: string | null | undefined;
  startIndex?: number | null | undefined;
  length?: number | null | undefined;
}>;


export type GetBlogPostsQuery = { getBlogPosts: Array<{ blogId: string, title: string, image: string | null, description: string, tags: Array<string>, postedDate: string } | null> };

export type GetBlogPostQueryVariables = Exact<{
  blogId: string | number;
}>;


export type GetBlogPostQuery = { getBlogPost: { blogId: string, title: string, image: string | null, body: string, description: string, tags: Array<string>, status: BlogPostStatus, postedDate: string } };

export type CreateStudyRoomMutationVariables = Exact<{
  name: string;
  topic: StudyRoomTopic;
  mode: StudyRoomMode;
  capacity: number;
}>;


export type CreateStudyRoomMutation = { createStudyRoom: { id: string, country: string, name: string, topic: StudyRoomTopic, mode: StudyRoomMode, capacity: number, closed: boolean, creatorFirstName: string, presentCount: number, full: boolean, serverNow: string, viewerPresent: boolean, viewerIsCreator: boolean, classroomRoomId: string | null, present: Array<{ userId: string, firstName: string, avatarUrl: string | null } | null>, timer: { startedAt: string, focusMinutes: number, breakMinutes: number } | null } };

export type EnterStudyRoomMutationVariables = Exact<{
  roomId: string | number;
}>;


export type EnterStudyRoomMutation = { enterStudyRoom: { id: string, country: string, name: string, topic: StudyRoomTopic, mode: StudyRoomMode, capacity: number, closed: boolean, creatorFirstName: string, presentCount: number, full: boolean, serverNow: string, viewerPresent: boolean, viewerIsCreator: boolean, classroomRoomId: string | null, present: Array<{ userId: string, firstName: string, avatarUrl: string | null } | null>, timer: { startedAt: string, focusMinutes: number, breakMinutes: number } | null } };

export type StudyRoomHeartbeatMutationVariables = Exact<{
  roomId: string | number;
}>;


export type StudyRoomHeartbeatMutation = { studyRoomHeartbeat: { id: string, country: string, name: string, topic: StudyRoomTopic, mode: StudyRoomMode, capacity: number, closed: boolean, creatorFirstName: string, presentCount: number, full: boolean, serverNow: string, viewerPresent: boolean, viewerIsCreator: boolean, classroomRoomId: string | null, present: Array<{ userId: string, firstName: string, avatarUrl: string | null } | null>, timer: { startedAt: string, focusMinutes: number, breakMinutes: number } | null } };

export type LeaveStudyRoomMutationVariables = Exact<{
  roomId: string | number;
}>;


export type LeaveStudyRoomMutation = { leaveStudyRoom: { id: string, country: string, name: string, topic: StudyRoomTopic, mode: StudyRoomMode, capacity: number, closed: boolean, creatorFirstName: string, presentCount: number, full: boolean, serverNow: string, viewerPresent: boolean, viewerIsCreator: boolean, classroomRoomId: string | null, present: Array<{ userId: string, firstName: string, avatarUrl: string | null } | null>, timer: { startedAt: string, focusMinutes: number, breakMinutes: number } | null } };

export type StartStudyRoomTimerMutationVariables = Exact<{
  roomId: string | number;
  focusMinutes: number;
  breakMinutes: number;
}>;


export type StartStudyRoomTimerMutation = { startStudyRoomTimer: { id: string, country: string, name: string, topic: StudyRoomTopic, mode: StudyRoomMode, capacity: number, closed: boolean, creatorFirstName: string, presentCount: number, full: boolean, serverNow: string, viewerPresent: boolean, viewerIsCreator: boolean, classroomRoomId: string | null, present: Array<{ userId: string, firstName: string, avatarUrl: string | null } | null>, timer: { startedAt: string, focusMinutes: number, breakMinutes: number } | null } };

export type StopStudyRoomTimerMutationVariables = Exact<{
  roomId: string | number;
}>;


export type StopStudyRoomTimerMutation = { stopStudyRoomTimer: { id: string, country: string, name: string, topic: StudyRoomTopic, mode: StudyRoomMode, capacity: number, closed: boolean, creatorFirstName: string, presentCount: number, full: boolean, serverNow: string, viewerPresent: boolean, viewerIsCreator: boolean, classroomRoomId: string | null, present: Array<{ userId: string, firstName: string, avatarUrl: string | null } | null>, timer: { startedAt: string, focusMinutes: number, breakMinutes: number } | null } };

export type StudyRoomFieldsFragment = { id: string, country: string, name: string, topic: StudyRoomTopic, mode: StudyRoomMode, capacity: number, closed: boolean, creatorFirstName: string, presentCount: number, full: boolean, serverNow: string, viewerPresent: boolean, viewerIsCreator: boolean, classroomRoomId: string | null, present: Array<{ userId: string, firstName: string, avatarUrl: string | null } | null>, timer: { startedAt: string, focusMinutes: number, breakMinutes: number } | null };

export type StudyRoomsQueryVariables = Exact<{
  country: string;
  topic?: StudyRoomTopic | null | undefined;
}>;


export type StudyRoomsQuery = { studyRooms: Array<{ id: string, country: string, name: string, topic: StudyRoomTopic, mode: StudyRoomMode, capacity: number, closed: boolean, creatorFirstName: string, presentCount: number, full: boolean, serverNow: string, viewerPresent: boolean, viewerIsCreator: boolean, classroomRoomId: string | null, present: Array<{ userId: string, firstName: string, avatarUrl: string | null } | null>, timer: { startedAt: string, focusMinutes: number, breakMinutes: number } | null } | null> };

export type StudyRoomQueryVariables = Exact<{
  id: string | number;
}>;


export type StudyRoomQuery = { studyRoom: { id: string, country: string, name: string, topic: StudyRoomTopic, mode: StudyRoomMode, capacity: number, closed: boolean, creatorFirstName: string, presentCount: number, full: boolean, serverNow: string, viewerPresent: boolean, viewerIsCreator: boolean, classroomRoomId: string | null, present: Array<{ userId: string, firstName: string, avatarUrl: string | null } | null>, timer: { startedAt: string, focusMinutes: number, breakMinutes: number } | null } };

export type StudyRoomChangedSubscriptionVariables = Exact<{
  roomId: string | number;
}>;


export type StudyRoomChangedSubscription = { studyRoomChanged: { id: string, country: string, name: string, topic: StudyRoomTopic, mode: StudyRoomMode, capacity: number, closed: boolean, creatorFirstName: string, presentCount: number, full: boolean, serverNow: string, viewerPresent: boolean, viewerIsCreator: boolean, classroomRoomId: string | null, present: Array<{ userId: string, firstName: string, avatarUrl: string | null } | null>, timer: { startedAt: string, focusMinutes: number, breakMinutes: number } | null } };

export type GlobalSearchQueryVariables = Exact<{
  keywords: string;
  country?: string | null | undefined;
}>;


export type GlobalSearchQuery = { globalSearch: { tutors: Array<{ id: string, FirstName: string, LastName: string, Description: string | null, Address: string | null, Subjects: Array<string>, Prices: Array<number>, experienceInYears: number, Country: string, Token: string, skill: Array<string>, rating: number | null, testimonial: number, currency: string, avatar: string | null } | null>, contents: Array<{ id: string, Title: string, Subject: string | null, Price: number, Currency: string, Tags: Array<string>, views: number, sales: number, Rating: number | null, reviews: number, Description: string | null, authorName: string, authorToken: string, authorUserPvid: string } | null> } };

export type RecommendedTutorsQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type RecommendedTutorsQuery = { getRecommendedTutors: Array<{ subjectPvid: string, subjectName: string, pricePerHour: number, currency: string, levelMatched: boolean, tutor: { pvid: string, userPvid: string, firstName: string, lastName: string, token: string, country: string } } | null> };

export type AddTestimonialMutationVariables = Exact<{
  programmeSubjectPvid?: string | number | null | undefined;
  comment: string;
  referralCode: string;
  rating: number;
  email: string;
  name: string;
}>;


export type AddTestimonialMutation = { addTestimonial: { success: boolean, message: string } };

export type ConfirmTestimonialMutationVariables = Exact<{
  code: string;
}>;


export type ConfirmTestimonialMutation = { confirmTestimonial: { success: boolean, message: string } };

export type ReplyToTestimonialMutationVariables = Exact<{
  testimonialId: string | number;
  reply: string;
}>;


export type ReplyToTestimonialMutation = { replyToTestimonial: { pvid: string, reply: string | null, repliedAt: string | null } };

export type TestimonialTutorQueryVariables = Exact<{
  code: string;
}>;


export type TestimonialTutorQuery = { getProfile: { pvid: string, userPvid: string, userCode: string, firstName: string, lastName: string, initialName: string, avatar: string | null, country: string, subjectList: Array<{ pvid: string, programmeSubjectPvid: string, name: string }> } };

export type GetUserTransactionsQueryVariables = Exact<{
  role: TransactionRole;
}>;


export type GetUserTransactionsQuery = { getUserTransactions: Array<{ id: string, price: number, fee: number, status: TransactionStatus, service: TransactionService, currency: string, createdAt: string, bookingId: string | null, discountAmount: number } | null> };

export type TutorCalendarHoursQueryVariables = Exact<{
  tutorId: string | number;
}>;


export type TutorCalendarHoursQuery = { getTutorAvailability: { noticeHours: number, timeZone: string, isSet: boolean, weekly: Array<{ weekday: number, intervals: Array<{ start: number, end: number }> }>, exceptions: Array<{ date: string, kind: AvailabilityExceptionKind, intervals: Array<{ start: number, end: number }> }>, trialLesson: { duration: number, price: number, currency: string } | null }, getMyTutorClasses: Array<{ class: { id: string, title: string, sessions: Array<{ id: string, startTime: string, endTime: string, cancelled: boolean }> } } | null> };

export type BlockTutorTimeMutationVariables = Exact<{
  date: string;
  start: number;
  end: number;
}>;


export type BlockTutorTimeMutation = { blockTutorTime: { noticeHours: number, timeZone: string, isSet: boolean, weekly: Array<{ weekday: number, intervals: Array<{ start: number, end: number }> }>, exceptions: Array<{ date: string, kind: AvailabilityExceptionKind, intervals: Array<{ start: number, end: number }> }>, trialLesson: { duration: number, price: number, currency: string } | null } };

export type UnblockTutorTimeMutationVariables = Exact<{
  date: string;
  start: number;
  end: number;
}>;


export type UnblockTutorTimeMutation = { unblockTutorTime: { noticeHours: number, timeZone: string, isSet: boolean, weekly: Array<{ weekday: number, intervals: Array<{ start: number, end: number }> }>, exceptions: Array<{ date: string, kind: AvailabilityExceptionKind, intervals: Array<{ start: number, end: number }> }>, trialLesson: { duration: number, price: number, currency: string } | null } };

export type TutorCalendarOwnQueryVariables = Exact<{ [key: string]: never; }>;


export type TutorCalendarOwnQuery = { getTutorHisBookingsForCalendar: Array<{ id: string, startTime: string, endTime: string, location: string, status: BookingStatus | null, price: number | null, title: string, studentName: string | null } | null> };

export type TutorCalendarBusyQueryVariables = Exact<{
  tutorId: string | number;
}>;


export type TutorCalendarBusyQuery = { getUserTutorBookingsForCalendar: Array<{ id: string, startTime: string, endTime: string } | null> };

export type SendFeedbackMutationVariables = Exact<{
  message: string;
  category?: FeedbackCategory | null | undefined;
}>;


export type SendFeedbackMutation = { sendFeedback: { success: boolean, message: string } };

export type GetTutorDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type GetTutorDashboardQuery = { getTutorDashboard: { country: string, timeZone: string, currency: string, earningsThisMonth: number, profileViewsWeek: number, profileViewsMonth: number, completionPercent: number, upcomingLessons: Array<{ bookingId: string, studentName: string, startTime: string, endTime: string, status: BookingStatus } | null>, upcomingClassSessions: Array<{ sessionId: string, classId: string, title: string, startsAt: string, endsAt: string, seats: number, seatsTaken: number } | null>, reputation: { medianReplyMinutes: number | null, replyWithin: ReplyWithin | null, acceptanceRate: number | null } } };

export type TutorReviewsQueryVariables = Exact<{
  userPvid: string | number;
  limit?: number | null | undefined;
}>;


export type TutorReviewsQuery = { getTestimonialList: Array<{ pvid: string, comment: string, postedDate: string, rating: number, reviewer: string, subjectName: string | null, reply: string | null, repliedAt: string | null, verifiedLesson: boolean } | null> };

export type CloudStoragePageQueryVariables = Exact<{ [key: string]: never; }>;


export type CloudStoragePageQuery = { myTutorStorage: { usedBytes: number, quotaBytes: number, freeQuotaBytes: number, boughtBytes: number, maxFileBytes: number }, cloudStoragePackages: Array<{ code: string, bytes: number, credits: number, priceMinor: number, currency: string }>, myStoragePurchases: Array<{ id: string, packageCode: string, bytes: number, paidWith: StoragePaymentMethod, credits: number, amountMinor: number, currency: string | null, createdAt: string } | null>, getUserCredits: { credits: number }, getProfile: { pvid: string, country: string, balance: number | null } };

export type BuyCloudStorageMutationVariables = Exact<{
  packageCode: string;
  paidWith: StoragePaymentMethod;
}>;


export type BuyCloudStorageMutation = { buyCloudStorage: { success: boolean, message: string, storage: { usedBytes: number, quotaBytes: number, freeQuotaBytes: number, boughtBytes: number, maxFileBytes: number } } };

export type TutorAnalyticsQueryVariables = Exact<{ [key: string]: never; }>;


export type TutorAnalyticsQuery = { getTutorAnalytics: { timeZone: string, currency: string, weeks: Array<{ weekStart: string, views: number, bookings: number, earnings: number, conversionPercent: number | null }> } };

export type TutorFileFieldsFragment = { id: string, fileName: string, mimeType: string, sizeBytes: number, createdAt: string, downloadPath: string, shares: Array<{ id: string, target: TutorFileShareTarget, label: string } | null> };

export type TutorStorageFieldsFragment = { usedBytes: number, quotaBytes: number, freeQuotaBytes: number, boughtBytes: number, maxFileBytes: number };

export type TutorResourcesQueryVariables = Exact<{ [key: string]: never; }>;


export type TutorResourcesQuery = { myTutorFiles: Array<{ id: string, fileName: string, mimeType: string, sizeBytes: number, createdAt: string, downloadPath: string, shares: Array<{ id: string, target: TutorFileShareTarget, label: string } | null> } | null>, myTutorStorage: { usedBytes: number, quotaBytes: number, freeQuotaBytes: number, boughtBytes: number, maxFileBytes: number } };

export type TutorFileShareTargetsQueryVariables = Exact<{ [key: string]: never; }>;


export type TutorFileShareTargetsQuery = { tutorFileShareTargets: { bookings: Array<{ bookingId: string, studentName: string, startTime: string } | null>, classes: Array<{ classId: string, title: string } | null> } };

export type UploadTutorFileMutationVariables = Exact<{
  file: File;
}>;


export type UploadTutorFileMutation = { uploadTutorFile: { id: string, fileName: string, mimeType: string, sizeBytes: number, createdAt: string, downloadPath: string, shares: Array<{ id: string, target: TutorFileShareTarget, label: string } | null> } };

export type RenameTutorFileMutationVariables = Exact<{
  id: string | number;
  fileName: string;
}>;


export type RenameTutorFileMutation = { renameTutorFile: { id: string, fileName: string, mimeType: string, sizeBytes: number, createdAt: string, downloadPath: string, shares: Array<{ id: string, target: TutorFileShareTarget, label: string } | null> } };

export type DeleteTutorFileMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteTutorFileMutation = { deleteTutorFile: { success: boolean } };

export type ShareTutorFileMutationVariables = Exact<{
  id: string | number;
  bookingId?: string | number | null | undefined;
  classId?: string | number | null | undefined;
}>;


export type ShareTutorFileMutation = { shareTutorFile: { id: string, fileName: string, mimeType: string, sizeBytes: number, createdAt: string, downloadPath: string, shares: Array<{ id: string, target: TutorFileShareTarget, label: string } | null> } };

export type UnshareTutorFileMutationVariables = Exact<{
  shareId: string | number;
}>;


export type UnshareTutorFileMutation = { unshareTutorFile: { success: boolean } };

export type FilesSharedWithMeQueryVariables = Exact<{ [key: string]: never; }>;


export type FilesSharedWithMeQuery = { filesSharedWithMe: Array<{ id: string, fileName: string, mimeType: string, sizeBytes: number, sharedAt: string, tutorName: string, downloadPath: string } | null> };

export type TutorAvailabilityFieldsFragment = { noticeHours: number, timeZone: string, isSet: boolean, weekly: Array<{ weekday: number, intervals: Array<{ start: number, end: number }> }>, exceptions: Array<{ date: string, kind: AvailabilityExceptionKind, intervals: Array<{ start: number, end: number }> }>, trialLesson: { duration: number, price: number, currency: string } | null };

export type GetTutorAvailabilityQueryVariables = Exact<{
  tutorId: string | number;
}>;


export type GetTutorAvailabilityQuery = { getTutorAvailability: { noticeHours: number, timeZone: string, isSet: boolean, weekly: Array<{ weekday: number, intervals: Array<{ start: number, end: number }> }>, exceptions: Array<{ date: string, kind: AvailabilityExceptionKind, intervals: Array<{ start: number, end: number }> }>, trialLesson: { duration: number, price: number, currency: string } | null } };

export type UpdateTutorAvailabilityMutationVariables = Exact<{
  weekly: Array<WeekdayHoursInput> | WeekdayHoursInput;
  exceptions: Array<AvailabilityExceptionInput> | AvailabilityExceptionInput;
  noticeHours: number;
}>;


export type UpdateTutorAvailabilityMutation = { updateTutorAvailability: { noticeHours: number, timeZone: string, isSet: boolean, weekly: Array<{ weekday: number, intervals: Array<{ start: number, end: number }> }>, exceptions: Array<{ date: string, kind: AvailabilityExceptionKind, intervals: Array<{ start: number, end: number }> }>, trialLesson: { duration: number, price: number, currency: string } | null } };

export type UpdateTutorTrialLessonMutationVariables = Exact<{
  offered: boolean;
  duration?: number | null | undefined;
  price?: number | null | undefined;
}>;


export type UpdateTutorTrialLessonMutation = { updateTutorTrialLesson: { noticeHours: number, timeZone: string, isSet: boolean, weekly: Array<{ weekday: number, intervals: Array<{ start: number, end: number }> }>, exceptions: Array<{ date: string, kind: AvailabilityExceptionKind, intervals: Array<{ start: number, end: number }> }>, trialLesson: { duration: number, price: number, currency: string } | null } };

export type VoucherCardFragment = { id: string, userId: string | null, code: string, buyerCreditsPrice: number, typeOfDiscount: VoucherDiscountType, discountOfPercentage: number | null, discountAmount: number | null, discountCurrency: string | null, totalNumberOfUsed: number, numberOfUsage: number, startedAt: string, endAt: string, expired: boolean, active: boolean, isClaimed: boolean, ableToUse: boolean, isUsedBefore: boolean, generalUse: boolean, country: string, currency: string, tutor: { userPvid: string, firstName: string, lastName: string } | null };

export type GetOneVoucherDetailsQueryVariables = Exact<{
  voucherCode: string;
}>;


export type GetOneVoucherDetailsQuery = { getOneVoucherDetails: { id: string, userId: string | null, code: string, buyerCreditsPrice: number, typeOfDiscount: VoucherDiscountType, discountOfPercentage: number | null, discountAmount: number | null, discountCurrency: string | null, totalNumberOfUsed: number, numberOfUsage: number, startedAt: string, endAt: string, expired: boolean, active: boolean, isClaimed: boolean, ableToUse: boolean, isUsedBefore: boolean, generalUse: boolean, country: string, currency: string, tutor: { userPvid: string, firstName: string, lastName: string } | null } };

export type GetVoucherForPublicQueryVariables = Exact<{
  service: VoucherService;
}>;


export type GetVoucherForPublicQuery = { getVoucherForPublic: Array<{ id: string, userId: string | null, code: string, buyerCreditsPrice: number, typeOfDiscount: VoucherDiscountType, discountOfPercentage: number | null, discountAmount: number | null, discountCurrency: string | null, totalNumberOfUsed: number, numberOfUsage: number, startedAt: string, endAt: string, expired: boolean, active: boolean, isClaimed: boolean, ableToUse: boolean, isUsedBefore: boolean, generalUse: boolean, country: string, currency: string, tutor: { userPvid: string, firstName: string, lastName: string } | null } | null> };

export type GetUserVoucherClaimsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetUserVoucherClaimsQuery = { getUserVoucherClaims: Array<{ id: string, userId: string | null, code: string, buyerCreditsPrice: number, typeOfDiscount: VoucherDiscountType, discountOfPercentage: number | null, discountAmount: number | null, discountCurrency: string | null, totalNumberOfUsed: number, numberOfUsage: number, startedAt: string, endAt: string, expired: boolean, active: boolean, isClaimed: boolean, ableToUse: boolean, isUsedBefore: boolean, generalUse: boolean, country: string, currency: string, tutor: { userPvid: string, firstName: string, lastName: string } | null } | null> };

export type GetUserVouchersQueryVariables = Exact<{ [key: string]: never; }>;


export type GetUserVouchersQuery = { getUserVouchers: Array<{ sellerCreditsFee: number, usedAtCheckout: number, discountGiven: number, id: string, userId: string | null, code: string, buyerCreditsPrice: number, typeOfDiscount: VoucherDiscountType, discountOfPercentage: number | null, discountAmount: number | null, discountCurrency: string | null, totalNumberOfUsed: number, numberOfUsage: number, startedAt: string, endAt: string, expired: boolean, active: boolean, isClaimed: boolean, ableToUse: boolean, isUsedBefore: boolean, generalUse: boolean, country: string, currency: string, tutor: { userPvid: string, firstName: string, lastName: string } | null } | null> };

export type GetVoucherCreditsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetVoucherCreditsQuery = { getUserCredits: { credits: number } };

export type ClaimVoucherMutationVariables = Exact<{
  voucherId: string | number;
}>;


export type ClaimVoucherMutation = { claimVoucher: { id: string, userId: string | null, code: string, buyerCreditsPrice: number, typeOfDiscount: VoucherDiscountType, discountOfPercentage: number | null, discountAmount: number | null, discountCurrency: string | null, totalNumberOfUsed: number, numberOfUsage: number, startedAt: string, endAt: string, expired: boolean, active: boolean, isClaimed: boolean, ableToUse: boolean, isUsedBefore: boolean, generalUse: boolean, country: string, currency: string, tutor: { userPvid: string, firstName: string, lastName: string } | null } };

export type CreateNewVoucherMutationVariables = Exact<{
  voucherName: string;
  numberOfDaysId: string | number;
  usedFeeId: string | number;
  typeOfDiscount: VoucherDiscountType;
  discountAmount?: number | null | undefined;
  discountCurrency?: string | null | undefined;
  percentageOfPrice?: number | null | undefined;
  totalNumberOfUsed: number;
  serviceId: VoucherService;
  payUsingHisBalance?: boolean | null | undefined;
}>;


export type CreateNewVoucherMutation = { createNewVoucher: { success: boolean, voucher: { id: string, userId: string | null, code: string, buyerCreditsPrice: number, typeOfDiscount: VoucherDiscountType, discountOfPercentage: number | null, discountAmount: number | null, discountCurrency: string | null, totalNumberOfUsed: number, numberOfUsage: number, startedAt: string, endAt: string, expired: boolean, active: boolean, isClaimed: boolean, ableToUse: boolean, isUsedBefore: boolean, generalUse: boolean, country: string, currency: string, tutor: { userPvid: string, firstName: string, lastName: string } | null } } };

export type UserDeleteHisVoucherMutationVariables = Exact<{
  voucherId: string | number;
}>;


export type UserDeleteHisVoucherMutation = { userDeleteHisVoucher: { success: boolean, message: string } };

export type GetFavouriteIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type GetFavouriteIdsQuery = { getFavouriteIds: Array<string> };

export type AddFavouriteMutationVariables = Exact<{
  uuid: string | number;
}>;


export type AddFavouriteMutation = { addFavourite: { pvid: string, uuid: string } };

export type DeleteFavouriteMutationVariables = Exact<{
  uuid: string | number;
}>;


export type DeleteFavouriteMutation = { deleteFavourite: { success: boolean } };

export type MergeFavouritesMutationVariables = Exact<{
  list: Array<FavouriteInput> | FavouriteInput;
}>;


export type MergeFavouritesMutation = { mergeFavourites: Array<{ pvid: string, uuid: string } | null> };

export type GetProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type GetProfileQuery = { getProfile: { pvid: string, userPvid: string, userCode: string, firstName: string, lastName: string, initialName: string, email: string | null, roleCode: string, roleName: string, tutorKind: TutorKind | null, country: string, currency: string, balance: number | null, hasBalance: boolean | null, avatar: string | null } };

export { SignInFieldsFragmentDoc } from './documents/SignInFieldsFragmentDoc';
export { AssignmentPersonFieldsFragmentDoc } from './documents/AssignmentPersonFieldsFragmentDoc';
export { AssignmentFieldsFragmentDoc } from './documents/AssignmentFieldsFragmentDoc';
export { BookingFieldsFragmentDoc } from './documents/BookingFieldsFragmentDoc';
export { SearchTutorCardFragmentDoc } from './documents/SearchTutorCardFragmentDoc';
export { VoucherSummaryFragmentDoc } from './documents/VoucherSummaryFragmentDoc';
export { ChatMessageFieldsFragmentDoc } from './documents/ChatMessageFieldsFragmentDoc';
export { GroupClassFieldsFragmentDoc } from './documents/GroupClassFieldsFragmentDoc';
export { CommunityAuthorFieldsFragmentDoc } from './documents/CommunityAuthorFieldsFragmentDoc';
export { CommunityPostFieldsFragmentDoc } from './documents/CommunityPostFieldsFragmentDoc';
export { CommunityCommentFieldsFragmentDoc } from './documents/CommunityCommentFieldsFragmentDoc';
export { CommunityAnswerFieldsFragmentDoc } from './documents/CommunityAnswerFieldsFragmentDoc';
export { CommunityProfileFieldsFragmentDoc } from './documents/CommunityProfileFieldsFragmentDoc';
export { CreditHistoryLineFragmentDoc } from './documents/CreditHistoryLineFragmentDoc';
export { DisputeSummaryFragmentDoc } from './documents/DisputeSummaryFragmentDoc';
export { DisputeFullFragmentDoc } from './documents/DisputeFullFragmentDoc';
export { FeedFieldsFragmentDoc } from './documents/FeedFieldsFragmentDoc';
export { NotificationFieldsFragmentDoc } from './documents/NotificationFieldsFragmentDoc';
export { LearningGoalsFieldsFragmentDoc } from './documents/LearningGoalsFieldsFragmentDoc';
export { StaffReportFieldsFragmentDoc } from './documents/StaffReportFieldsFragmentDoc';
export { StaffUserFieldsFragmentDoc } from './documents/StaffUserFieldsFragmentDoc';
export { BankAccountFieldsFragmentDoc } from './documents/BankAccountFieldsFragmentDoc';
export { MyProfileFieldsFragmentDoc } from './documents/MyProfileFieldsFragmentDoc';
export { ArticleCardFieldsFragmentDoc } from './documents/ArticleCardFieldsFragmentDoc';
export { StudyRoomFieldsFragmentDoc } from './documents/StudyRoomFieldsFragmentDoc';
export { TutorFileFieldsFragmentDoc } from './documents/TutorFileFieldsFragmentDoc';
export { TutorStorageFieldsFragmentDoc } from './documents/TutorStorageFieldsFragmentDoc';
export { TutorAvailabilityFieldsFragmentDoc } from './documents/TutorAvailabilityFieldsFragmentDoc';
export { VoucherCardFragmentDoc } from './documents/VoucherCardFragmentDoc';
export { ActivateAccountDocument } from './documents/ActivateAccountDocument';
export { DeactivateUserAccountDocument } from './documents/DeactivateUserAccountDocument';
export { ListRolesDocument } from './documents/ListRolesDocument';
export { RegisterCompanyDocument } from './documents/RegisterCompanyDocument';
export { RegisterDocument } from './documents/RegisterDocument';
export { RequestResetPasswordDocument } from './documents/RequestResetPasswordDocument';
export { ResetPasswordDocument } from './documents/ResetPasswordDocument';
export { SendActivationEmailDocument } from './documents/SendActivationEmailDocument';
export { SignInDocument } from './documents/SignInDocument';
export { SignOutDocument } from './documents/SignOutDocument';
export { UpdatePasswordDocument } from './documents/UpdatePasswordDocument';
export { AddPostingAssignmentDocument } from './documents/AddPostingAssignmentDocument';
export { AcceptanceAssignmentDocument } from './documents/AcceptanceAssignmentDocument';
export { SetPostingAssignmentActiveDocument } from './documents/SetPostingAssignmentActiveDocument';
export { ListPostingAssignmentDocument } from './documents/ListPostingAssignmentDocument';
export { FindAssignmentDocument } from './documents/FindAssignmentDocument';
export { DetailPostingAssignmentDocument } from './documents/DetailPostingAssignmentDocument';
export { ListAssignmentAcceptanceDocument } from './documents/ListAssignmentAcceptanceDocument';
export { AddBookingDocument } from './documents/AddBookingDocument';
export { UpdateBookingStatusDocument } from './documents/UpdateBookingStatusDocument';
export { CancelBookingDocument } from './documents/CancelBookingDocument';
export { CancelBookingBeforePaidDocument } from './documents/CancelBookingBeforePaidDocument';
export { BookingDoneDocument } from './documents/BookingDoneDocument';
export { PayPartWithBalanceDocument } from './documents/PayPartWithBalanceDocument';
export { TransferBookingMoneyDocument } from './documents/TransferBookingMoneyDocument';
export { AddItemToCartDocument } from './documents/AddItemToCartDocument';
export { ApplyBookingVoucherDocument } from './documents/ApplyBookingVoucherDocument';
export { ProposeBookingRescheduleDocument } from './documents/ProposeBookingRescheduleDocument';
export { RespondToBookingRescheduleDocument } from './documents/RespondToBookingRescheduleDocument';
export { GetBookingsDocument } from './documents/GetBookingsDocument';
export { GetBookingDocument } from './documents/GetBookingDocument';
export { TutorFreeSlotsDocument } from './documents/TutorFreeSlotsDocument';
export { StudentBookedTutorsDocument } from './documents/StudentBookedTutorsDocument';
export { TutorTrialLessonDocument } from './documents/TutorTrialLessonDocument';
export { ReviewLessonDocument } from './documents/ReviewLessonDocument';
export { LessonsToReviewDocument } from './documents/LessonsToReviewDocument';
export { GetBoostPageDocument } from './documents/GetBoostPageDocument';
export { BoostTutorProfileDocument } from './documents/BoostTutorProfileDocument';
export { BrowseTutorFilterOptionsDocument } from './documents/BrowseTutorFilterOptionsDocument';
export { BrowseCoachFilterOptionsDocument } from './documents/BrowseCoachFilterOptionsDocument';
export { BrowseCounsellorFilterOptionsDocument } from './documents/BrowseCounsellorFilterOptionsDocument';
export { BrowseMatchingSubjectOptionsDocument } from './documents/BrowseMatchingSubjectOptionsDocument';
export { BrowseFindCoachesDocument } from './documents/BrowseFindCoachesDocument';
export { BrowseFindTutorsDocument } from './documents/BrowseFindTutorsDocument';
export { BrowseKindTotalsDocument } from './documents/BrowseKindTotalsDocument';
export { BrowseMatchingGoalsDocument } from './documents/BrowseMatchingGoalsDocument';
export { BrowseMatchingTutorsDocument } from './documents/BrowseMatchingTutorsDocument';
export { CheckGoogleTokenDocument } from './documents/CheckGoogleTokenDocument';
export { CreateGoogleTokenDocument } from './documents/CreateGoogleTokenDocument';
export { GetUserCartDocument } from './documents/GetUserCartDocument';
export { GetCartCountDocument } from './documents/GetCartCountDocument';
export { GetVoucherByCodeDocument } from './documents/GetVoucherByCodeDocument';
export { GetUsableVoucherClaimsDocument } from './documents/GetUsableVoucherClaimsDocument';
export { ClaimVoucherInCartDocument } from './documents/ClaimVoucherInCartDocument';
export { DeleteCartItemDocument } from './documents/DeleteCartItemDocument';
export { CheckoutCartWithBalanceDocument } from './documents/CheckoutCartWithBalanceDocument';
export { GetAutoMessagesDocument } from './documents/GetAutoMessagesDocument';
export { AddAutoMessageDocument } from './documents/AddAutoMessageDocument';
export { DeleteAutoMessageDocument } from './documents/DeleteAutoMessageDocument';
export { GetRoomMessagesDocument } from './documents/GetRoomMessagesDocument';
export { SendMessageToChatRoomDocument } from './documents/SendMessageToChatRoomDocument';
export { ReadMessagesDocument } from './documents/ReadMessagesDocument';
export { MessageSentDocument } from './documents/MessageSentDocument';
export { MessagesReadDocument } from './documents/MessagesReadDocument';
export { GetUserChatRoomsDocument } from './documents/GetUserChatRoomsDocument';
export { GetUnReadMsgsCountDocument } from './documents/GetUnReadMsgsCountDocument';
export { CreateNewChatRoomDocument } from './documents/CreateNewChatRoomDocument';
export { UnreadCountChangedDocument } from './documents/UnreadCountChangedDocument';
export { CreateClassDocument } from './documents/CreateClassDocument';
export { UpdateClassDocument } from './documents/UpdateClassDocument';
export { CancelClassSessionDocument } from './documents/CancelClassSessionDocument';
export { MessageClassStudentsDocument } from './documents/MessageClassStudentsDocument';
export { EnrolInClassDocument } from './documents/EnrolInClassDocument';
export { AddClassToCartDocument } from './documents/AddClassToCartDocument';
export { UploadClassCoverDocument } from './documents/UploadClassCoverDocument';
export { GetClassesDocument } from './documents/GetClassesDocument';
export { GetClassDocument } from './documents/GetClassDocument';
export { GetMyOnlineClassesDocument } from './documents/GetMyOnlineClassesDocument';
export { GetMyTutorClassesDocument } from './documents/GetMyTutorClassesDocument';
export { GetClassReferencesDocument } from './documents/GetClassReferencesDocument';
export { GetClassroomDocument } from './documents/GetClassroomDocument';
export { ClassroomSignalsDocument } from './documents/ClassroomSignalsDocument';
export { SendClassroomSignalDocument } from './documents/SendClassroomSignalDocument';
export { MuteClassroomPeerDocument } from './documents/MuteClassroomPeerDocument';
export { RemoveClassroomPeerDocument } from './documents/RemoveClassroomPeerDocument';
export { LeaveClassroomDocument } from './documents/LeaveClassroomDocument';
export { OpenClassroomMediaDocument } from './documents/OpenClassroomMediaDocument';
export { GetPostListDocument } from './documents/GetPostListDocument';
export { GetCommunityPostDocument } from './documents/GetCommunityPostDocument';
export { GetCommunitySidebarDocument } from './documents/GetCommunitySidebarDocument';
export { GetCommunityMemberDocument } from './documents/GetCommunityMemberDocument';
export { GetMemberActivityDocument } from './documents/GetMemberActivityDocument';
export { IsFollowingDocument } from './documents/IsFollowingDocument';
export { CreateCommunityPostDocument } from './documents/CreateCommunityPostDocument';
export { AnswerQuestionDocument } from './documents/AnswerQuestionDocument';
export { AddCommunityCommentDocument } from './documents/AddCommunityCommentDocument';
export { VoteCommunityDocument } from './documents/VoteCommunityDocument';
export { AcceptAnswerDocument } from './documents/AcceptAnswerDocument';
export { FollowUserDocument } from './documents/FollowUserDocument';
export { UnfollowUserDocument } from './documents/UnfollowUserDocument';
export { UpdateCommunityProfileDocument } from './documents/UpdateCommunityProfileDocument';
export { GetUserCreditsDocument } from './documents/GetUserCreditsDocument';
export { GetCreditsHomeDocument } from './documents/GetCreditsHomeDocument';
export { GetCreditsHistoryDocument } from './documents/GetCreditsHistoryDocument';
export { GetCreditsDetailDocument } from './documents/GetCreditsDetailDocument';
export { OpenDisputeDocument } from './documents/OpenDisputeDocument';
export { ReportNoShowDocument } from './documents/ReportNoShowDocument';
export { UploadDisputeEvidenceDocument } from './documents/UploadDisputeEvidenceDocument';
export { ProposeDisputeOutcomeDocument } from './documents/ProposeDisputeOutcomeDocument';
export { AcceptDisputeProposalDocument } from './documents/AcceptDisputeProposalDocument';
export { SendDisputeMessageDocument } from './documents/SendDisputeMessageDocument';
export { EscalateDisputeDocument } from './documents/EscalateDisputeDocument';
export { DecideDisputeDocument } from './documents/DecideDisputeDocument';
export { GetMyDisputesDocument } from './documents/GetMyDisputesDocument';
export { GetDisputeDocument } from './documents/GetDisputeDocument';
export { GetStaffDisputesDocument } from './documents/GetStaffDisputesDocument';
export { GetFavouritesDocument } from './documents/GetFavouritesDocument';
export { GetFeedsDocument } from './documents/GetFeedsDocument';
export { GetFeedMentionsDocument } from './documents/GetFeedMentionsDocument';
export { AddCommentDocument } from './documents/AddCommentDocument';
export { AddReplyDocument } from './documents/AddReplyDocument';
export { AddVoteDocument } from './documents/AddVoteDocument';
export { FeedChangedDocument } from './documents/FeedChangedDocument';
export { HomeIntroVideosDocument } from './documents/HomeIntroVideosDocument';
export { SendContactMessageDocument } from './documents/SendContactMessageDocument';
export { ListNotificationDocument } from './documents/ListNotificationDocument';
export { CountUnreadNotificationsDocument } from './documents/CountUnreadNotificationsDocument';
export { MakeNotificationsAsReadDocument } from './documents/MakeNotificationsAsReadDocument';
export { NotificationAddedDocument } from './documents/NotificationAddedDocument';
export { MyLearningGoalsDocument } from './documents/MyLearningGoalsDocument';
export { SaveLearningGoalsDocument } from './documents/SaveLearningGoalsDocument';
export { GetStaffFeedbackDocument } from './documents/GetStaffFeedbackDocument';
export { StaffArticleQueueDocument } from './documents/StaffArticleQueueDocument';
export { ApproveArticleDocument } from './documents/ApproveArticleDocument';
export { RejectArticleDocument } from './documents/RejectArticleDocument';
export { StaffBlogPostsDocument } from './documents/StaffBlogPostsDocument';
export { SaveBlogPostDocument } from './documents/SaveBlogPostDocument';
export { PublishBlogPostDocument } from './documents/PublishBlogPostDocument';
export { StaffStudyRoomsDocument } from './documents/StaffStudyRoomsDocument';
export { CloseStudyRoomDocument } from './documents/CloseStudyRoomDocument';
export { GetStaffConsoleDocument } from './documents/GetStaffConsoleDocument';
export { GetStaffReportsDocument } from './documents/GetStaffReportsDocument';
export { ResolveReportDocument } from './documents/ResolveReportDocument';
export { GetStaffUserDocument } from './documents/GetStaffUserDocument';
export { SuspendUserDocument } from './documents/SuspendUserDocument';
export { RestoreUserDocument } from './documents/RestoreUserDocument';
export { GetStaffPayoutsDocument } from './documents/GetStaffPayoutsDocument';
export { GetStaffAuditLogDocument } from './documents/GetStaffAuditLogDocument';
export { ReportContentDocument } from './documents/ReportContentDocument';
export { SharedPaymentDocument } from './documents/SharedPaymentDocument';
export { AddBankAccountDocument } from './documents/AddBankAccountDocument';
export { DeleteBankAccountDocument } from './documents/DeleteBankAccountDocument';
export { GetUsersBankAccountsDocument } from './documents/GetUsersBankAccountsDocument';
export { GetPayoutsDocument } from './documents/GetPayoutsDocument';
export { WhoViewedProfileDocument } from './documents/WhoViewedProfileDocument';
export { UpdateMyProfileDocument } from './documents/UpdateMyProfileDocument';
export { UpdateMyBasicProfileDocument } from './documents/UpdateMyBasicProfileDocument';
export { UpdateMySchoolDocument } from './documents/UpdateMySchoolDocument';
export { UpdateMyCurriculumListDocument } from './documents/UpdateMyCurriculumListDocument';
export { UploadMyAvatarDocument } from './documents/UploadMyAvatarDocument';
export { UploadMyBannerDocument } from './documents/UploadMyBannerDocument';
export { UploadMyCertificationFileDocument } from './documents/UploadMyCertificationFileDocument';
export { AddMyCertificateDocument } from './documents/AddMyCertificateDocument';
export { UpdateMyCertificateDocument } from './documents/UpdateMyCertificateDocument';
export { DeleteMyCertificateDocument } from './documents/DeleteMyCertificateDocument';
export { UpdateMyEducationDocument } from './documents/UpdateMyEducationDocument';
export { DeleteMyEducationDocument } from './documents/DeleteMyEducationDocument';
export { UpdateMyExperienceDocument } from './documents/UpdateMyExperienceDocument';
export { DeleteMyExperienceDocument } from './documents/DeleteMyExperienceDocument';
export { DeleteMyExperienceSubjectsDocument } from './documents/DeleteMyExperienceSubjectsDocument';
export { MyProfileDocument } from './documents/MyProfileDocument';
export { MyProfileCompletionDocument } from './documents/MyProfileCompletionDocument';
export { EditorCurriculaDocument } from './documents/EditorCurriculaDocument';
export { EditorSubjectOptionsDocument } from './documents/EditorSubjectOptionsDocument';
export { EditorLevelOptionsDocument } from './documents/EditorLevelOptionsDocument';
export { EditorSuggestionPriceDocument } from './documents/EditorSuggestionPriceDocument';
export { EditorOtherPlatformOptionsDocument } from './documents/EditorOtherPlatformOptionsDocument';
export { EditorCounsellingOptionsDocument } from './documents/EditorCounsellingOptionsDocument';
export { EditorNonAcademicOptionsDocument } from './documents/EditorNonAcademicOptionsDocument';
export { EditorFindSkillsDocument } from './documents/EditorFindSkillsDocument';
export { UpdateMySkillsDocument } from './documents/UpdateMySkillsDocument';
export { DeleteMySkillsDocument } from './documents/DeleteMySkillsDocument';
export { UpdateMyOtherPlatformsDocument } from './documents/UpdateMyOtherPlatformsDocument';
export { DeleteMyOtherPlatformsDocument } from './documents/DeleteMyOtherPlatformsDocument';
export { UploadMyIntroductionVideoDocument } from './documents/UploadMyIntroductionVideoDocument';
export { DeleteMyResourceDocument } from './documents/DeleteMyResourceDocument';
export { UpdateMySubjectsDocument } from './documents/UpdateMySubjectsDocument';
export { DeleteMySubjectsDocument } from './documents/DeleteMySubjectsDocument';
export { DeleteMySubjectLevelsDocument } from './documents/DeleteMySubjectLevelsDocument';
export { UpdateMyNonAcademicSubjectsDocument } from './documents/UpdateMyNonAcademicSubjectsDocument';
export { DeleteMyNonAcademicSubjectsDocument } from './documents/DeleteMyNonAcademicSubjectsDocument';
export { UpdateMyCounsellingSubjectsDocument } from './documents/UpdateMyCounsellingSubjectsDocument';
export { DeleteMyCounsellingSubjectsDocument } from './documents/DeleteMyCounsellingSubjectsDocument';
export { DeletePublicIntroVideoDocument } from './documents/DeletePublicIntroVideoDocument';
export { PublicProfileArticlesDocument } from './documents/PublicProfileArticlesDocument';
export { PublicProfileTestimonialsDocument } from './documents/PublicProfileTestimonialsDocument';
export { PublicProfileDocument } from './documents/PublicProfileDocument';
export { SaveArticleDocument } from './documents/SaveArticleDocument';
export { SubmitArticleDocument } from './documents/SubmitArticleDocument';
export { UploadArticleCoverDocument } from './documents/UploadArticleCoverDocument';
export { VoteArticleDocument } from './documents/VoteArticleDocument';
export { AddArticleCommentDocument } from './documents/AddArticleCommentDocument';
export { ViewArticleDocument } from './documents/ViewArticleDocument';
export { BoostTutorArticleDocument } from './documents/BoostTutorArticleDocument';
export { GetPublicArticlesDocument } from './documents/GetPublicArticlesDocument';
export { GetMyArticlesDocument } from './documents/GetMyArticlesDocument';
export { GetArticleDocument } from './documents/GetArticleDocument';
export { GetArticleCommentsDocument } from './documents/GetArticleCommentsDocument';
export { GetBlogPostsDocument } from './documents/GetBlogPostsDocument';
export { GetBlogPostDocument } from './documents/GetBlogPostDocument';
export { CreateStudyRoomDocument } from './documents/CreateStudyRoomDocument';
export { EnterStudyRoomDocument } from './documents/EnterStudyRoomDocument';
export { StudyRoomHeartbeatDocument } from './documents/StudyRoomHeartbeatDocument';
export { LeaveStudyRoomDocument } from './documents/LeaveStudyRoomDocument';
export { StartStudyRoomTimerDocument } from './documents/StartStudyRoomTimerDocument';
export { StopStudyRoomTimerDocument } from './documents/StopStudyRoomTimerDocument';
export { StudyRoomsDocument } from './documents/StudyRoomsDocument';
export { StudyRoomDocument } from './documents/StudyRoomDocument';
export { StudyRoomChangedDocument } from './documents/StudyRoomChangedDocument';
export { GlobalSearchDocument } from './documents/GlobalSearchDocument';
export { RecommendedTutorsDocument } from './documents/RecommendedTutorsDocument';
export { AddTestimonialDocument } from './documents/AddTestimonialDocument';
export { ConfirmTestimonialDocument } from './documents/ConfirmTestimonialDocument';
export { ReplyToTestimonialDocument } from './documents/ReplyToTestimonialDocument';
export { TestimonialTutorDocument } from './documents/TestimonialTutorDocument';
export { GetUserTransactionsDocument } from './documents/GetUserTransactionsDocument';
export { TutorCalendarHoursDocument } from './documents/TutorCalendarHoursDocument';
export { BlockTutorTimeDocument } from './documents/BlockTutorTimeDocument';
export { UnblockTutorTimeDocument } from './documents/UnblockTutorTimeDocument';
export { TutorCalendarOwnDocument } from './documents/TutorCalendarOwnDocument';
export { TutorCalendarBusyDocument } from './documents/TutorCalendarBusyDocument';
export { SendFeedbackDocument } from './documents/SendFeedbackDocument';
export { GetTutorDashboardDocument } from './documents/GetTutorDashboardDocument';
export { TutorReviewsDocument } from './documents/TutorReviewsDocument';
export { CloudStoragePageDocument } from './documents/CloudStoragePageDocument';
export { BuyCloudStorageDocument } from './documents/BuyCloudStorageDocument';
export { TutorAnalyticsDocument } from './documents/TutorAnalyticsDocument';
export { TutorResourcesDocument } from './documents/TutorResourcesDocument';
export { TutorFileShareTargetsDocument } from './documents/TutorFileShareTargetsDocument';
export { UploadTutorFileDocument } from './documents/UploadTutorFileDocument';
export { RenameTutorFileDocument } from './documents/RenameTutorFileDocument';
export { DeleteTutorFileDocument } from './documents/DeleteTutorFileDocument';
export { ShareTutorFileDocument } from './documents/ShareTutorFileDocument';
export { UnshareTutorFileDocument } from './documents/UnshareTutorFileDocument';
export { FilesSharedWithMeDocument } from './documents/FilesSharedWithMeDocument';
export { GetTutorAvailabilityDocument } from './documents/GetTutorAvailabilityDocument';
export { UpdateTutorAvailabilityDocument } from './documents/UpdateTutorAvailabilityDocument';
export { UpdateTutorTrialLessonDocument } from './documents/UpdateTutorTrialLessonDocument';
export { GetOneVoucherDetailsDocument } from './documents/GetOneVoucherDetailsDocument';
export { GetVoucherForPublicDocument } from './documents/GetVoucherForPublicDocument';
export { GetUserVoucherClaimsDocument } from './documents/GetUserVoucherClaimsDocument';
export { GetUserVouchersDocument } from './documents/GetUserVouchersDocument';
export { GetVoucherCreditsDocument } from './documents/GetVoucherCreditsDocument';
export { ClaimVoucherDocument } from './documents/ClaimVoucherDocument';
export { CreateNewVoucherDocument } from './documents/CreateNewVoucherDocument';
export { UserDeleteHisVoucherDocument } from './documents/UserDeleteHisVoucherDocument';
export { GetFavouriteIdsDocument } from './documents/GetFavouriteIdsDocument';
export { AddFavouriteDocument } from './documents/AddFavouriteDocument';
export { DeleteFavouriteDocument } from './documents/DeleteFavouriteDocument';
export { MergeFavouritesDocument } from './documents/MergeFavouritesDocument';
export { GetProfileDocument } from './documents/GetProfileDocument';
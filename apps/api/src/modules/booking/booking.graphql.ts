import {
  BOOKING_ACTIONS,
  BOOKING_OFFERS,
  BOOKING_STATUSES,
  BOOKING_TYPES,
  MESSAGES,
  type MessageKey,
} from '@ajar/domain';
import { builder } from '../../graphql/builder';
import { DomainError, parseInput } from '../../kernel/domain-error';
import { MutationResultType } from '../../graphql/mutation-result';
import {
  bookingDone,
  cancelBooking,
  cancelBookingBeforePaid,
  notifyBookingSuccess,
  payPartWithBalance,
  transferBookingMoney,
} from './booking-actions.service';
import {
  bookingsOfViewer,
  calendarOfTutor,
  publicBookingsOf,
  sharedBookingDetails,
  type SharedBookingView,
} from './booking-reads.service';
import { updateBooking } from './booking-update.service';
import { addBooking, bookingView } from './booking.service';
import {
  addBookingSchema,
  updateBookingSchema,
  type AddBookingResultView,
  type BookingPartyView,
  type BookingView,
  type CalendarBookingView,
} from './booking.shapes';

export const BookingStatusEnum = builder.enumType('BookingStatus', {
  description: 'The booking state machine of packages/domain/src/booking.ts.',
  values: BOOKING_STATUSES,
});
export const BookingTypeEnum = builder.enumType('BookingType', { values: BOOKING_TYPES });
const BookingActionEnum = builder.enumType('BookingAction', {
  description:
    'A status change (the domain’s state machine), or an offer: reschedule, reportNoShow, dispute.',
  values: [...BOOKING_ACTIONS, ...BOOKING_OFFERS] as const,
});
const BookingRoleEnum = builder.enumType('BookingRole', {
  description: 'Whose bookings: as the student who booked, or as the tutor booked.',
  values: { STUDENT: { value: 'student' }, TUTOR: { value: 'tutor' } } as const,
});

const BookingPartyType = builder.objectRef<BookingPartyView>('BookingParty').implement({
  description: 'A student or tutor of a booking. Contact details only for the two parties.',
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    userPvid: t.exposeID('userPvid'),
    email: t.exposeString('email', { nullable: true }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    country: t.exposeString('country'),
    phone: t.exposeString('phone', { nullable: true }),
    address: t.exposeString('address', { nullable: true }),
  }),
});

const SubjectInfoType = builder.objectRef<BookingView['subjectInfo']>('BookingSubjectInfo').implement({
  fields: (t) => ({
    pvid: t.exposeID('pvid', {
      nullable: true,
      description: "The tutor's subject level; null once removed.",
    }),
    subject: t.exposeString('subject'),
    level: t.exposeString('level'),
  }),
});

export const BookingType = builder.objectRef<BookingView>('Booking').implement({
  description: 'Spec section 3, Booking. Amounts are minor units of `currency` (the tutor’s market).',
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    startTime: t.expose('startTime', { type: 'DateTime' }),
    endTime: t.expose('endTime', { type: 'DateTime' }),
    location: t.exposeString('location'),
    status: t.expose('status', { type: BookingStatusEnum }),
    notes: t.exposeString('notes'),
    classUrl: t.exposeString('classUrl', { nullable: true }),
    statusAfterPayment: t.expose('statusAfterPayment', { type: BookingStatusEnum, nullable: true }),
    isTutorWithdrawMoney: t.exposeBoolean('isTutorWithdrawMoney'),
    amountPaidUsingUserBalance: t.expose('amountPaidUsingUserBalance', {
      type: 'Money',
      description: "What the student paid from their own balance (a card's money passed through it is not).",
    }),
    amountPaidByCard: t.expose('amountPaidByCard', { type: 'Money', description: 'What a card paid.' }),
    price: t.expose('price', { type: 'Money', description: "One lesson's price." }),
    dueAmount: t.expose('dueAmount', {
      type: 'Money',
      description: 'What the booking asks: the lesson, or the prepaid lessons (1 to 8) of a first.',
    }),
    discountAmount: t.expose('discountAmount', {
      type: 'Money',
      description: "The voucher's discount on this booking (0 without one).",
    }),
    voucherCode: t.exposeString('voucherCode', {
      nullable: true,
      description: 'The code of the voucher applied, if any.',
    }),
    currency: t.exposeString('currency'),
    duration: t.exposeInt('duration', { description: 'Minutes: 30 to 360 in steps of 30.' }),
    type: t.expose('type', { type: BookingTypeEnum }),
    isFirstBooking: t.exposeBoolean('isFirstBooking'),
    student: t.field({ type: BookingPartyType, resolve: (booking) => booking.student }),
    tutor: t.field({ type: BookingPartyType, resolve: (booking) => booking.tutor }),
    subjectInfo: t.field({ type: SubjectInfoType, resolve: (booking) => booking.subjectInfo }),
    availableActions: t.field({
      type: [BookingActionEnum],
      description: 'What the viewer may do now (booking-list buttons).',
      resolve: (booking) => [...booking.availableActions],
    }),
  }),
});

const FirstBookingMsgDataType = builder
  .objectRef<NonNullable<AddBookingResultView['firstBookingMsgData']>>('FirstBookingMsgData')
  .implement({
    fields: (t) => ({
      numberOfLessons: t.exposeInt('numberOfLessons'),
      tutorName: t.exposeString('tutorName'),
      remainsAmountAfterFirstBooking: t.expose('remainsAmountAfterFirstBooking', { type: 'Money' }),
    }),
  });

const AddBookingResultType = builder.objectRef<AddBookingResultView>('AddBookingResult').implement({
  description: 'Spec section 3, Add-booking result: what to pay and how.',
  fields: (t) => ({
    booking: t.field({ type: BookingType, resolve: (result) => result.booking }),
    isThisFirstBooking: t.exposeBoolean('isThisFirstBooking'),
    bookingPrice: t.expose('bookingPrice', { type: 'Money' }),
    currency: t.exposeString('currency'),
    hasEnoughBalance: t.exposeBoolean('hasEnoughBalance'),
    firstBookingMsgData: t.field({
      type: FirstBookingMsgDataType,
      nullable: true,
      resolve: (result) => result.firstBookingMsgData,
    }),
    amountWillPaidUsePaymentsMethods: t.expose('amountWillPaidUsePaymentsMethods', { type: 'Money' }),
    amountWillPaidUseUserBalance: t.expose('amountWillPaidUseUserBalance', { type: 'Money' }),
  }),
});

const CalendarBookingType = builder.objectRef<CalendarBookingView>('CalendarBooking').implement({
  description:
    "Spec section 3, Calendar booking. Details are null or empty for anyone but the calendar's owner.",
  fields: (t) => ({
    id: t.exposeID('id'),
    startTime: t.expose('startTime', { type: 'DateTime' }),
    endTime: t.expose('endTime', { type: 'DateTime' }),
    location: t.exposeString('location'),
    status: t.expose('status', { type: BookingStatusEnum, nullable: true }),
    statusAfterPayment: t.expose('statusAfterPayment', { type: BookingStatusEnum, nullable: true }),
    price: t.expose('price', { type: 'Money', nullable: true }),
    currency: t.exposeString('currency', { nullable: true }),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    studentName: t.exposeString('studentName', { nullable: true }),
  }),
});

const SharedBookingType = builder.objectRef<SharedBookingView>('SharedBookingDetails').implement({
  description: 'Spec section 3, Shared booking link.',
  fields: (t) => ({
    product_name: t.exposeString('product_name'),
    product_start_date: t.expose('product_start_date', { type: 'DateTime' }),
    product_end_date: t.expose('product_end_date', { type: 'DateTime' }),
  }),
});

const done = (key: MessageKey) => ({ success: true, message: MESSAGES[key] });

builder.queryFields((t) => ({
  getBookings: t.withAuth({ member: true }).field({
    type: [BookingType],
    nullable: { list: false, items: true },
    description: "The viewer's bookings as student or tutor, newest lesson first, optionally of one status.",
    args: {
      role: t.arg({ type: BookingRoleEnum, required: true }),
      status: t.arg({ type: BookingStatusEnum }),
    },
    resolve: (_root, args, { deps, viewer }) =>
      bookingsOfViewer(deps, viewer, args.role, args.status ?? null),
  }),
  getBookingsPublic: t.field({
    type: [CalendarBookingType],
    nullable: { list: false, items: true },
    description:
      "A user's slot-holding bookings from now on, soonest first. The user sees their own in full; anyone else sees a tutor's busy times only (status not applied), and no student's lessons (an empty list).",
    args: {
      id: t.arg.id({ required: true }),
      role: t.arg({ type: BookingRoleEnum, required: true }),
      status: t.arg({ type: BookingStatusEnum }),
    },
    resolve: (_root, args, { deps, viewer }) =>
      publicBookingsOf(deps, args.id, args.role, args.status ?? null, viewer?.userId ?? null),
  }),
  getBooking: t.withAuth({ member: true }).field({
    type: BookingType,
    description: 'One booking, for its student or tutor.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps, viewer }) => bookingView(deps, args.id, viewer.userId),
  }),
  getBookingDetailsForSharedURL: t.field({
    type: SharedBookingType,
    description:
      "What a shared payment link asks to pay, for anyone holding the link's code; the booking's student and tutor may also give its id. Anything else is NOT_FOUND.",
    args: {
      id: t.arg.id({
        required: true,
        description:
          "The shared payment link's code (codeSharedPayment), or, for its parties, the booking's id.",
      }),
    },
    resolve: (_root, args, { deps, viewer }) => sharedBookingDetails(deps, args.id, viewer?.userId ?? null),
  }),
  getTutorHisBookingsForCalendar: t.withAuth({ member: true }).field({
    type: [CalendarBookingType],
    nullable: { list: false, items: true },
    description: "The signed-in tutor's calendar with every detail.",
    resolve: (_root, _args, { deps, viewer }) => calendarOfTutor(deps, viewer.userId, viewer.userId),
  }),
  getUserTutorBookingsForCalendar: t.field({
    type: [CalendarBookingType],
    nullable: { list: false, items: true },
    description: "A tutor's busy slots, for anyone picking a time.",
    args: { tutorId: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps, viewer }) => calendarOfTutor(deps, args.tutorId, viewer?.userId ?? null),
  }),
}));

const bookingIdArg = (t: Parameters<Parameters<typeof builder.mutationFields>[0]>[0]) => ({
  bookingId: t.arg.id({ required: true }),
});

builder.mutationFields((t) => ({
  addBooking: t.withAuth({ member: true }).field({
    type: AddBookingResultType,
    description: 'A student books a lesson; the slot is held at once (PENDING). Refused with slotTaken.',
    args: {
      tutorPvid: t.arg.id({ required: true }),
      subjectPvid: t.arg.id({ required: true, description: "The tutor's subject level (its price)." }),
      startTime: t.arg({ type: 'DateTime', required: true }),
      endTime: t.arg({ type: 'DateTime', required: true }),
      type: t.arg({ type: BookingTypeEnum, required: true }),
      location: t.arg.string(),
      status: t.arg({
        type: BookingStatusEnum,
        description: 'Only PENDING (or nothing): a booking starts unpaid.',
      }),
      notes: t.arg.string(),
      duration: t.arg.int({ required: true }),
      numberOfLessons: t.arg.int({
        description: 'A first booking’s lessons to prepay, 1 to 8 (8 when not given).',
      }),
      isTrial: t.arg.boolean({ description: 'Book the tutor’s trial lesson (its length and price).' }),
    },
    resolve: (_root, args, { deps, viewer }) => {
      const input = parseInput(addBookingSchema, {
        ...args,
        tutorPvid: args.tutorPvid,
        subjectPvid: args.subjectPvid,
        location: args.location ?? undefined,
        notes: args.notes ?? undefined,
        numberOfLessons: args.numberOfLessons ?? undefined,
        isTrial: args.isTrial ?? undefined,
      });
      if (args.status && args.status !== 'PENDING')
        throw new DomainError('BAD_USER_INPUT', 'bookingActionNotAllowed', {
          status: 'bookingActionNotAllowed',
        });
      return addBooking(deps, viewer, input);
    },
  }),
  updateBooking: t.withAuth({ member: true }).field({
    type: BookingType,
    description:
      'A status names an action (see BookingStatus); times, place and notes change an unpaid booking.',
    args: {
      id: t.arg.id({ required: true }),
      startTime: t.arg({ type: 'DateTime' }),
      endTime: t.arg({ type: 'DateTime' }),
      location: t.arg.string(),
      status: t.arg({ type: BookingStatusEnum }),
      notes: t.arg.string(),
      paymentId: t.arg.id({
        description:
          'A provider payment (createTransaction) that paid this booking: confirmed from our records, never from the balance.',
      }),
      paymentName: t.arg.string({
        description: "That payment's method (e.g. card); must match it when given.",
      }),
      voucherCode: t.arg.string({
        description: 'A voucher to apply to this unpaid booking (a free one is claimed on the way).',
      }),
    },
    resolve: (_root, args, { deps, viewer }) =>
      updateBooking(deps, viewer, parseInput(updateBookingSchema, { ...args, id: args.id })),
  }),
  cancelBooking: t.withAuth({ member: true }).field({
    type: BookingType,
    description:
      'The student cancels a paid booking: a full refund to the balance until the free window closes, then the ' +
      'tutor keeps their share. The tutor cancels: a full refund that counts against them.',
    args: bookingIdArg(t),
    resolve: (_root, args, { deps, viewer }) => cancelBooking(deps, viewer, args.bookingId),
  }),
  cancelBookingBeforePaid: t.withAuth({ member: true }).field({
    type: BookingType,
    description: 'The student drops an unpaid booking; a part paid with balance returns.',
    args: bookingIdArg(t),
    resolve: (_root, args, { deps, viewer }) => cancelBookingBeforePaid(deps, viewer, args.bookingId),
  }),
  bookingDone: t.withAuth({ member: true }).field({
    type: BookingType,
    description: 'The tutor marks an accepted booking done.',
    args: bookingIdArg(t),
    resolve: (_root, args, { deps, viewer }) => bookingDone(deps, viewer, args.bookingId),
  }),
  paidPartOfBookingPriceUseUserBalance: t.withAuth({ member: true }).field({
    type: BookingType,
    description: 'What the balance covers of an unpaid booking goes in now; the rest is paid at checkout.',
    args: bookingIdArg(t),
    resolve: (_root, args, { deps, viewer }) => payPartWithBalance(deps, viewer, args.bookingId),
  }),
  tutorTransfareBookingMoneyToHisAccount: t.withAuth({ member: true }).field({
    type: BookingType,
    description: "A done booking's money to the tutor's bank account in its currency, once.",
    args: bookingIdArg(t),
    resolve: (_root, args, { deps, viewer }) => transferBookingMoney(deps, viewer, args.bookingId),
  }),
  sendNotificationSuccessBooking: t.withAuth({ member: true }).field({
    type: MutationResultType,
    description: 'Tells the tutor of a paid booking (once).',
    args: bookingIdArg(t),
    resolve: async (_root, args, { deps, viewer }) => {
      await notifyBookingSuccess(deps, viewer, args.bookingId);
      return done('bookingNotified');
    },
  }),
}));

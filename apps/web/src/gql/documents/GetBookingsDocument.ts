/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetBookingsQuery, GetBookingsQueryVariables } from '../graphql';

export const GetBookingsDocument = "query GetBookings($role:BookingRole!$status:BookingStatus){getBookings(role:$role status:$status){...BookingFields}}fragment BookingFields on Booking{pvid startTime endTime location status notes classUrl isTutorWithdrawMoney amountPaidUsingUserBalance amountPaidByCard price dueAmount currency duration type isFirstBooking availableActions isTrial numberOfLessons freeCancellationUntil cancellationRefund acceptBy completesAt lessonReview{open testimonial{pvid rating}}pendingReschedule{id startTime endTime proposedByMe}subjectInfo{pvid subject level}student{userPvid firstName lastName email phone}tutor{userPvid firstName lastName email phone}}" as unknown as DocumentNode<GetBookingsQuery, GetBookingsQueryVariables>;

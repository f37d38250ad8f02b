/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { AddBookingMutation, AddBookingMutationVariables } from '../graphql';

export const AddBookingDocument = "mutation AddBooking($tutorPvid:ID!$subjectPvid:ID!$startTime:DateTime!$endTime:DateTime!$type:BookingType!$location:String$notes:String$duration:Int!$numberOfLessons:Int$isTrial:Boolean){addBooking(tutorPvid:$tutorPvid subjectPvid:$subjectPvid startTime:$startTime endTime:$endTime type:$type location:$location notes:$notes duration:$duration numberOfLessons:$numberOfLessons isTrial:$isTrial){booking{pvid}}}" as unknown as DocumentNode<AddBookingMutation, AddBookingMutationVariables>;

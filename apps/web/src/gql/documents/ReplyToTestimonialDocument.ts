/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { ReplyToTestimonialMutation, ReplyToTestimonialMutationVariables } from '../graphql';

export const ReplyToTestimonialDocument = "mutation ReplyToTestimonial($testimonialId:ID!$reply:String!){replyToTestimonial(testimonialId:$testimonialId reply:$reply){pvid reply repliedAt}}" as unknown as DocumentNode<ReplyToTestimonialMutation, ReplyToTestimonialMutationVariables>;

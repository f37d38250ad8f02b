/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { AddTestimonialMutation, AddTestimonialMutationVariables } from '../graphql';

export const AddTestimonialDocument = "mutation AddTestimonial($programmeSubjectPvid:ID$comment:String!$referralCode:String!$rating:Int!$email:String!$name:String!){addTestimonial(programmeSubjectPvid:$programmeSubjectPvid comment:$comment referralCode:$referralCode rating:$rating email:$email name:$name){success message}}" as unknown as DocumentNode<AddTestimonialMutation, AddTestimonialMutationVariables>;

/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { ConfirmTestimonialMutation, ConfirmTestimonialMutationVariables } from '../graphql';

export const ConfirmTestimonialDocument = "mutation ConfirmTestimonial($code:String!){confirmTestimonial(code:$code){success message}}" as unknown as DocumentNode<ConfirmTestimonialMutation, ConfirmTestimonialMutationVariables>;

/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { PublicProfileTestimonialsQuery, PublicProfileTestimonialsQueryVariables } from '../graphql';

export const PublicProfileTestimonialsDocument = "query PublicProfileTestimonials($token:String!$limit:Int){getTestimonialListByToken(token:$token limit:$limit){pvid comment postedDate rating reviewer subjectName reply repliedAt verifiedLesson}}" as unknown as DocumentNode<PublicProfileTestimonialsQuery, PublicProfileTestimonialsQueryVariables>;

/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { BoostTutorArticleMutation, BoostTutorArticleMutationVariables } from '../graphql';

export const BoostTutorArticleDocument = "mutation BoostTutorArticle($boostType:BoostType!$numberOfDays:Int!$articleId:ID!){boostTutorArticle(boostType:$boostType numberOfDays:$numberOfDays articleId:$articleId){success message boost{articlePvid status endsAt}}}" as unknown as DocumentNode<BoostTutorArticleMutation, BoostTutorArticleMutationVariables>;

/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { BoostTutorProfileMutation, BoostTutorProfileMutationVariables } from '../graphql';

export const BoostTutorProfileDocument = "mutation BoostTutorProfile($boostType:BoostType!$numberOfDays:Int!){boostTutorProfile(boostType:$boostType numberOfDays:$numberOfDays){success message boost{id status startsAt endsAt}}}" as unknown as DocumentNode<BoostTutorProfileMutation, BoostTutorProfileMutationVariables>;

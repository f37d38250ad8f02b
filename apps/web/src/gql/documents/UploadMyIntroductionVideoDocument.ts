/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { UploadMyIntroductionVideoMutation, UploadMyIntroductionVideoMutationVariables } from '../graphql';

export const UploadMyIntroductionVideoDocument = "mutation UploadMyIntroductionVideo($file:Upload!$description:String){uploadVideoIntroduction(file:$file description:$description){pvid fileName description durationSecs path}}" as unknown as DocumentNode<UploadMyIntroductionVideoMutation, UploadMyIntroductionVideoMutationVariables>;

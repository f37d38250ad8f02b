/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { RegisterMutation, RegisterMutationVariables } from '../graphql';

export const RegisterDocument = "mutation Register($rolePvid:ID!$email:String!$password:String!$firstName:String!$lastName:String!$country:String!$dob:String$address:String$referralId:String$referralCode:String$uplineId:String$tutorKind:TutorKind$redirect:String){register(rolePvid:$rolePvid email:$email password:$password firstName:$firstName lastName:$lastName country:$country dob:$dob address:$address referralId:$referralId referralCode:$referralCode uplineId:$uplineId tutorKind:$tutorKind redirect:$redirect){success message}}" as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
